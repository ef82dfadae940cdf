// Calling route handlers (lib/http/route.ts) the way Next does, as a given person: the session cookie
// is a real one (Auth.js through lib/testing/auth.ts) on the test database, which becomes the process's
// database, the one the wrapper reads. And the requests and page data those tests look at.
import { afterAll, beforeAll } from "vitest";
import { setDbForTests, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { RouteHandler } from "@/lib/http/route";
import { authHarness, SESSION_COOKIE } from "./auth";
import { openTestDb, type TestDb } from "./db";

export type RouteTestBed = { db: TestDb; auth: ReturnType<typeof authHarness> };

/**
 * The set-up route tests share: a migrated PGlite that becomes the process's database, with Auth.js
 * sessions on it. Registers the test file's beforeAll/afterAll; `ready` gets the bed (and may seed).
 */
export function routeTestBed(ready: (bed: RouteTestBed) => unknown): void {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    setDbForTests(db);
    await ready({ db, auth: authHarness({ db: db.prisma, secret: env.AUTH_SECRET }) });
  });
  afterAll(async () => {
    setDbForTests();
    await db?.cleanup();
  });
}

export type RouteCaller = {
  /** Answers `request` with `handler`, signed in as `as` (a user id; null: nobody), with the route's `params`. */
  call(handler: RouteHandler, request: Request, as: string | null, params?: Record<string, string | string[]>): Promise<Response>;
  /** `userId`'s session cookie (one sign-in per user). */
  cookie(userId: string): Promise<string>;
};

/** Makes `db` the process's database (until setDbForTests() resets it) and returns a caller of route handlers on it. */
export function routeCaller(db: Db): RouteCaller {
  setDbForTests(db);
  const auth = authHarness({ db: db.prisma, secret: env.AUTH_SECRET });
  const cookies = new Map<string, Promise<string>>();
  const cookie = (userId: string) => {
    let made = cookies.get(userId);
    if (!made) cookies.set(userId, (made = auth.signIn(userId)));
    return made;
  };
  return {
    cookie,
    async call(handler, request, as, params = {}) {
      // Added to the request itself: a copy would take its body (a test may check it was never read).
      if (as) request.headers.set("cookie", [request.headers.get("cookie"), `${SESSION_COOKIE}=${await cookie(as)}`].filter(Boolean).join("; "));
      return handler(request, { params: Promise.resolve(params) });
    },
  };
}

/**
 * A Request as the route gets it from the gallery's own page (Sec-Fetch-Site: same-origin unless the
 * headers say otherwise; the locale picks the error language).
 */
export function request(url: string, init: RequestInit & { locale?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (!headers.has("sec-fetch-site")) headers.set("sec-fetch-site", "same-origin");
  if (init.locale) headers.set("accept-language", init.locale);
  return new Request(new URL(url, "http://lumen.test"), { ...init, headers });
}

/** The storage key of every signed file URL (/api/files/{key}?…) anywhere in `value`, as a page would receive it. */
export function signedFileKeys(value: unknown): string[] {
  const keys: string[] = [];
  for (const m of JSON.stringify(value).matchAll(/\/api\/files\/([^"?]+)/g)) keys.push(m[1]!.split("/").map(decodeURIComponent).join("/"));
  return keys;
}

/** The file name of each key (main.jpg, thumb.webp, …): what a page's data hands out. */
export const fileNames = (keys: string[]): string[] => [...new Set(keys.map((k) => k.slice(k.lastIndexOf("/") + 1)))].sort();
