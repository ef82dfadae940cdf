// The checkout's live price through the route wrapper: what a code does, and that guessing codes is
// counted per client address (the one our server appends, whatever the caller forges before it) or
// per person when signed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { routeCaller, type RouteCaller } from "@/lib/testing/http";
import { CODES_RULE } from "@/lib/rate-limit";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { GET } from "./route";

let db: TestDb;
let caller: RouteCaller;
beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma, { demo: true }); // the catalogue and the WELCOME10 coupon
  caller = routeCaller(db);
});
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

const price = (query: string, as: string | null = null, socket = "203.0.113.9", forged = "198.51.100.1") =>
  caller.call(GET, new Request(`http://localhost/api/checkout/price?${query}`, { headers: { "x-forwarded-for": `${forged}, ${socket}`, "accept-language": "de" } }), as);

describe("/api/checkout/price", () => {
  it("prices a package with a known code for anyone, uncached", async () => {
    const res = await price("package=starter&code=welcome10&currency=EUR");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, packageSlug: "starter", currency: "EUR", code: { code: "WELCOME10", kind: "coupon", percent: 10 } });
    expect(body.total).toBe(body.subtotal - body.discount);
    expect(body.discount).toBe(Math.round(body.subtotal / 10));
  });

  it("says why a code does not apply, and refuses a query it cannot read as bad input", async () => {
    expect(await (await price("package=starter&code=NOPE-123&currency=USD", null, "203.0.113.50")).json()).toEqual({ ok: false, reason: "UNKNOWN_CODE" });
    expect((await price(`package=starter&code=${"x".repeat(300)}`)).status).toBe(400);
  });

  it("counts unknown codes per client address, however the caller forges the header in front of it", async () => {
    const socket = "203.0.113.77";
    for (let i = 0; i < CODES_RULE.points; i++) {
      expect((await (await price(`package=starter&code=GUESS-${i}`, null, socket, `10.0.0.${i}`)).json()).reason).toBe("UNKNOWN_CODE");
    }
    expect((await (await price("package=starter&code=GUESS-LAST", null, socket, "10.9.9.9")).json()).reason).toBe("TOO_MANY_ATTEMPTS");
    // Another address still guesses; a signed-in person is counted as themselves.
    expect((await (await price("package=starter&code=GUESS-X", null, "203.0.113.78")).json()).reason).toBe("UNKNOWN_CODE");
    const user = await createUser(db.prisma);
    expect((await (await price("package=starter&code=GUESS-Y", user.id, socket)).json()).reason).toBe("UNKNOWN_CODE");
  });
});
