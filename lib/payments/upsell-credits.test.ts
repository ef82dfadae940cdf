// Photo credits spent on extra headshots, on PGlite: once per key however often the page asks, never
// below zero under concurrent spending, refused with a reason and nothing left behind, fulfilled like a
// paid extra-headshots order (invoice of 0, the delivery plan, the job, the CPU studio engine's results), credits given
// back for headshots that could not be made, and no refund of a spending that charged nothing.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as spendCreditsRoute } from "@/app/api/upsell/credits/route";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import { createEngine } from "@/lib/engine/registry";
import { env } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queues";
import { extraHeadshotsJobLost, runExtraHeadshotsJob } from "@/lib/jobs/handlers";
import { readDelivery } from "@/lib/shoots/extra";
import { resultIdFor, type GenerationServices } from "@/lib/shoots/generate";
import type { FileStorage } from "@/lib/storage/types";
import { authHarness, SESSION_COOKIE } from "@/lib/testing/auth";
import { type TestDb } from "@/lib/testing/db";
import { instantEngine } from "@/lib/testing/engine";
import { createShoot, createUser, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { upsellTestBed } from "@/lib/testing/upsell";
import { dispatchUpsellDeliveries } from "./deliver-upsell";
import { testProvider } from "./providers/test";
import { requestRefund } from "./refund";
import { listRefundableOrders } from "./refund-overview";
import { spendPhotoCredits, type SpendPhotoCreditsInput } from "./upsell-credits";
import { getUpsellOffer } from "./upsell-offer";
import { getShootDeliveries, getUpsellOrderStatus } from "./upsell-status";

let testDb: TestDb;
let p: PrismaClient;
let boss: PgBoss;
let storage: FileStorage;
let photos: Buffer[];

const services = (engine: HeadshotEngine): GenerationServices => ({ db: p, storage, engine: async () => engine, appUrl: "https://lumen.example" });

upsellTestBed("lumen-photo-credits-", (bed) => ({ db: testDb, p, boss, storage, photos } = bed));

// The route as the app runs it: the database through setDbForTests, the person through a real session cookie.
let auth: ReturnType<typeof authHarness>;
beforeAll(() => {
  setDbForTests(testDb);
  auth = authHarness({ db: p, secret: env.AUTH_SECRET });
});
afterAll(() => setDbForTests());
const cookies = new Map<string, string>();
/** POST /api/upsell/credits with `request` from `userId`'s browser (no cookie when signed out; over http like the harness's cookie). */
async function handleSpendPhotoCredits(request: Request, as: { userId: string | null }): Promise<Response> {
  const headers = new Headers(request.headers);
  if (as.userId) {
    if (!cookies.has(as.userId)) cookies.set(as.userId, await auth.signIn(as.userId));
    headers.set("cookie", `${SESSION_COOKIE}=${cookies.get(as.userId)}`);
  }
  const req = new Request(request.url.replace(/^https:/, "http:"), { method: request.method, headers, body: request.body ? await request.text() : undefined });
  return spendCreditsRoute(req, { params: Promise.resolve({}) });
}

type Shoot = { userId: string; shootId: string; catalogue: TestCatalogue };

/** An ACTIVE shoot (4 headshots over 2 styles, made) with two accepted photos stored, its owner holding `credits` photo credits. */
async function activeShoot(credits: number): Promise<Shoot> {
  const catalogue = await seedCatalogue(p, { headshots: 4, styles: 2 });
  const user = await createUser(p);
  await p.user.update({ where: { id: user.id }, data: { photoCredits: credits } });
  const shootId = (await createShoot(p, { userId: user.id, packageId: catalogue.packageId })).id;
  await p.shoot.update({
    where: { id: shootId },
    data: { consentAt: new Date(), gender: "FEMALE", ageRange: "35-44", headshotFormat: "square", styleIds: catalogue.styleIds, state: "ACTIVE", readyAt: new Date() },
  });
  for (const [i, bytes] of photos.entries()) {
    const storageKey = `shoots/${shootId}/photos/p${i}.jpg`;
    await storage.put(storageKey, bytes, { contentType: "image/jpeg" });
    await p.uploadedPhoto.create({ data: { shootId, storageKey, width: 512, height: 600, bytes: bytes.length, mime: "image/jpeg", accepted: true, score: 90 } });
  }
  for (const styleId of catalogue.styleIds) {
    for (const k of [0, 1]) {
      await p.result.create({ data: { id: resultIdFor(shootId, styleId, k), shootId, styleId, storageKey: `shoots/${shootId}/results/${k}/main.jpg`, width: 512, height: 512 } });
    }
  }
  return { userId: user.id, shootId, catalogue };
}

let keys = 0;
const spend = (s: Shoot, count: number, over: Partial<SpendPhotoCreditsInput> = {}) =>
  spendPhotoCredits(p, { userId: s.userId, shootId: s.shootId, locale: "en", count, idempotencyKey: `key-${Date.now()}-${++keys}`, ...over });
const balance = async (userId: string) => (await p.user.findUniqueOrThrow({ where: { id: userId }, select: { photoCredits: true } })).photoCredits;

describe("spending photo credits", () => {
  it("spends once under a double request with the same key, fulfilled like a paid pack: invoice of 0, delivery plan, job, results", async () => {
    const s = await activeShoot(10);
    const [a, b] = s.catalogue.styleIds as [string, string];
    expect(await getUpsellOffer(p, { userId: s.userId, shootId: s.shootId, locale: "en" })).toMatchObject({ photoCredits: 10 });

    const input = { userId: s.userId, shootId: s.shootId, locale: "de" as const, count: 7, idempotencyKey: "double-click-1" };
    const [first, second] = await Promise.all([spendPhotoCredits(p, input), spendPhotoCredits(p, input)]);
    const again = await spendPhotoCredits(p, input);
    if (!first.ok || !second.ok || !again.ok) throw new Error("refused");
    expect(second.orderId).toBe(first.orderId);
    expect(again).toMatchObject({ orderId: first.orderId, alreadySpent: true, photoCredits: 3 });
    expect([first.alreadySpent, second.alreadySpent].sort()).toEqual([false, true]);
    expect(first.url).toBe(`/de/app/results/${s.shootId}/unlock-photos?order=${first.orderId}`);

    expect(await balance(s.userId)).toBe(3);
    expect(await p.order.count({ where: { userId: s.userId } })).toBe(1);
    const order = await p.order.findUniqueOrThrow({ where: { id: first.orderId } });
    expect(order).toMatchObject({ kind: "UPSELL", status: "PAID", quantity: 7, currency: "EUR", subtotal: 0, discount: 0, total: 0, provider: "credits" });
    expect(await p.creditLedgerEntry.findMany({ where: { userId: s.userId } })).toEqual([
      expect.objectContaining({ kind: "PHOTO", delta: -7, balanceAfter: 3, refType: "order", refId: order.id, idempotencyKey: `order:${order.id}:photo-credits` }),
    ]);
    // Invoiced like a gift card's order: a numbered invoice of 0, no charge.
    const invoices = await p.invoice.findMany({ where: { orderId: order.id } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: "PAID", currency: "EUR", subtotal: 0, total: 0, locale: "de" });
    expect(invoices[0]!.number).toMatch(/^LUM-\d{4}-\d{6}$/);
    expect(invoices[0]!.lines).toEqual([{ description: "7 weitere Porträtfotos für „My headshots“ (Foto-Credits)", quantity: 1, unitAmount: 0, amount: 0 }]);
    expect(await p.transaction.count({ where: { orderId: order.id } })).toBe(0);

    // The plan goes after the package's results (indices 0-1 per style, variations 0-3), spread over both styles.
    expect(readDelivery(order.metadata)).toEqual({
      state: "queued", planned: 7,
      plan: [{ styleId: a, start: 2, count: 4, variationOffset: 4 }, { styleId: b, start: 2, count: 3, variationOffset: 8 }],
    });
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: order.id })).toMatchObject({
      status: "PAID", type: "headshots", count: 7, total: 0, provider: "credits", delivery: { state: "queued", planned: 7, delivered: 0 }, photoCredits: { returned: 0, balance: 3 },
    });

    // The page's polling sends the job once, and the CPU studio engine makes exactly the plan, stored.
    expect(await dispatchUpsellDeliveries(p, boss, { orderId: order.id })).toBe(1);
    expect(await dispatchUpsellDeliveries(p, boss, { orderId: order.id })).toBe(0);
    const sent = readDelivery((await p.order.findUniqueOrThrow({ where: { id: order.id } })).metadata)!;
    expect((await boss.getJobById(QUEUES.shootExtra, sent.jobId!))?.data).toEqual({ orderId: order.id });
    expect(await getShootDeliveries(p, { userId: s.userId, shootId: s.shootId })).toMatchObject({ photoCredits: 3, pending: [{ orderId: order.id, state: "generating", planned: 7 }] });
    const studio = await createEngine({ id: "studio" });
    expect(await runExtraHeadshotsJob(services(studio), { orderId: order.id, attempt: 0, retryLimit: 2 })).toEqual({ status: "done", results: 7 });
    const all = await p.result.findMany({ where: { shootId: s.shootId } });
    expect(all).toHaveLength(4 + 7);
    const made = all.filter((r) => (r.variant as { orderId?: string } | null)?.orderId === order.id);
    expect(made.map((r) => r.id).sort()).toEqual([2, 3, 4, 5].map((k) => resultIdFor(s.shootId, a, k)).concat([2, 3, 4].map((k) => resultIdFor(s.shootId, b, k))).sort());
    for (const r of made) expect(await storage.get(r.storageKey)).not.toBeNull();
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: order.id })).toMatchObject({ delivery: { state: "done", planned: 7, delivered: 7 } });
  }, 240_000);

  it("never spends more than the balance under concurrent different requests", async () => {
    const s = await activeShoot(10);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => spend(s, 4)));
    const ok = outcomes.filter((o) => o.ok);
    expect(ok).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 4 }, () => ({ ok: false, error: "NOT_ENOUGH_CREDITS" })));
    expect(await balance(s.userId)).toBe(2);
    const ledger = await p.creditLedgerEntry.findMany({ where: { userId: s.userId }, orderBy: { balanceAfter: "desc" } });
    expect(ledger.map((e) => [e.delta, e.balanceAfter])).toEqual([[-4, 6], [-4, 2]]);
    expect(await p.order.count({ where: { userId: s.userId } })).toBe(2);
    expect(await p.invoice.count({ where: { userId: s.userId } })).toBe(2);
    // The last 2 can still be spent, then nothing.
    expect(await spend(s, 2)).toMatchObject({ ok: true, photoCredits: 0 });
    expect(await spend(s, 1)).toEqual({ ok: false, error: "NOT_ENOUGH_CREDITS" });
    expect(await balance(s.userId)).toBe(0);
  }, 60_000);

  it("is refused with a reason, leaving no order, invoice or ledger entry and the balance as it was", async () => {
    const s = await activeShoot(5);
    const stranger = await createUser(p);
    await p.user.update({ where: { id: stranger.id }, data: { photoCredits: 50 } });
    const admin = await createUser(p, { role: "ADMIN" });
    await p.user.update({ where: { id: admin.id }, data: { photoCredits: 50 } });

    expect(await spend(s, 6)).toEqual({ ok: false, error: "NOT_ENOUGH_CREDITS" });
    expect(await spend(s, 201)).toEqual({ ok: false, error: "TOO_MANY_HEADSHOTS" });
    expect(await spend(s, 0)).toEqual({ ok: false, error: "INVALID_INPUT" });
    expect(await spend(s, 1.5)).toEqual({ ok: false, error: "INVALID_INPUT" });
    expect(await spend(s, 1, { idempotencyKey: "x" })).toEqual({ ok: false, error: "INVALID_INPUT" });
    expect(await spend(s, 1, { userId: stranger.id })).toEqual({ ok: false, error: "SHOOT_NOT_FOUND" });
    expect(await spend(s, 1, { userId: admin.id })).toEqual({ ok: false, error: "BLOCKED" });

    // A team member gets their headshots through the team, as at checkout.
    const lead = await createUser(p);
    const org = await p.organization.create({ data: { name: "Acme", slug: `acme-${Date.now()}`, ownerId: lead.id } });
    await p.membership.create({ data: { userId: s.userId, organizationId: org.id, role: "MEMBER", status: "JOINED", joinedAt: new Date() } });
    expect(await spend(s, 1)).toEqual({ ok: false, error: "BLOCKED" });
    await p.membership.deleteMany({ where: { userId: s.userId } });

    const generating = await activeShoot(5);
    await p.shoot.update({ where: { id: generating.shootId }, data: { state: "GENERATING" } });
    expect(await spend(generating, 1)).toEqual({ ok: false, error: "SHOOT_NOT_READY" });
    const purged = await activeShoot(5);
    await p.shoot.update({ where: { id: purged.shootId }, data: { photosPurgedAt: new Date() } });
    expect(await spend(purged, 1)).toEqual({ ok: false, error: "PHOTOS_DELETED" });
    const expiring = await activeShoot(5);
    await p.shoot.update({ where: { id: expiring.shootId }, data: { readyAt: new Date(Date.now() - 29.5 * 86_400_000) } });
    expect(await spend(expiring, 1)).toEqual({ ok: false, error: "PHOTOS_EXPIRING" });
    // Its styles gone from the catalogue since: nothing to make them in, so nothing is spent.
    const styleless = await activeShoot(5);
    await p.shoot.update({ where: { id: styleless.shootId }, data: { styleIds: [] } });
    expect(await spend(styleless, 1)).toEqual({ ok: false, error: "NO_STYLES" });

    const people = [s.userId, stranger.id, admin.id, generating.userId, purged.userId, expiring.userId, styleless.userId];
    expect(await p.order.count({ where: { userId: { in: people } } })).toBe(0);
    expect(await p.invoice.count({ where: { userId: { in: people } } })).toBe(0);
    expect(await p.creditLedgerEntry.count({ where: { userId: { in: people } } })).toBe(0);
    expect(await balance(s.userId)).toBe(5);
    expect(await balance(styleless.userId)).toBe(5);
    // The same spending is still possible once the reason is gone.
    expect(await spend(s, 5)).toMatchObject({ ok: true, photoCredits: 0 });
  }, 60_000);

  it("gives back the credits of headshots that could not be made, once, and asks for no refund", async () => {
    const s = await activeShoot(10);
    const res = await spend(s, 8);
    if (!res.ok) throw new Error(res.error);
    // The second style's run fails for good: 4 of 8 made.
    const broken = instantEngine((call) => (call === 2 ? new EngineError("unusable input", false, "ENGINE_FAILED") : null));
    expect(await runExtraHeadshotsJob({ ...services(broken), styleLanes: 1 }, { orderId: res.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "ENGINE_FAILED" });
    expect(await balance(s.userId)).toBe(2 + 4);
    expect(await p.creditLedgerEntry.findUnique({ where: { idempotencyKey: `order:${res.orderId}:photo-credits-back` } })).toMatchObject({ kind: "PHOTO", delta: 4, balanceAfter: 6, refType: "order", refId: res.orderId });
    expect(await p.refund.count({ where: { orderId: res.orderId } })).toBe(0);
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: res.orderId })).toMatchObject({
      delivery: { state: "failed", planned: 8, delivered: 4, refundRequested: false }, photoCredits: { returned: 4, balance: 6 },
    });
    expect(await p.auditLog.findFirst({ where: { action: "upsell.delivery.failed", targetId: res.orderId } })).toMatchObject({ data: expect.objectContaining({ creditsBack: 4 }) });
    // Settled: the dead-letter handler and a late redelivery give nothing back twice.
    expect(await extraHeadshotsJobLost(p, res.orderId)).toBe(false);
    expect(await runExtraHeadshotsJob(services(instantEngine()), { orderId: res.orderId, attempt: 2, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect(await balance(s.userId)).toBe(6);
  }, 60_000);

  it("gives back the credits of headshots the engine dropped, once, and asks for no refund", async () => {
    const s = await activeShoot(10);
    const res = await spend(s, 8);
    if (!res.ok) throw new Error(res.error);
    // The likeness check drops one image of each style's run: 6 of 8 made.
    expect(await runExtraHeadshotsJob(services(instantEngine(undefined, { drop: 1 })), { orderId: res.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "done", results: 6 });
    expect(await balance(s.userId)).toBe(2 + 2);
    expect(await p.refund.count({ where: { orderId: res.orderId } })).toBe(0);
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: res.orderId })).toMatchObject({
      delivery: { state: "failed", planned: 8, delivered: 6, refundRequested: false }, photoCredits: { returned: 2, balance: 4 },
    });
    expect(await runExtraHeadshotsJob(services(instantEngine(undefined, { drop: 1 })), { orderId: res.orderId, attempt: 1, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect(await extraHeadshotsJobLost(p, res.orderId)).toBe(false);
    expect(await balance(s.userId)).toBe(4);
  }, 60_000);

  it("cannot be refunded: nothing was charged", async () => {
    const s = await activeShoot(3);
    const res = await spend(s, 3);
    if (!res.ok) throw new Error(res.error);
    expect(await requestRefund(p, { userId: s.userId, orderId: res.orderId, reason: "changed my mind" }, { provider: testProvider })).toEqual({ ok: false, error: "NOTHING_CHARGED" });
    expect(await p.refund.count({ where: { orderId: res.orderId } })).toBe(0);
    expect((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).status).toBe("PAID");
    expect(await balance(s.userId)).toBe(0);
    const listed = await listRefundableOrders(p, s.userId, "en");
    expect(listed.find((o) => o.id === res.orderId)?.eligibility).toEqual({ kind: "NOTHING_CHARGED" });
  });
});

describe("POST /api/upsell/credits", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    new Request("https://lumen.test/api/upsell/credits", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });

  it("spends for the signed-in owner and answers refusals in the person's language, never with a 500", async () => {
    const s = await activeShoot(4);
    const body = { shootId: s.shootId, count: 3, idempotencyKey: "http-key-0001", locale: "es" };

    const anonymous = await handleSpendPhotoCredits(post(body), { userId: null });
    expect(anonymous.status).toBe(401);
    const notJson = await handleSpendPhotoCredits(new Request("https://lumen.test/api/upsell/credits", { method: "POST", body: "count=3" }), { userId: s.userId });
    expect(notJson.status).toBe(400);
    expect((await handleSpendPhotoCredits(post("{oops"), { userId: s.userId })).status).toBe(400);
    expect((await handleSpendPhotoCredits(post({ ...body, count: "3" }), { userId: s.userId })).status).toBe(400);

    const tooMany = await handleSpendPhotoCredits(post({ ...body, count: 5, locale: "de" }), { userId: s.userId });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ error: { code: "NOT_ENOUGH_CREDITS", message: "So viele Foto-Credits hast du nicht. Wähle weniger Porträtfotos oder kauf unten ein Paket." } });

    const ok = await handleSpendPhotoCredits(post(body), { userId: s.userId });
    expect(ok.status).toBe(200);
    const json = (await ok.json()) as { orderId: string; url: string; photoCredits: number };
    expect(json).toEqual({ orderId: expect.any(String), url: `/es/app/results/${s.shootId}/unlock-photos?order=${json.orderId}`, photoCredits: 1 });
    // The same click again: the same order, nothing spent twice.
    expect(await (await handleSpendPhotoCredits(post(body), { userId: s.userId })).json()).toEqual(json);
    expect(await balance(s.userId)).toBe(1);
  });

  it("refuses a body over 10 KB with 413 and a message in the person's language, declared or not", async () => {
    const s = await activeShoot(4);
    const body = { shootId: s.shootId, count: 1, idempotencyKey: "http-key-big-0001", locale: "de", padding: "x".repeat(12_000) };
    const declared = await handleSpendPhotoCredits(post("{}", { "content-length": "20000", "accept-language": "de" }), { userId: s.userId });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: { code: "BODY_TOO_LARGE", message: "Diese Anfrage ist zu groß. Bitte lade die Seite neu und versuche es noch einmal." } });
    const read = await handleSpendPhotoCredits(post(body, { "accept-language": "es" }), { userId: s.userId });
    expect(read.status).toBe(413);
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe("BODY_TOO_LARGE");
    expect(await balance(s.userId)).toBe(4);
  });
});
