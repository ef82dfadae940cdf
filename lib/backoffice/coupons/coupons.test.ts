import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reserveCoupon } from "@/lib/payments/coupons";
import { evaluateCode } from "@/lib/payments/pricing";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createUser } from "@/lib/testing/fixtures";
import { createCouponAction, setCouponActiveAction } from "./actions";
import { couponDetail, createCoupon, findCouponPage } from "./coupons";
import { couponForm, couponQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

const future = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const base = { kind: "PERCENT", value: "15", currency: "", packageId: "", expiresAt: "", maxRedemptions: "", description: "" };

describe("/admin/coupons actions", () => {
  it("creates a percent coupon, normalised as checkout reads codes, with an audit row", async () => {
    bed.as("admin");
    const answer = await submitForm(createCouponAction, { ...base, code: " spring 15 ", expiresAt: future(), maxRedemptions: "3" });
    expect(answer).toMatchObject({ ok: true, detail: "SPRING15" });
    const coupon = await bed.p.coupon.findUniqueOrThrow({ where: { code: "SPRING15" } });
    expect(coupon).toMatchObject({ kind: "PERCENT", value: 15, currency: null, maxRedemptions: 3, active: true });
    const audit = await bed.lastAudit("coupon.create", coupon.id);
    expect(audit?.actorId).toBe(bed.admin.id);
    expect(audit?.data).toMatchObject({ before: null, after: { code: "SPRING15", value: 15, kind: "PERCENT", maxRedemptions: 3 } });
    // Checkout finds it by what a buyer types.
    const pkg = await createPackage(bed.p);
    const applied = await evaluateCode(bed.p, { code: "SPRING15", packageId: pkg.id, currency: "USD", subtotal: 2900 });
    expect(applied).toMatchObject({ kind: "coupon", discount: 435 });
  });

  it("creates a fixed coupon restricted to a package", async () => {
    bed.as("admin");
    const pkg = await createPackage(bed.p);
    const answer = await submitForm(createCouponAction, { ...base, code: "FIVEOFF", kind: "FIXED", value: "500", currency: "EUR", packageId: pkg.id });
    expect(answer).toMatchObject({ ok: true });
    expect(await bed.p.coupon.findUniqueOrThrow({ where: { code: "FIVEOFF" } })).toMatchObject({ kind: "FIXED", value: 500, currency: "EUR", packageId: pkg.id });
  });

  it.each([
    ["a coupon over 100 %", { value: "101" }, "value", "percentRange"],
    ["a negative value", { value: "-5" }, "value", "valuePositive"],
    ["a zero value", { value: "0" }, "value", "valuePositive"],
    ["a text value", { value: "ten" }, "value", "notAWholeNumber"],
    ["a decimal value", { value: "9.5" }, "value", "notAWholeNumber"],
    ["an expiry in the past", { expiresAt: "2020-01-01" }, "expiresAt", "expiryPast"],
    ["an impossible date", { expiresAt: "2030-02-31" }, "expiresAt", "invalidDate"],
    ["FIXED without currency", { kind: "FIXED", value: "500" }, "currency", "currencyRequired"],
    ["a maximum of 0", { maxRedemptions: "0" }, "maxRedemptions", "maxRedemptionsMin"],
    ["a maximum in words", { maxRedemptions: "many" }, "maxRedemptions", "notAWholeNumber"],
    ["a code with symbols", { code: "A!B" }, "code", "codeFormat"],
    ["an unknown package", { packageId: "nope" }, "packageId", "unknownPackage"],
  ])("refuses %s with a field error", async (_label, fields, field, key) => {
    bed.as("admin");
    const before = await bed.p.coupon.count();
    const answer = await submitForm(createCouponAction, { ...base, code: `BAD${Math.random().toString(36).slice(2, 8)}`, ...fields });
    expect(answer).toMatchObject({ fieldErrors: { [field]: key } });
    expect(await bed.p.coupon.count()).toBe(before);
  });

  it("refuses a duplicate code in any case or spacing, and a gift card's code", async () => {
    bed.as("admin");
    expect(await submitForm(createCouponAction, { ...base, code: "TWIN" })).toMatchObject({ ok: true });
    expect(await submitForm(createCouponAction, { ...base, code: "twin" })).toMatchObject({ fieldErrors: { code: "duplicateCode" } });
    expect(await submitForm(createCouponAction, { ...base, code: " t w i n" })).toMatchObject({ fieldErrors: { code: "duplicateCode" } });
    const pkg = await createPackage(bed.p);
    await bed.p.giftCard.create({ data: { code: "CARD-CODE-1", packageId: pkg.id, tier: pkg.slug } });
    expect(await submitForm(createCouponAction, { ...base, code: "card-code-1" })).toMatchObject({ fieldErrors: { code: "duplicateCode" } });
  });

  it("two admins creating the same code at once: one coupon", async () => {
    const input = couponForm.parse({ ...base, code: "RACE" });
    const results = await Promise.all([createCoupon(bed.p, { ...input, actorId: bed.admin.id }), createCoupon(bed.p, { ...input, actorId: bed.admin.id })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await bed.p.coupon.count({ where: { code: "RACE" } })).toBe(1);
  });

  it("disables and enables with before/after, a repeat changes nothing, and checkout sees it", async () => {
    bed.as("admin");
    await submitForm(createCouponAction, { ...base, code: "TOGGLE" });
    const coupon = await bed.p.coupon.findUniqueOrThrow({ where: { code: "TOGGLE" } });
    expect(await submitForm(setCouponActiveAction, { couponId: coupon.id, active: "false" })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("coupon.disable", coupon.id)).toMatchObject({ data: { changed: ["active"], before: { active: true }, after: { active: false } } });
    const pkg = await createPackage(bed.p);
    expect(await evaluateCode(bed.p, { code: "TOGGLE", packageId: pkg.id, currency: "USD", subtotal: 1000 })).toEqual({ reason: "INACTIVE" });
    const audits = await bed.p.auditLog.count();
    await submitForm(setCouponActiveAction, { couponId: coupon.id, active: "false" });
    expect(await bed.p.auditLog.count()).toBe(audits);
    await submitForm(setCouponActiveAction, { couponId: coupon.id, active: "true" });
    expect(await bed.lastAudit("coupon.enable", coupon.id)).toMatchObject({ data: { before: { active: false }, after: { active: true } } });
    expect(await submitForm(setCouponActiveAction, { couponId: "missing", active: "true" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("refuses everyone but a platform admin", async () => {
    const create = await bed.refusesEveryoneElse(createCouponAction, { ...base, code: "NOPE" });
    const coupon = await bed.p.coupon.create({ data: { code: "GUARDED", kind: "PERCENT", value: 5 } });
    const toggle = await bed.refusesEveryoneElse(setCouponActiveAction, { couponId: coupon.id, active: "false" });
    for (const r of [create, toggle]) {
      expect(r.audited).toBe(false);
      expect(r.answers.map((a) => ("error" in a ? a.error : "ok"))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    }
    expect(await bed.p.coupon.count({ where: { code: "NOPE" } })).toBe(0);
    expect((await bed.p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).active).toBe(true);
  });

  it("lists coupons with filters and shows who redeemed one", async () => {
    const coupon = await bed.p.coupon.create({ data: { code: "LISTED", kind: "PERCENT", value: 20, maxRedemptions: 5, redemptionCount: 1 } });
    const buyer = await createUser(bed.p, { email: "buyer-listed@example.test" });
    await bed.p.couponRedemption.create({ data: { couponId: coupon.id, userId: buyer.id } });
    const page = await findCouponPage(bed.p, couponQuery.parse({ q: "listed" }));
    expect(page.items.map((c) => c.code)).toEqual(["LISTED"]);
    expect((await findCouponPage(bed.p, couponQuery.parse({ q: "listed", state: "inactive" }))).total).toBe(0);
    const detail = await couponDetail(bed.p, coupon.id);
    expect(detail?.redemptions).toEqual([expect.objectContaining({ email: "buyer-listed@example.test", userId: buyer.id })]);
  });
});

describe("a coupon's maximum under concurrent checkouts (PostgreSQL)", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("postgres");
  }, 60_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  it("two concurrent redemptions of a max-1 coupon: one", async () => {
    const p = db.prisma;
    const admin = await createUser(p, { role: "ADMIN" });
    const created = await createCoupon(p, { ...couponForm.parse({ ...base, code: "ONLYONE", maxRedemptions: "1" }), actorId: admin.id });
    if (!created.ok) throw new Error("not created");
    const [a, b] = await Promise.all([createUser(p), createUser(p)]);
    const now = new Date();
    const results = await Promise.all([a, b].map((u) => p.$transaction((tx) => reserveCoupon(tx, { couponId: created.id, userId: u.id, orderId: null as never, now }))));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r === "USED_UP")).toHaveLength(1);
    expect((await p.coupon.findUniqueOrThrow({ where: { id: created.id } })).redemptionCount).toBe(1);
    expect(await p.couponRedemption.count({ where: { couponId: created.id } })).toBe(1);
  });
});
