// Pay, the TEST MODE payment page and /redeem through lib/http/action.ts, on a throw-away database
// with the seeded catalogue and the built-in test provider: the state each answers, where each goes,
// and what a signed-out person or someone paying another person's order gets.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import type { FormAction } from "@/lib/http/action";
import { submitForm } from "@/lib/testing/actions";
import type { Principal } from "@/lib/routes/middleware";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";

// What exists only inside Next: the signed-in person and the request's address; the app database is the test one.
const app = vi.hoisted(() => ({ principal: null as Principal, db: null as PrismaClient | null, cookies: {} as Record<string, string> }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => app.principal }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => app.db! }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "192.0.2.77" }),
  cookies: async () => ({ get: (name: string) => (name in app.cookies ? { name, value: app.cookies[name] } : undefined) }),
}));

const actions = await import("./actions");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  app.db = db.prisma;
  await runSeed(db.prisma, { demo: true });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

async function buyer() {
  const user = await createUser(db.prisma);
  app.principal = { userId: user.id, role: "user", orgRole: null };
  return user.id;
}

/** Runs a form action in Spanish; a redirect comes back as `{ redirect: url }`. */
const send = (run: FormAction, fields: Record<string, string>) => submitForm(run, { locale: "es", ...fields });

describe("Pay and the TEST MODE payment page", () => {
  it("send the buyer to the test page, then to the success page, with the order paid", async () => {
    const userId = await buyer();
    const pay = await send(actions.payAction, { packageSlug: "starter", styleSlugs: "", code: "", currency: "EUR" });
    expect(pay).toEqual({ redirect: expect.stringMatching(/^\/es\/checkout\/redirect\?order=\w+$/) });
    const orderId = new URL((pay as { redirect: string }).redirect, "https://x").searchParams.get("order")!;
    expect(await send(actions.confirmTestPaymentAction, { orderId })).toEqual({ redirect: `/es/checkout/success?order=${orderId}` });
    expect(await db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ userId, status: "PAID" });
  });

  it("keep the free tools' cookie on the order as its keyed hash when the buyer agreed to analytics, and nothing else", async () => {
    const { FREE_VISITOR_COOKIE, freeVisitorHash } = await import("@/lib/tools/free-runs");
    const { CONSENT_COOKIE } = await import("@/lib/analytics/consent-cookie");
    const consent = (categories: string[]) => encodeURIComponent(JSON.stringify({ categories, revision: 0 }));
    const orderOf = (pay: unknown) => db.prisma.order.findUniqueOrThrow({ where: { id: new URL((pay as { redirect: string }).redirect, "https://x").searchParams.get("order")! } });
    const pay = async (cookies: Record<string, string>) => {
      await buyer();
      app.cookies = cookies;
      return (await orderOf(await send(actions.payAction, { packageSlug: "starter", currency: "EUR" }))).metadata;
    };
    const marked = await pay({ [FREE_VISITOR_COOKIE]: "D".repeat(24), [CONSENT_COOKIE.name]: consent(["necessary", "analytics"]) });
    expect(marked).toMatchObject({ freeVisitor: true });
    expect(JSON.stringify(marked)).not.toContain(freeVisitorHash("D".repeat(24))!);
    expect(JSON.stringify(marked)).not.toContain("DDDD");
    // Necessary cookies only, no choice made, a made-up consent, a forged visitor id: no mark.
    expect(await pay({ [FREE_VISITOR_COOKIE]: "D".repeat(24), [CONSENT_COOKIE.name]: consent(["necessary"]) })).not.toHaveProperty("freeVisitor");
    expect(await pay({ [FREE_VISITOR_COOKIE]: "D".repeat(24) })).not.toHaveProperty("freeVisitor");
    expect(await pay({ [FREE_VISITOR_COOKIE]: "D".repeat(24), [CONSENT_COOKIE.name]: "%7Bnot json" })).not.toHaveProperty("freeVisitor");
    expect(await pay({ [FREE_VISITOR_COOKIE]: "forged;<value>", [CONSENT_COOKIE.name]: consent(["analytics"]) })).not.toHaveProperty("freeVisitor");
    app.cookies = {};
  });

  it("answer a refused checkout with its code, and a signed-out buyer with notSignedIn", async () => {
    await buyer();
    expect(await send(actions.payAction, { packageSlug: "no-such-package", currency: "EUR" })).toMatchObject({ error: "UNKNOWN_PACKAGE" });
    expect(await send(actions.payAction, { packageSlug: "starter", code: "NOT-A-REAL-CODE", currency: "EUR" })).toMatchObject({ error: "UNKNOWN_CODE" });
    app.principal = null;
    expect(await send(actions.payAction, { packageSlug: "starter", currency: "EUR" })).toMatchObject({ error: "notSignedIn" });
  });

  it("send someone paying or declining another person's order back to the test page, and a signed-out payer to log in and back", async () => {
    await buyer();
    const pay = (await send(actions.payAction, { packageSlug: "starter", currency: "EUR" })) as { redirect: string };
    const orderId = new URL(pay.redirect, "https://x").searchParams.get("order")!;
    await buyer();
    expect(await send(actions.confirmTestPaymentAction, { orderId })).toEqual({ redirect: `/es/checkout/redirect?order=${orderId}` });
    expect(await send(actions.declineTestPaymentAction, { orderId })).toEqual({ redirect: `/es/checkout/redirect?order=${orderId}` });
    app.principal = null;
    expect(await send(actions.confirmTestPaymentAction, { orderId })).toEqual({
      redirect: `/es/auth/login?callbackUrl=${encodeURIComponent(`/es/checkout/redirect?order=${orderId}`)}`,
    });
    expect((await db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PENDING");
  });

  it("refuse to pay or decline while an admin views the app as the buyer (read-only)", async () => {
    const userId = await buyer();
    const pay = (await send(actions.payAction, { packageSlug: "starter", currency: "EUR" })) as { redirect: string };
    const orderId = new URL(pay.redirect, "https://x").searchParams.get("order")!;
    app.principal = { userId, role: "user", orgRole: null, viewingAs: { adminId: "an-admin" } };
    expect(await send(actions.confirmTestPaymentAction, { orderId })).toMatchObject({ error: "readOnlyView" });
    expect(await send(actions.declineTestPaymentAction, { orderId })).toMatchObject({ error: "readOnlyView" });
    expect((await db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PENDING");
  });
});

describe("Redeem", () => {
  it("takes a card and opens the new shoot's first step; refuses an empty or unknown code and a signed-out person", async () => {
    await buyer();
    const pkg = await db.prisma.package.findUniqueOrThrow({ where: { slug: "starter" } });
    const card = await db.prisma.giftCard.create({ data: { code: `GIFT-ACTIONS-${Date.now()}`, packageId: pkg.id, tier: "starter" } });
    expect(await send(actions.redeemAction, { code: "" })).toMatchObject({ error: "EMPTY_CODE" });
    expect(await send(actions.redeemAction, { code: "GIFT-NOPE" })).toMatchObject({ error: "UNKNOWN_CODE", values: { code: "GIFT-NOPE" } });
    expect(await send(actions.redeemAction, { code: card.code })).toEqual({ redirect: expect.stringMatching(/^\/es\/app\/upload\/intro\?shoot=\w+$/) });
    app.principal = null;
    expect(await send(actions.redeemAction, { code: card.code })).toMatchObject({ error: "notSignedIn" });
  });
});
