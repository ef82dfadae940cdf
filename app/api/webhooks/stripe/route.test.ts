// POST /api/webhooks/stripe with real Requests: the route reads the raw body and the Stripe-Signature
// header, and answers in JSON. The app's database handle points at a throw-away PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { sessionObject, signedEvent, WEBHOOK_SECRET } from "@/lib/testing/stripe";

let db: TestDb;
let POST: RouteHandler;
let closeAppDb: () => Promise<void>;

beforeAll(async () => {
  db = await openTestDb("postgres");
  // lib/env reads the environment once, on first import: set it, then import the route afresh (the
  // test helpers have loaded lib/env already).
  vi.stubEnv("DATABASE_URL", db.url!);
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_route");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
  vi.resetModules();
  ({ POST } = await import("./route"));
  const { getDb } = await import("@/lib/db");
  closeAppDb = async () => (await getDb()).close();
});
afterAll(async () => {
  await closeAppDb?.();
  vi.unstubAllEnvs();
  await db?.cleanup();
});

async function pendingOrder() {
  const p = db.prisma;
  const user = await createUser(p);
  const pkg = await p.package.create({ data: { slug: `route-${user.id}`, name: "Route", headshots: 10, styles: 2, outputSize: 1024, prices: { create: { currency: "USD", amount: 1500 } } } });
  return p.order.create({ data: { userId: user.id, kind: "PACKAGE", packageId: pkg.id, currency: "USD", subtotal: 1500, total: 1500, provider: "stripe", providerSessionId: `cs_test_${user.id}` } });
}

const post = (body: string, headers: Record<string, string>) =>
  POST(new Request("http://localhost/api/webhooks/stripe", { method: "POST", body, headers: { "content-type": "application/json", ...headers } }), { params: Promise.resolve({}) });

describe("POST /api/webhooks/stripe", () => {
  it("fulfils a signed checkout.session.completed once, however often it is delivered", async () => {
    const order = await pendingOrder();
    const { payload, signature } = signedEvent("checkout.session.completed", sessionObject({ orderId: order.id, amount: 1500, currency: "usd", paid: true, id: order.providerSessionId! }));
    const first = await post(payload, { "stripe-signature": signature });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/application\/json/);
    expect(await first.json()).toMatchObject({ received: true, orderId: order.id, status: "PAID" });
    const replay = await post(payload, { "stripe-signature": signature });
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await db.prisma.transaction.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db.prisma.shoot.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db.prisma.invoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("answers 400 with a JSON error for a tampered body or a missing signature", async () => {
    const order = await pendingOrder();
    const { payload, signature } = signedEvent("checkout.session.completed", sessionObject({ orderId: order.id, amount: 1500, currency: "usd", paid: true }));
    const tampered = await post(payload.replace('"amount_total":1500', '"amount_total":15'), { "stripe-signature": signature });
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error).toMatch(/^Invalid Stripe signature/);
    const unsigned = await post(payload, {});
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: "Missing Stripe-Signature header" });
    expect(await db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PENDING" });
  });
});
