// Calling route handlers (lib/http/route.ts) the way Next does, as a given person: the session cookie
// is a real one (Auth.js through lib/auth/testing.ts) on the test database, which becomes the process's
// database, the one the wrapper reads. For tests only.
import { authHarness, SESSION_COOKIE } from "@/lib/auth/testing";
import { setDbForTests, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { RouteHandler } from "./route";

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
