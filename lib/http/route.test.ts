// The route wrapper on a real database and real session cookies (Auth.js's own encoding): who may
// call, how input is read and checked, and how every kind of "no" is answered.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { newApiKey } from "@/lib/api/keys";
import { setDbForTests } from "@/lib/db";
import { env } from "@/lib/env";
import { readMessages } from "@/lib/i18n/message-files";
import { authHarness, SESSION_COOKIE } from "@/lib/testing/auth";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { Refusal } from "./errors";
import { MAX_JSON_BYTES } from "./json-body";
import { route } from "./route";

let db: TestDb;
let auth: ReturnType<typeof authHarness>;
let user: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let orgId: string;

beforeAll(async () => {
  db = await openTestDb("pglite");
  setDbForTests(db);
  auth = authHarness({ db: db.prisma, secret: env.AUTH_SECRET });
  const u = await createUser(db.prisma);
  user = { id: u.id, cookie: await auth.signIn(u.id) };
  const a = await createUser(db.prisma);
  await db.prisma.user.update({ where: { id: a.id }, data: { role: "ADMIN" } });
  admin = { id: a.id, cookie: await auth.signIn(a.id) };
  orgId = (await db.prisma.organization.create({ data: { name: "Acme", slug: `acme-${Date.now()}`, ownerId: a.id } })).id;
});
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

const call = (handler: ReturnType<typeof route>, init: { method?: string; url?: string; cookie?: string; body?: string; headers?: Record<string, string>; params?: Record<string, string> } = {}) =>
  handler(
    new Request(init.url ?? "http://localhost/api/x", {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      body: init.body,
      headers: {
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.cookie ? { cookie: `${SESSION_COOKIE}=${init.cookie}` } : {}),
        ...init.headers,
      },
    }),
    { params: Promise.resolve(init.params ?? {}) },
  );

describe("who may call", () => {
  const mine = route({ caller: { session: "user" }, namespace: "Refund" }, async ({ principal }) => ({ you: principal.userId }));
  const adminsOnly = route({ caller: { session: "admin" }, namespace: "Refund" }, async () => ({ ok: true }));

  it("a signed-in person gets their own principal; a signed-out one a localised 401, in the route's own words where it has them", async () => {
    expect(await (await call(mine, { cookie: user.cookie })).json()).toEqual({ you: user.id });
    const res = await call(mine, { headers: { "accept-language": "de" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.json()).error).toEqual({ code: "NOT_SIGNED_IN", message: readMessages("de").Refund.errors.NOT_SIGNED_IN });
    // A namespace without its own text gets the shared one.
    const shared = route({ caller: { session: "user" }, namespace: "Backoffice" }, async () => ({}));
    expect((await (await call(shared, { headers: { "accept-language": "es" } })).json()).error.message).toBe(readMessages("es").Api.errors.NOT_SIGNED_IN);
  });

  it("a made-up, forged or signed-out cookie is nobody", async () => {
    expect((await call(mine, { cookie: "made-up" })).status).toBe(401);
    const forged = await auth.forge({ uid: admin.id, sid: "not-a-session", authAt: Date.now() });
    expect((await call(adminsOnly, { cookie: forged })).status).toBe(401);
    const leaving = await auth.signIn(user.id);
    await auth.signOut(leaving);
    expect((await call(mine, { cookie: leaving })).status).toBe(401);
  });

  it("a role below the route's is a 403; the role is read from the database, not the cookie", async () => {
    expect((await call(adminsOnly, { cookie: user.cookie })).status).toBe(403);
    expect((await call(adminsOnly, { cookie: admin.cookie })).status).toBe(200);
    await db.prisma.user.update({ where: { id: admin.id }, data: { role: "USER" } });
    expect((await call(adminsOnly, { cookie: admin.cookie })).status).toBe(403);
    await db.prisma.user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });
  });

  it("an API key must be live, its organisation's, and carry every scope the route needs", async () => {
    const orgRoute = route({ caller: { apiKey: ["invites"] }, namespace: "Api" }, async ({ apiKey }) => ({ org: apiKey.organizationId }));
    const key = newApiKey();
    const row = await db.prisma.apiKey.create({ data: { organizationId: orgId, name: "HR", prefix: key.prefix, keyHash: key.keyHash, scopes: ["invites", "teams"] } });
    const bearer = { authorization: `Bearer ${key.secret}` };
    expect(await (await call(orgRoute, { headers: bearer })).json()).toEqual({ org: orgId });
    expect((await db.prisma.apiKey.findUniqueOrThrow({ where: { id: row.id } })).lastUsedAt).not.toBeNull();

    const missing = await call(orgRoute);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");
    expect((await call(orgRoute, { headers: { authorization: `Bearer ${key.secret}x` } })).status).toBe(401);
    // A session cookie is not an API key.
    expect((await call(orgRoute, { cookie: admin.cookie })).status).toBe(401);

    const photosOnly = route({ caller: { apiKey: ["photos"] }, namespace: "Api" }, async () => ({}));
    const scope = await call(photosOnly, { headers: bearer });
    expect(scope.status).toBe(403);
    expect((await scope.json()).error).toMatchObject({ code: "INSUFFICIENT_SCOPE", message: expect.stringContaining("photos") });

    await db.prisma.apiKey.update({ where: { id: row.id }, data: { revokedAt: new Date() } });
    expect((await call(orgRoute, { headers: bearer })).status).toBe(401);
  });
});

describe("input", () => {
  const create = route(
    {
      caller: "public",
      namespace: "Refund",
      params: z.object({ id: z.string().regex(/^[a-z0-9]{1,10}$/) }),
      query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      body: z.object({ orderId: z.string().min(1, "orderRequired"), reason: z.string().max(20, "reasonTooLong").optional() }),
    },
    async ({ params, query, body }) => ({ id: params.id, page: query.page, orderId: body.orderId }),
  );

  it("hands the handler parsed params, query and body", async () => {
    const res = await call(create, { url: "http://localhost/api/x?page=3", params: { id: "abc" }, body: JSON.stringify({ orderId: "o1" }) });
    expect(await res.json()).toEqual({ id: "abc", page: 3, orderId: "o1" });
  });

  it("answers bad input with a 400 naming each field, never reaching the handler", async () => {
    const res = await call(create, { params: { id: "abc" }, body: JSON.stringify({ orderId: "", reason: "x".repeat(30) }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "INVALID_INPUT", fieldErrors: { orderId: "orderRequired", reason: "reasonTooLong" } });
    expect((await call(create, { params: { id: "../etc" }, body: "{}" })).status).toBe(400);
    expect((await call(create, { url: "http://localhost/api/x?page=-1", params: { id: "a" }, body: JSON.stringify({ orderId: "o" }) })).status).toBe(400);
  });

  it("reads only JSON, and stops reading a body past its cap", async () => {
    const notJson = await create(new Request("http://localhost/api/x", { method: "POST", body: "orderId=1", headers: { "content-type": "application/x-www-form-urlencoded" } }), { params: Promise.resolve({ id: "a" }) });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.code).toBe("INVALID_BODY");
    const huge = await call(create, { params: { id: "a" }, body: JSON.stringify({ orderId: "x".repeat(MAX_JSON_BYTES) }) });
    expect(huge.status).toBe(413);
    expect((await call(create, { params: { id: "a" }, body: "{not json" })).status).toBe(400);
  });
});

describe("refusals and failures", () => {
  it("answers the route's own codes with their status and the namespace's message", async () => {
    const r = route({ caller: "public", namespace: "Refund", errors: { ORDER_NOT_FOUND: 404 } }, async ({ refuse }) => refuse("ORDER_NOT_FOUND", { extra: { hint: 1 } }));
    const res = await call(r, { headers: { "accept-language": "es" } });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ error: { code: "ORDER_NOT_FOUND" }, hint: 1 });
    expect(body.error.message).not.toBe("ORDER_NOT_FOUND");
  });

  it("answers a Refusal thrown deep in domain code in that domain's namespace", async () => {
    const r = route({ caller: "public", namespace: "Refund" }, async () => {
      throw new Refusal("GalleryActions", "ZIP_EXPIRED", 410);
    });
    const res = await call(r);
    expect(res.status).toBe(410);
    expect((await res.json()).error.message).toMatch(/\w+ \w+/);
  });

  it("turns anything else into a logged 500 that shows no internals", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const r = route({ caller: "public", namespace: "Refund" }, async () => {
      throw new Error("connection string postgres://secret@db");
    });
    const res = await call(r);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text).error.code).toBe("INTERNAL");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("routes whose clients know their own codes and name their own language", () => {
  const own = { caller: { session: "user" }, namespace: "GalleryActions", signedOutCode: "UNAUTHENTICATED", internalCode: "INTERNAL_ERROR" } as const;

  it("answers the signed-out and a failure with the route's own codes, in its namespace", async () => {
    const signedOut = await call(route(own, async () => ({})), { headers: { "accept-language": "es" } });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error).toEqual({ code: "UNAUTHENTICATED", message: "Tu sesión ha terminado. Vuelve a iniciar sesión." });

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await call(
      route(own, async () => {
        throw new Error("boom");
      }),
      { cookie: user.cookie, headers: { "accept-language": "de" } },
    );
    expect(failed.status).toBe(500);
    expect((await failed.json()).error).toEqual({ code: "INTERNAL_ERROR", message: "Bei uns ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal." });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers in the language the request names itself (a ?locale= or a form's field) once the handler has read it", async () => {
    const r = route({ caller: "public", namespace: "GalleryActions" }, async ({ request, answerIn, locale }) => {
      const before = locale;
      answerIn(new URL(request.url).searchParams.get("locale"));
      throw new Refusal("GalleryActions", "ZIP_EXPIRED", 410, { extra: { before } });
    });
    const named = await call(r, { url: "http://localhost/api/x?locale=de", headers: { "accept-language": "en" } });
    expect(await named.json()).toEqual({ error: { code: "ZIP_EXPIRED", message: "Diese ZIP-Datei ist abgelaufen. Bitte erstelle eine neue." }, before: "en" });
    // A language it does not speak is no language: the request's own is kept.
    const unknown = await call(r, { url: "http://localhost/api/x?locale=xx", headers: { "accept-language": "es" } });
    expect((await unknown.json()).error.message).toBe("Este ZIP ha caducado. Crea uno nuevo.");
  });

  it("lets a module word a refusal itself (a message that names other messages)", async () => {
    class Worded extends Refusal {
      override async messageIn(locale: string): Promise<string> {
        return `worded in ${locale}`;
      }
    }
    const r = route({ caller: "public", namespace: "Refund" }, async () => {
      throw new Worded("Refund", "ANYTHING", 422, { details: { option: "glasses" } });
    });
    const res = await call(r, { headers: { "accept-language": "es" } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: "ANYTHING", message: "worded in es", option: "glasses" } });
  });
});

describe("the business API's envelope (envelope: \"v2\")", () => {
  it("answers a value as { success: true, data } with the route's status", async () => {
    const r = route({ caller: "public", namespace: "TeamApi", envelope: "v2", successStatus: 201 }, async () => ({ id: "t1" }));
    const res = await call(r);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, data: { id: "t1" } });
  });

  it("answers every refusal as { success: false, error, code } with the API's codes", async () => {
    const invalid = route({ caller: "public", namespace: "TeamApi", envelope: "v2", query: z.object({ n: z.coerce.number().int() }) }, async () => ({}));
    const bad = await call(invalid, { url: "http://localhost/api/x?n=abc" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, code: "INVALID_REQUEST", error: expect.any(String), details: { fieldErrors: { n: expect.any(String) } } });

    const refusing = (code: string, status: number) => route({ caller: "public", namespace: "TeamApi", envelope: "v2" }, async () => {
      throw new Refusal("TeamLead", code, status);
    });
    const cases: [string, number, string][] = [["NOT_FOUND", 404, "NOT_FOUND"], ["NO_CREDITS", 402, "INSUFFICIENT_CREDITS"], ["WRONG_STATE", 409, "ALREADY_EXISTS"], ["SOMETHING_ELSE", 400, "INVALID_REQUEST"]];
    for (const [code, status, v2] of cases) {
      const res = await call(refusing(code, status));
      expect(res.status).toBe(status);
      expect((await res.json()).code).toBe(v2);
    }
  });

  it("answers a failure 500 INTERNAL_ERROR without its internals", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const r = route({ caller: "public", namespace: "TeamApi", envelope: "v2" }, async () => {
      throw new Error("password=hunter2 at db.internal:5432");
    });
    const res = await call(r);
    spy.mockRestore();
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ success: false, error: expect.any(String), code: "INTERNAL_ERROR" });
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });
});
