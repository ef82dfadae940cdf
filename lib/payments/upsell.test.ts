// Buying more after the shoot on PGlite: extra styles, extra headshots and edit credits through the
// test provider and Stripe's signed webhook, fulfilled once however often the payment is reported,
// invoiced, and the extra headshots made by the engine (the real studio engine for an extra style)
// with new result ids, nothing made twice when the job is delivered again.
import type { PgBoss } from "pg-boss";
import { describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import { createEngine } from "@/lib/engine/registry";
import { QUEUES } from "@/lib/jobs/queues";
import { createHandlers, extraHeadshotsJobLost, runExtraHeadshotsJob } from "@/lib/jobs/handlers";
import { readDelivery, runExtraGeneration } from "@/lib/shoots/extra";
import { resultIdFor, type GenerationServices } from "@/lib/shoots/generate";
import { resultPrefix } from "@/lib/shoots/result-files";
import { getShootGallery } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";
import { instantEngine } from "@/lib/testing/engine";
import { createShoot, createUser, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { sessionObject, signedEvent, startStripeApi, WEBHOOK_SECRET } from "@/lib/testing/stripe";
import { upsellTestBed } from "@/lib/testing/upsell";
import { dispatchUpsellDeliveries } from "./deliver-upsell";
import { fulfilOrder } from "./fulfil";
import { getOrderSummary } from "./orders";
import { stripeProvider } from "./providers/stripe";
import { testProvider } from "./providers/test";
import { requestRefund } from "./refund";
import { handleStripeWebhook } from "./stripe-webhook";
import { confirmTestPayment } from "./test-mode";
import { createUpsellCheckout, type UpsellInput } from "./upsell";
import { getUpsellOffer } from "./upsell-offer";
import { upsellPrices } from "./upsell-prices";
import { OWED_REFUND_NOTE } from "./upsell-refunds";
import { followUpsellOrder, getShootDeliveries, getUpsellOrderStatus } from "./upsell-status";

let p: PrismaClient;
let boss: PgBoss;
let storage: FileStorage;
let photos: Buffer[];
const appUrl = "https://lumen.test";
const opts = { provider: testProvider, appUrl };

const services = (engine: HeadshotEngine): GenerationServices => ({ db: p, storage, engine: async () => engine, appUrl: "https://lumen.example" });

upsellTestBed("lumen-upsell-", (bed) => ({ p, boss, storage, photos } = bed));

type Shoot = { userId: string; shootId: string; catalogue: TestCatalogue };

/**
 * An ACTIVE shoot (package: `headshots` over 2 styles) with its two accepted photos stored and the
 * package's results as the generator leaves them (ids resultIdFor(shoot, style, 0…)).
 */
async function activeShoot(options: { headshots?: number; readyAt?: Date } = {}): Promise<Shoot> {
  const headshots = options.headshots ?? 4;
  const catalogue = await seedCatalogue(p, { headshots, styles: 2 });
  const user = await createUser(p);
  const shootId = (await createShoot(p, { userId: user.id, packageId: catalogue.packageId })).id;
  await p.shoot.update({
    where: { id: shootId },
    data: { consentAt: new Date(), gender: "FEMALE", ageRange: "35-44", headshotFormat: "square", styleIds: catalogue.styleIds, state: "ACTIVE", readyAt: options.readyAt ?? new Date() },
  });
  for (const [i, bytes] of photos.entries()) {
    const storageKey = `shoots/${shootId}/photos/p${i}.jpg`;
    await storage.put(storageKey, bytes, { contentType: "image/jpeg" });
    await p.uploadedPhoto.create({ data: { shootId, storageKey, width: 512, height: 600, bytes: bytes.length, mime: "image/jpeg", accepted: true, score: 90 } });
  }
  for (const styleId of catalogue.styleIds) {
    for (let k = 0; k < headshots / 2; k++) {
      await p.result.create({ data: { id: resultIdFor(shootId, styleId, k), shootId, styleId, storageKey: `shoots/${shootId}/results/${k}/main.jpg`, width: 512, height: 512 } });
    }
  }
  return { userId: user.id, shootId, catalogue };
}

async function buy(input: Omit<UpsellInput, "locale"> & { locale?: UpsellInput["locale"] }) {
  const res = await createUpsellCheckout(p, { locale: "en", ...input }, opts);
  if (!res.ok) throw new Error(`checkout refused: ${res.error}`);
  return res;
}

const pay = (userId: string, orderId: string) => confirmTestPayment(p, { orderId, userId }, testProvider);
const resultIds = async (shootId: string) => (await p.result.findMany({ where: { shootId }, select: { id: true } })).map((r) => r.id);

describe("prices", () => {
  it("are the business parameters' defaults in minor units, an admin's valid change wins and a malformed one falls back", async () => {
    expect(await upsellPrices(p, "USD")).toEqual({
      currency: "USD", extraStyle: 900,
      headshotPacks: [{ count: 20, amount: 900 }, { count: 50, amount: 1900 }],
      editCreditPacks: [{ count: 5, amount: 500 }, { count: 20, amount: 1500 }],
    });
    await p.parameter.create({ data: { key: "upsell.editCreditPacks", value: [{ count: 10, price: { USD: 800, EUR: 700 } }] } });
    await p.parameter.create({ data: { key: "upsell.extraStylePrice", value: { USD: -5, EUR: 900 } } });
    try {
      const eur = await upsellPrices(p, "EUR");
      expect(eur.editCreditPacks).toEqual([{ count: 10, amount: 700 }]);
      expect(eur.extraStyle).toBe(900);
    } finally {
      await p.parameter.deleteMany({ where: { key: { in: ["upsell.editCreditPacks", "upsell.extraStylePrice"] } } });
    }
  });
});

describe("what the pages offer", () => {
  it("lists catalogue styles not yet in the shoot, the balance, and until when the photos allow new headshots", async () => {
    const s = await activeShoot({ readyAt: new Date("2026-03-01T10:00:00Z") });
    const other = await seedCatalogue(p);
    await p.user.update({ where: { id: s.userId }, data: { editCredits: 3 } });
    const offer = (await getUpsellOffer(p, { userId: s.userId, shootId: s.shootId, locale: "de", now: new Date("2026-03-10T00:00:00Z") }))!;
    const slugs = offer.styles.map((x) => x.slug);
    expect(slugs).toEqual(expect.arrayContaining(other.styleSlugs));
    expect(slugs).not.toContain(s.catalogue.styleSlugs[0]);
    expect(slugs).not.toContain(other.inactiveStyleSlug);
    expect(offer).toMatchObject({ editCredits: 3, blocked: null, prices: { currency: "EUR" }, shoot: { headshotsPerStyle: 2, styleCount: 2 } });
    expect(offer.generation).toEqual({ ok: true, photosUntil: new Date("2026-03-31T10:00:00Z") });
    expect(await getUpsellOffer(p, { userId: (await createUser(p)).id, shootId: s.shootId, locale: "en" })).toBeNull();
  });
});

describe("refusals", () => {
  it("say why, and leave no order behind", async () => {
    const s = await activeShoot();
    const other = await seedCatalogue(p);
    const stranger = await createUser(p);
    const admin = await createUser(p, { role: "ADMIN" });
    const base = { userId: s.userId, shootId: s.shootId, locale: "en" as const };
    const refused = async (input: UpsellInput) => createUpsellCheckout(p, input, opts);

    expect(await refused({ ...base, userId: stranger.id, kind: "styles", styleSlugs: [other.styleSlugs[0]!] })).toEqual({ ok: false, error: "SHOOT_NOT_FOUND" });
    expect(await refused({ ...base, userId: admin.id, kind: "editCredits", pack: 5 })).toEqual({ ok: false, error: "BLOCKED" });
    expect(await refused({ ...base, kind: "styles", styleSlugs: [s.catalogue.styleSlugs[1]!] })).toEqual({ ok: false, error: "STYLE_IN_SHOOT" });
    // With the person's own clothes kept, another style on a backdrop the shoot has is the same look.
    const inShoot = await p.style.findUniqueOrThrow({ where: { slug: s.catalogue.styleSlugs[0]! }, include: { backdrop: true } });
    const sameBackdrop = await p.style.create({ data: { slug: `same-backdrop-${s.shootId}`, name: "Other theme", backdropId: inShoot.backdropId, outfitId: inShoot.outfitId, gender: "MALE" } });
    expect(await refused({ ...base, kind: "styles", styleSlugs: [sameBackdrop.slug] })).toEqual({ ok: false, error: "STYLE_IN_SHOOT" });
    // Two new styles on one backdrop the shoot does not have: the same pictures, so not sold twice.
    const fresh = await p.backdrop.create({ data: { slug: `fresh-${s.shootId}`, name: "Fresh", kind: "SOLID", colors: ["#336699"] } });
    const twins = await Promise.all(["a", "b"].map((x) => p.style.create({ data: { slug: `twin-${x}-${s.shootId}`, name: `Twin ${x}`, backdropId: fresh.id, outfitId: inShoot.outfitId, gender: "MALE" } })));
    expect(await refused({ ...base, kind: "styles", styleSlugs: twins.map((t) => t.slug) })).toEqual({ ok: false, error: "SAME_LOOK_TWICE" });
    await p.style.updateMany({ where: { id: { in: twins.map((t) => t.id) } }, data: { active: false } });
    await p.backdrop.update({ where: { id: fresh.id }, data: { active: false } });
    const offered = (await getUpsellOffer(p, { userId: s.userId, shootId: s.shootId, locale: "en" }))!.styles;
    expect(offered.some((o) => o.slugs.includes(sameBackdrop.slug) || o.backdrop.slug === inShoot.backdrop.slug)).toBe(false);
    expect(offered.every((o) => o.outfit === null)).toBe(true);
    expect(await refused({ ...base, kind: "styles", styleSlugs: [other.inactiveStyleSlug] })).toEqual({ ok: false, error: "UNKNOWN_STYLE" });
    expect(await refused({ ...base, kind: "styles", styleSlugs: ["no-such-style"] })).toEqual({ ok: false, error: "UNKNOWN_STYLE" });
    expect(await refused({ ...base, kind: "styles", styleSlugs: [] })).toEqual({ ok: false, error: "NO_STYLES" });
    expect(await refused({ ...base, kind: "headshots", pack: 7 })).toEqual({ ok: false, error: "UNKNOWN_PACK" });
    expect(await refused({ ...base, kind: "editCredits", pack: null })).toEqual({ ok: false, error: "UNKNOWN_PACK" });
    expect(await refused({ ...base, kind: "nope" as "styles" })).toEqual({ ok: false, error: "INVALID_INPUT" });

    // Uploaded photos are deleted 30 days after the results are ready: nothing can be made from them after.
    await p.shoot.update({ where: { id: s.shootId }, data: { photosPurgedAt: new Date() } });
    expect(await refused({ ...base, kind: "headshots", pack: 20 })).toEqual({ ok: false, error: "PHOTOS_DELETED" });
    // ... and edit credits stay on sale.
    expect(await refused({ ...base, kind: "editCredits", pack: 5 })).toMatchObject({ ok: true });

    const expiring = await activeShoot({ readyAt: new Date(Date.now() - 29.5 * 86_400_000) });
    expect(await refused({ userId: expiring.userId, shootId: expiring.shootId, locale: "en", kind: "headshots", pack: 20 })).toEqual({ ok: false, error: "PHOTOS_EXPIRING" });
    const noPhotos = await activeShoot();
    await p.uploadedPhoto.updateMany({ where: { shootId: noPhotos.shootId }, data: { deletedAt: new Date() } });
    expect(await refused({ userId: noPhotos.userId, shootId: noPhotos.shootId, locale: "en", kind: "headshots", pack: 20 })).toEqual({ ok: false, error: "PHOTOS_DELETED" });
    const generating = await activeShoot();
    await p.shoot.update({ where: { id: generating.shootId }, data: { state: "GENERATING" } });
    expect(await refused({ userId: generating.userId, shootId: generating.shootId, locale: "en", kind: "styles", styleSlugs: [other.styleSlugs[0]!] })).toEqual({ ok: false, error: "SHOOT_NOT_READY" });

    expect(await p.order.count({ where: { userId: { in: [s.userId, stranger.id, admin.id, expiring.userId, noPhotos.userId, generating.userId] }, kind: "UPSELL" } })).toBe(0);
  });
});

describe("edit credits", () => {
  it("are added once however often the test payment is confirmed, with one ledger entry and one invoice line", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "editCredits", pack: 5 });
    expect(res.url).toBe(`/checkout/redirect?order=${res.orderId}`);
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ kind: "EDIT_CREDITS", status: "PENDING", quantity: 5, currency: "USD", subtotal: 500, total: 500, provider: "test" });

    // The test payment page shows what is bought, and /checkout/success sends the buyer back to the credits page.
    const summary = (await getOrderSummary(p, res.orderId, s.userId, "en"))!;
    expect(summary.upsell).toEqual({ label: "5 edit credits", returnUrl: `/app/results/${s.shootId}/buy-credits?order=${res.orderId}` });

    const first = await pay(s.userId, res.orderId);
    expect(first).toMatchObject({ status: "PAID", shootId: s.shootId, alreadyFulfilled: false });
    expect(await pay(s.userId, res.orderId)).toMatchObject({ status: "PAID", alreadyFulfilled: true });
    await fulfilOrder(p, res.orderId, { provider: "test", providerRef: `test_${res.orderId}`, amount: 500, currency: "USD" });

    expect((await p.user.findUniqueOrThrow({ where: { id: s.userId } })).editCredits).toBe(5);
    const ledger = await p.creditLedgerEntry.findMany({ where: { userId: s.userId } });
    expect(ledger).toEqual([expect.objectContaining({ kind: "EDIT", delta: 5, balanceAfter: 5, refType: "order", refId: res.orderId, idempotencyKey: `order:${res.orderId}:edit-credits` })]);
    const invoices = await p.invoice.findMany({ where: { orderId: res.orderId } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: "PAID", currency: "USD", subtotal: 500, total: 500, number: first.status === "PAID" ? first.invoiceNumber : "" });
    expect(invoices[0]!.lines).toEqual([{ description: "5 edit credits", quantity: 1, unitAmount: 500, amount: 500 }]);
    expect(await p.transaction.count({ where: { orderId: res.orderId, kind: "CHARGE" } })).toBe(1);
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: res.orderId })).toMatchObject({ status: "PAID", type: "editCredits", count: 5, editCredits: 5, delivery: null });
  });

  it("bought through Stripe come back to the credits page and are added once for replayed and repeated webhooks", async () => {
    const api = await startStripeApi();
    try {
      const s = await activeShoot();
      const res = await createUpsellCheckout(p, { userId: s.userId, shootId: s.shootId, locale: "de", kind: "editCredits", pack: 20 }, { provider: stripeProvider(api.config), appUrl });
      if (!res.ok) throw new Error(res.error);
      const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
      expect(order).toMatchObject({ provider: "stripe", currency: "EUR", total: 1500 });
      const call = api.requests.find((r) => r.params["metadata[orderId]"] === order.id)!;
      expect(call.params).toMatchObject({
        "line_items[0][price_data][product_data][name]": "20 Bearbeitungs-Credits",
        success_url: `${appUrl}/de/app/results/${s.shootId}/buy-credits?order=${order.id}`,
        cancel_url: `${appUrl}/de/app/results/${s.shootId}/buy-credits?order=${order.id}&canceled=1`,
      });
      const session = sessionObject({ orderId: order.id, amount: 1500, currency: "EUR", paid: true, id: order.providerSessionId!, paymentIntent: "pi_upsell_1" });
      const deliver = (id: string) => {
        const { payload, signature } = signedEvent("checkout.session.completed", session, { id });
        return handleStripeWebhook(p, payload, signature, WEBHOOK_SECRET);
      };
      expect((await deliver("evt_upsell_1")).status).toBe(200);
      expect((await deliver("evt_upsell_1")).body).toMatchObject({ duplicate: true });
      expect((await deliver("evt_upsell_2")).status).toBe(200);
      expect((await p.user.findUniqueOrThrow({ where: { id: s.userId } })).editCredits).toBe(20);
      expect(await p.creditLedgerEntry.count({ where: { userId: s.userId } })).toBe(1);
      const invoice = await p.invoice.findFirstOrThrow({ where: { orderId: order.id } });
      expect(invoice).toMatchObject({ locale: "de", currency: "EUR", total: 1500 });
      expect(invoice.lines).toEqual([{ description: "20 Bearbeitungs-Credits", quantity: 1, unitAmount: 1500, amount: 1500 }]);
      expect(await p.invoice.count({ where: { orderId: order.id } })).toBe(1);
    } finally {
      await api.close();
    }
  });

  it("a newer purchase after the shoot closes the person's older unpaid one", async () => {
    const s = await activeShoot();
    const older = await buy({ userId: s.userId, shootId: s.shootId, kind: "editCredits", pack: 5 });
    const newer = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    expect((await p.order.findUniqueOrThrow({ where: { id: older.orderId } })).status).toBe("CANCELED");
    expect((await p.order.findUniqueOrThrow({ where: { id: newer.orderId } })).status).toBe("PENDING");
  });
});

describe("an extra style", () => {
  it("joins the shoot when paid, is invoiced once, and the CPU studio engine makes its share with new ids, nothing twice on redelivery", async () => {
    const s = await activeShoot();
    const other = await seedCatalogue(p);
    const before = await resultIds(s.shootId);
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "styles", styleSlugs: [other.styleSlugs[0]!] });
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ kind: "UPSELL", quantity: 1, total: 900, styleIds: [other.styleIds[0]] });

    await pay(s.userId, res.orderId);
    await pay(s.userId, res.orderId);
    const shoot = await p.shoot.findUniqueOrThrow({ where: { id: s.shootId } });
    expect(shoot).toMatchObject({ state: "ACTIVE", styleIds: [...s.catalogue.styleIds, other.styleIds[0]] });
    const invoices = await p.invoice.findMany({ where: { orderId: res.orderId } });
    expect(invoices).toHaveLength(1);
    // The CPU studio engine keeps the person's clothes: the style is named for its backdrop.
    expect(invoices[0]!.lines).toEqual([{ description: "1 extra style for “My headshots”: Grey (2 headshots)", quantity: 1, unitAmount: 900, amount: 900 }]);
    const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
    // The package's 4 headshots used variations 0-3: the new style starts at 4.
    expect(readDelivery(order.metadata)).toEqual({ state: "queued", planned: 2, plan: [{ styleId: other.styleIds[0], start: 0, count: 2, variationOffset: 4 }] });

    // The job is sent once, however often the buyer's page asks.
    expect(await dispatchUpsellDeliveries(p, boss, { orderId: res.orderId })).toBe(1);
    expect(await dispatchUpsellDeliveries(p, boss, { orderId: res.orderId })).toBe(0);
    const sent = readDelivery((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).metadata)!;
    expect(sent.state).toBe("generating");
    expect((await boss.getJobById(QUEUES.shootExtra, sent.jobId!))?.data).toEqual({ orderId: res.orderId });

    const studio = await createEngine({ id: "studio" });
    const outcome = await runExtraHeadshotsJob(services(studio), { orderId: res.orderId, attempt: 0, retryLimit: 2 });
    expect(outcome).toEqual({ status: "done", results: 2 });
    const made = await p.result.findMany({ where: { shootId: s.shootId, styleId: other.styleIds[0] } });
    expect(made.map((r) => r.id).sort()).toEqual([resultIdFor(s.shootId, other.styleIds[0]!, 0), resultIdFor(s.shootId, other.styleIds[0]!, 1)].sort());
    // Variations past the package's (0-3): the CPU studio engine seeds variation i with i + 1.
    expect(made.map((r) => (r.variant as { backdropSeed?: number }).backdropSeed).sort()).toEqual([5, 6]);
    for (const r of made) expect(await storage.get(r.storageKey)).not.toBeNull();
    expect(await resultIds(s.shootId)).toEqual(expect.arrayContaining(before));

    // Delivered again (a worker lost its claim after committing): nothing is made twice.
    expect(await runExtraHeadshotsJob(services(studio), { orderId: res.orderId, attempt: 1, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect((await resultIds(s.shootId)).length).toBe(before.length + 2);
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: res.orderId })).toMatchObject({ delivery: { state: "done", planned: 2, delivered: 2 } });
    expect(await getShootDeliveries(p, { userId: s.userId, shootId: s.shootId })).toMatchObject({ results: before.length + 2, pending: [] });
    // The gallery shows the new style with its two headshots, after the package's styles.
    const gallery = await getShootGallery(p, storage, { userId: s.userId, shootId: s.shootId, locale: "en" });
    expect(gallery.found && gallery.ready && gallery.styles.map((x) => [x.id, x.count])).toEqual([[s.catalogue.styleIds[0], 2], [s.catalogue.styleIds[1], 2], [other.styleIds[0], 2]]);
  }, 240_000);
});

describe("extra headshots", () => {
  it("go after every index already used, even with a second purchase planned before the first is made", async () => {
    const s = await activeShoot();
    const [a, b] = s.catalogue.styleIds as [string, string];
    const first = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, first.orderId);
    const second = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 50 });
    await pay(s.userId, second.orderId);
    const plan1 = readDelivery((await p.order.findUniqueOrThrow({ where: { id: first.orderId } })).metadata)!.plan;
    const plan2 = readDelivery((await p.order.findUniqueOrThrow({ where: { id: second.orderId } })).metadata)!.plan;
    expect(plan1).toEqual([{ styleId: a, start: 2, count: 10, variationOffset: 4 }, { styleId: b, start: 2, count: 10, variationOffset: 14 }]);
    expect(plan2).toEqual([{ styleId: a, start: 12, count: 25, variationOffset: 24 }, { styleId: b, start: 12, count: 25, variationOffset: 49 }]);
    expect((await p.invoice.findFirstOrThrow({ where: { orderId: second.orderId } })).lines).toEqual([
      { description: "50 extra headshots for “My headshots”", quantity: 1, unitAmount: 1900, amount: 1900 },
    ]);

    // The first job fails half-way (engine busy), is retried, and ends with exactly the plan made.
    const busy = instantEngine((call) => (call === 2 ? new EngineError("busy", true, "ENGINE_BUSY") : null));
    const retry = await runExtraHeadshotsJob({ ...services(busy), styleLanes: 1 }, { orderId: first.orderId, attempt: 0, retryLimit: 2 });
    expect(retry).toMatchObject({ status: "retry", code: "ENGINE_BUSY" });
    expect(await p.result.count({ where: { shootId: s.shootId } })).toBe(4 + 10);
    expect(await runExtraHeadshotsJob(services(instantEngine()), { orderId: first.orderId, attempt: 1, retryLimit: 2 })).toEqual({ status: "done", results: 20 });
    expect(await runExtraHeadshotsJob(services(instantEngine()), { orderId: second.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "done", results: 50 });
    const ids = await resultIds(s.shootId);
    expect(ids).toHaveLength(4 + 20 + 50);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [styleId, n] of [[a, 37], [b, 37]] as const) {
      const mine = (await p.result.findMany({ where: { shootId: s.shootId, styleId } })).map((r) => r.id);
      expect(mine.sort()).toEqual(Array.from({ length: n }, (_, k) => resultIdFor(s.shootId, styleId, k)).sort());
    }
    expect((await p.shoot.findUniqueOrThrow({ where: { id: s.shootId } })).state).toBe("ACTIVE");
  }, 120_000);

  it("that cannot be made are marked failed and the share not delivered is paid back at once", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, res.orderId);
    const broken = instantEngine((call) => (call === 2 ? new EngineError("unusable input", false, "ENGINE_FAILED") : null));
    expect(await runExtraHeadshotsJob({ ...services(broken), styleLanes: 1 }, { orderId: res.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "ENGINE_FAILED" });
    const status = (await getUpsellOrderStatus(p, { userId: s.userId, orderId: res.orderId }))!;
    expect(status.delivery).toEqual({ state: "failed", planned: 20, delivered: 10, refundRequested: true });
    expect(await p.refund.findMany({ where: { orderId: res.orderId } })).toEqual([expect.objectContaining({ status: "COMPLETED", automatic: true, amount: 450, currency: "USD", note: null })]);
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 450 });
    expect(await p.transaction.findMany({ where: { orderId: res.orderId, kind: "REFUND" }, select: { amount: true, status: true } })).toEqual([{ amount: 450, status: "SUCCEEDED" }]);
    expect(await p.auditLog.count({ where: { action: "upsell.delivery.failed", targetId: res.orderId } })).toBe(1);
    // Settled: a late redelivery or the dead-letter handler change nothing.
    expect(await runExtraHeadshotsJob(services(instantEngine()), { orderId: res.orderId, attempt: 2, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect(await extraHeadshotsJobLost(p, res.orderId)).toBe(false);
    expect(await p.refund.count({ where: { orderId: res.orderId } })).toBe(1);
    // The rest is still the buyer's to ask back: /refund is not blocked by a request nobody handles.
    expect(await requestRefund(p, { userId: s.userId, orderId: res.orderId }, { provider: testProvider })).toMatchObject({ ok: true, status: "REFUNDED", amount: 450 });
  }, 60_000);

  it("owe at most what the order still holds after earlier and open refunds", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, res.orderId);
    // An open request (for an admin) already claims 700 of the 900.
    await p.refund.create({ data: { orderId: res.orderId, amount: 700, currency: "USD", reason: "asked by the buyer", status: "REQUESTED" } });
    const broken = () => instantEngine((call) => (call === 2 ? new EngineError("unusable input", false, "ENGINE_FAILED") : null));
    expect(await runExtraHeadshotsJob({ ...services(broken()), styleLanes: 1 }, { orderId: res.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "ENGINE_FAILED" });
    const owed = await p.refund.findMany({ where: { orderId: res.orderId, automatic: true } });
    expect(owed).toEqual([expect.objectContaining({ amount: 200, status: "COMPLETED" })]);

    // Nothing left to give back: the failure records no refund at all.
    const t = await activeShoot();
    const full = await buy({ userId: t.userId, shootId: t.shootId, kind: "headshots", pack: 20 });
    await pay(t.userId, full.orderId);
    await p.refund.create({ data: { orderId: full.orderId, amount: 900, currency: "USD", reason: "asked by the buyer", status: "REQUESTED" } });
    expect(await runExtraHeadshotsJob({ ...services(broken()), styleLanes: 1 }, { orderId: full.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "ENGINE_FAILED" });
    expect(await p.refund.count({ where: { orderId: full.orderId } })).toBe(1);
    expect(readDelivery((await p.order.findUniqueOrThrow({ where: { id: full.orderId } })).metadata)).toMatchObject({ state: "failed", code: "ENGINE_FAILED" });
    expect(readDelivery((await p.order.findUniqueOrThrow({ where: { id: full.orderId } })).metadata)?.refundId).toBeUndefined();
  }, 60_000);

  it("that the engine drops are paid back once, in proportion, while the rest stays in the gallery", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, res.orderId);
    // Each style's run loses one image to the likeness check: 18 of 20 made.
    const picky = instantEngine(undefined, { drop: 1 });
    expect(await runExtraHeadshotsJob(services(picky), { orderId: res.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "done", results: 18 });
    expect(await p.result.count({ where: { shootId: s.shootId, deletedAt: null } })).toBe(4 + 18);
    expect(readDelivery((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).metadata)).toMatchObject({ state: "failed", code: "SHORT_DELIVERY" });
    expect(await p.refund.findMany({ where: { orderId: res.orderId } })).toEqual([expect.objectContaining({ status: "COMPLETED", automatic: true, amount: 90 })]);
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 90 });
    expect(await getUpsellOrderStatus(p, { userId: s.userId, orderId: res.orderId })).toMatchObject({ delivery: { state: "failed", planned: 20, delivered: 18, refundRequested: true } });
    // The buyer still hears that new headshots are there.
    expect(await p.emailOutbox.count({ where: { template: "shoot-ready", text: { contains: "18" } } })).toBeGreaterThan(0);

    // Delivered again, or lost afterwards: compensated once.
    expect(await runExtraHeadshotsJob(services(picky), { orderId: res.orderId, attempt: 1, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect(await extraHeadshotsJobLost(p, res.orderId)).toBe(false);
    expect(await p.refund.count({ where: { orderId: res.orderId } })).toBe(1);
    expect(await p.result.count({ where: { shootId: s.shootId } })).toBe(4 + 18);
  }, 60_000);

  it("ended by the shoot code and left unsettled by a lost worker are settled once: by the dead-letter handler or the dispatch of deliveries", async () => {
    const s = await activeShoot();
    const failed = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, failed.orderId);
    const broken = instantEngine((call) => (call === 2 ? new EngineError("unusable input", false, "ENGINE_FAILED") : null));
    // The shoot code alone (its worker dies before the payments settle): the delivery ends, no money moves.
    expect(await runExtraGeneration({ ...services(broken), styleLanes: 1 }, { orderId: failed.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "ENGINE_FAILED" });
    expect(readDelivery((await p.order.findUniqueOrThrow({ where: { id: failed.orderId } })).metadata)).toMatchObject({ state: "failed", code: "ENGINE_FAILED", giveBack: true, unsettled: true });
    expect(await p.refund.count({ where: { orderId: failed.orderId } })).toBe(0);
    expect(await p.auditLog.count({ where: { action: "upsell.delivery.failed", targetId: failed.orderId } })).toBe(0);
    // The queue's dead-letter job, through the registered handler: settled, paid back, once.
    const deadLetter = createHandlers({ concurrency: 1 })[QUEUES.shootExtraFailed];
    await deadLetter.handle({ data: { orderId: failed.orderId } } as Parameters<typeof deadLetter.handle>[0], services(instantEngine()));
    await deadLetter.handle({ data: { orderId: failed.orderId } } as Parameters<typeof deadLetter.handle>[0], services(instantEngine()));
    expect(await p.refund.findMany({ where: { orderId: failed.orderId } })).toEqual([expect.objectContaining({ status: "COMPLETED", automatic: true, amount: 450 })]);
    expect(await p.auditLog.count({ where: { action: "upsell.delivery.failed", targetId: failed.orderId } })).toBe(1);
    const settled = readDelivery((await p.order.findUniqueOrThrow({ where: { id: failed.orderId } })).metadata)!;
    expect(settled).toMatchObject({ state: "failed", code: "ENGINE_FAILED", refundId: expect.any(String) });
    expect([settled.unsettled, settled.giveBack, settled.reason]).toEqual([undefined, undefined, undefined]);

    // Ended short, then lost: the minute's dispatch of deliveries settles it, and nothing settles it twice.
    const short = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, short.orderId);
    expect(await runExtraGeneration(services(instantEngine(undefined, { drop: 1 })), { orderId: short.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "done", results: 18 });
    expect(await p.refund.count({ where: { orderId: short.orderId } })).toBe(0);
    expect(await dispatchUpsellDeliveries(p, boss, { shootId: s.shootId })).toBe(0);
    expect(await p.refund.findMany({ where: { orderId: short.orderId } })).toEqual([expect.objectContaining({ status: "COMPLETED", automatic: true, amount: 90 })]);
    expect(await runExtraHeadshotsJob(services(instantEngine()), { orderId: short.orderId, attempt: 1, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect(await extraHeadshotsJobLost(p, short.orderId)).toBe(false);
    expect(await dispatchUpsellDeliveries(p, boss, { orderId: short.orderId })).toBe(0);
    expect(await p.refund.count({ where: { orderId: short.orderId } })).toBe(1);
    expect(await p.auditLog.count({ where: { action: "upsell.delivery.failed", targetId: short.orderId } })).toBe(1);
  }, 60_000);

  it("stop when the order is refunded while they are made: nothing more reaches the gallery and the new files go", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await pay(s.userId, res.orderId);
    const [, b] = s.catalogue.styleIds as [string, string];
    // The buyer takes the money-back guarantee while the second style is being made.
    const refundMidway = instantEngine(undefined, {
      before: async (call) => {
        if (call === 2) expect(await requestRefund(p, { userId: s.userId, orderId: res.orderId }, { provider: testProvider })).toMatchObject({ ok: true, status: "REFUNDED", amount: 900 });
      },
    });
    expect(await runExtraHeadshotsJob({ ...services(refundMidway), styleLanes: 1 }, { orderId: res.orderId, attempt: 0, retryLimit: 2 })).toEqual({ status: "skipped", reason: "order REFUNDED" });

    const extra = await p.result.findMany({ where: { shootId: s.shootId, variant: { path: ["orderId"], equals: res.orderId } }, select: { id: true, styleId: true, deletedAt: true } });
    // The first style's 10 were made before and are hidden by the refund; the second style's never written.
    expect(extra).toHaveLength(10);
    expect(extra.every((r) => r.deletedAt !== null && r.styleId !== b)).toBe(true);
    expect(await p.result.count({ where: { shootId: s.shootId, deletedAt: null } })).toBe(4);
    for (let k = 2; k < 12; k++) {
      const base = resultPrefix(s.shootId, resultIdFor(s.shootId, b, k));
      expect([await storage.exists(`${base}main.jpg`), await storage.exists(`${base}thumb.webp`)]).toEqual([false, false]);
    }
    expect(readDelivery((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).metadata)).toMatchObject({ state: "failed", code: "ORDER_NOT_PAID" });
    expect(readDelivery((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).metadata)?.refundId).toBeUndefined();
    expect(await p.refund.findMany({ where: { orderId: res.orderId }, select: { amount: true, status: true } })).toEqual([{ amount: 900, status: "COMPLETED" }]);
    // A redelivery changes nothing.
    expect(await runExtraHeadshotsJob(services(instantEngine()), { orderId: res.orderId, attempt: 1, retryLimit: 2 })).toMatchObject({ status: "skipped" });
    expect(await p.result.count({ where: { shootId: s.shootId, deletedAt: null } })).toBe(4);
  }, 60_000);

  it("paid after the shoot was deleted are recorded and invoiced, and the whole amount is offered back", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await p.shoot.update({ where: { id: s.shootId }, data: { state: "DELETED", deletedAt: new Date() } });
    expect(await pay(s.userId, res.orderId)).toMatchObject({ status: "PAID" });
    expect(await p.invoice.count({ where: { orderId: res.orderId } })).toBe(1);
    const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
    expect(readDelivery(order.metadata)).toMatchObject({ state: "failed", code: "SHOOT_UNAVAILABLE" });
    // Owed without review, paid once the payment's transaction is over: by the dispatch of deliveries.
    expect(await p.refund.findMany({ where: { orderId: res.orderId } })).toEqual([expect.objectContaining({ status: "APPROVED", automatic: true, amount: 900, note: OWED_REFUND_NOTE })]);
    expect(await dispatchUpsellDeliveries(p, boss, { orderId: res.orderId })).toBe(0);
    expect(await p.refund.findMany({ where: { orderId: res.orderId } })).toEqual([expect.objectContaining({ status: "COMPLETED", amount: 900 })]);
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "REFUNDED", refundedAmount: 900 });
  });

  it("owed at payment and refused by the provider stay approved with a note, and the buyer's /refund pays them", async () => {
    const s = await activeShoot();
    const res = await buy({ userId: s.userId, shootId: s.shootId, kind: "headshots", pack: 20 });
    await p.shoot.update({ where: { id: s.shootId }, data: { state: "DELETED", deletedAt: new Date() } });
    await pay(s.userId, res.orderId);
    const g = globalThis as unknown as { __lumenPaymentProvider?: typeof testProvider };
    const configured = g.__lumenPaymentProvider;
    g.__lumenPaymentProvider = { ...testProvider, refundPayment: async () => { throw new Error("provider down"); } };
    try {
      // The buyer's page follows the order: the refund is tried right away.
      await followUpsellOrder(p, { userId: s.userId, orderId: res.orderId }, async () => boss);
    } finally {
      g.__lumenPaymentProvider = configured;
    }
    const stalled = await p.refund.findFirstOrThrow({ where: { orderId: res.orderId } });
    expect(stalled).toMatchObject({ status: "APPROVED", automatic: true, note: "provider refund failed: provider down" });
    expect(await requestRefund(p, { userId: s.userId, orderId: res.orderId }, { provider: testProvider })).toMatchObject({ ok: true, status: "REFUNDED", refundId: stalled.id, amount: 900 });
    expect(await p.refund.count({ where: { orderId: res.orderId } })).toBe(1);
    expect((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).status).toBe("REFUNDED");
  });
});
