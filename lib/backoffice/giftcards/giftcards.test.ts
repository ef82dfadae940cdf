import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { GIFT_CARD_CODE } from "@/lib/giftcards/codes";
import { normalizeCode } from "@/lib/payments/schemas";
import { evaluateCode } from "@/lib/payments/pricing";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createPackage, createUser } from "@/lib/testing/fixtures";
import { issueGiftCardBatchAction, voidGiftCardAction } from "./actions";
import { adminGiftCardBatches, findAdminGiftCardPage, giftCardBatchList, issueGiftCardBatch } from "./giftcards";
import { adminGiftCardQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

const requestId = () => randomBytes(12).toString("hex");
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe("/admin/giftcard actions", () => {
  it("issues a batch of codes bound to a package, once per form, with an audit row", async () => {
    bed.as("admin");
    const pkg = await createPackage(bed.p);
    const id = requestId();
    const fields = { requestId: id, packageId: pkg.id, quantity: "25", label: "Trade fair", expiresAt: future() };
    expect(await submitForm(issueGiftCardBatchAction, fields)).toMatchObject({ ok: true, detail: "Trade fair" });
    // The same form again (a double click): nothing doubled.
    expect(await submitForm(issueGiftCardBatchAction, fields)).toMatchObject({ ok: true });
    const cards = await bed.p.giftCard.findMany({ where: { batchId: id } });
    expect(cards).toHaveLength(25);
    expect(new Set(cards.map((c) => c.code)).size).toBe(25);
    for (const c of cards) {
      expect(c.code).toMatch(GIFT_CARD_CODE);
      expect(normalizeCode(c.code)).toBe(c.code);
      expect(c).toMatchObject({ packageId: pkg.id, status: "UNUSED", tier: pkg.slug });
      expect(c.expiresAt).not.toBeNull();
    }
    const audit = await bed.lastAudit("giftcard.batch.issue", id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, data: { codes: 25, before: null, after: { label: "Trade fair", packageId: pkg.id, quantity: 25 } } });
    expect(await bed.p.auditLog.count({ where: { action: "giftcard.batch.issue", targetId: id } })).toBe(1);
    // Checkout takes the code for its package.
    expect(await evaluateCode(bed.p, { code: cards[0]!.code, packageId: pkg.id, currency: "USD", subtotal: 2900 })).toMatchObject({ kind: "giftCard", discount: 2900 });
  });

  it("two submits of one form at once: one batch", async () => {
    const pkg = await createPackage(bed.p);
    const id = requestId();
    const input = { requestId: id, packageId: pkg.id, quantity: 3, label: undefined, expiresAt: null, actorId: bed.admin.id };
    const [a, b] = await Promise.all([issueGiftCardBatch(bed.p, input), issueGiftCardBatch(bed.p, input)]);
    expect(a.codes).toEqual(b.codes);
    expect(await bed.p.giftCard.count({ where: { batchId: id } })).toBe(3);
  });

  it.each([
    ["0 codes", { quantity: "0" }, "quantity", "batchSize"],
    ["501 codes", { quantity: "501" }, "quantity", "batchSize"],
    ["a negative count", { quantity: "-3" }, "quantity", "batchSize"],
    ["a count in words", { quantity: "ten" }, "quantity", "notAWholeNumber"],
    ["an expiry in the past", { expiresAt: "2021-06-01" }, "expiresAt", "expiryPast"],
    ["no package", { packageId: "" }, "packageId", "packageRequired"],
  ])("refuses %s with a field error", async (_label, fields, field, key) => {
    bed.as("admin");
    const pkg = await createPackage(bed.p);
    const before = await bed.p.giftCard.count();
    expect(await submitForm(issueGiftCardBatchAction, { requestId: requestId(), packageId: pkg.id, quantity: "2", label: "", expiresAt: "", ...fields })).toMatchObject({ fieldErrors: { [field]: key } });
    expect(await bed.p.giftCard.count()).toBe(before);
  });

  it("refuses an unknown package", async () => {
    bed.as("admin");
    expect(await submitForm(issueGiftCardBatchAction, { requestId: requestId(), packageId: "missing", quantity: "2", label: "", expiresAt: "" })).toMatchObject({ error: "UNKNOWN_PACKAGE" });
  });

  it("voids an unredeemed card with before/after; a redeemed card is WRONG_STATE", async () => {
    bed.as("admin");
    const pkg = await createPackage(bed.p);
    const batch = await issueGiftCardBatch(bed.p, { requestId: requestId(), packageId: pkg.id, quantity: 2, label: undefined, expiresAt: null, actorId: bed.admin.id });
    const [free, taken] = await bed.p.giftCard.findMany({ where: { batchId: batch.id }, orderBy: { code: "asc" } });
    const redeemer = await createUser(bed.p);
    await bed.p.giftCard.update({ where: { id: taken!.id }, data: { status: "USED", redeemedById: redeemer.id, redeemedAt: new Date() } });

    expect(await submitForm(voidGiftCardAction, { giftCardId: free!.id })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("giftcard.void", free!.id)).toMatchObject({ data: { changed: ["status"], before: { status: "UNUSED" }, after: { status: "VOID" } } });
    expect(await evaluateCode(bed.p, { code: free!.code, packageId: pkg.id, currency: "USD", subtotal: 100 })).toEqual({ reason: "INACTIVE" });

    expect(await submitForm(voidGiftCardAction, { giftCardId: taken!.id })).toMatchObject({ error: "WRONG_STATE" });
    expect((await bed.p.giftCard.findUniqueOrThrow({ where: { id: taken!.id } })).status).toBe("USED");
    expect(await bed.lastAudit("giftcard.void", taken!.id)).toBeNull();
    expect(await submitForm(voidGiftCardAction, { giftCardId: "nope" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("refuses everyone but a platform admin", async () => {
    const pkg = await createPackage(bed.p);
    const card = await bed.p.giftCard.create({ data: { code: `LUMEN-TEST-${requestId().slice(0, 8)}`, packageId: pkg.id, tier: pkg.slug } });
    const issue = await bed.refusesEveryoneElse(issueGiftCardBatchAction, { requestId: requestId(), packageId: pkg.id, quantity: "2", label: "", expiresAt: "" });
    const voiding = await bed.refusesEveryoneElse(voidGiftCardAction, { giftCardId: card.id });
    for (const r of [issue, voiding]) {
      expect(r.audited).toBe(false);
      expect(r.answers.map((a) => ("error" in a ? a.error : "ok"))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    }
    expect((await bed.p.giftCard.findUniqueOrThrow({ where: { id: card.id } })).status).toBe("UNUSED");
    expect(await bed.p.giftCard.count({ where: { packageId: pkg.id } })).toBe(1);
  });

  it("lists with filters (status, package, batch) and exports a batch", async () => {
    const pkg = await createPackage(bed.p);
    const batch = await issueGiftCardBatch(bed.p, { requestId: requestId(), packageId: pkg.id, quantity: 4, label: "Listed", expiresAt: null, actorId: bed.admin.id });
    const redeemer = await createUser(bed.p, { email: "redeemer-list@example.test" });
    await bed.p.giftCard.update({ where: { code: batch.codes[0] }, data: { status: "USED", redeemedById: redeemer.id, redeemedAt: new Date() } });
    expect((await findAdminGiftCardPage(bed.p, adminGiftCardQuery.parse({ batchId: batch.id }))).total).toBe(4);
    expect((await findAdminGiftCardPage(bed.p, adminGiftCardQuery.parse({ batchId: batch.id, status: "USED" }))).items.map((c) => c.redeemedBy)).toEqual(["redeemer-list@example.test"]);
    expect((await findAdminGiftCardPage(bed.p, adminGiftCardQuery.parse({ packageId: pkg.id, status: "UNUSED" }))).total).toBe(3);
    const exported: string[] = [];
    for await (const rows of adminGiftCardBatches(bed.p, adminGiftCardQuery.parse({ batchId: batch.id }))) exported.push(...rows.map((r) => r.code));
    expect(exported.sort()).toEqual(batch.codes);
    expect((await giftCardBatchList(bed.p)).find((b) => b.id === batch.id)).toMatchObject({ redeemed: 1, quantity: 4 });
  });
});
