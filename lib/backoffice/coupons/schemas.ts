// The back office's coupons: the create form (field errors are keys of BackofficeCoupons.errors) and
// the list's URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";
import { listQuery } from "@/lib/lists/query";
import { normalizeCode } from "@/lib/payments/schemas";

/** Codes as checkout reads them (normalizeCode: no spaces, upper case), letters, digits, - and _. */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const wholeNumber = (v: string) => /^\s*-?\d{1,9}\s*$/.test(v);

/** A day (YYYY-MM-DD) read as the end of that day in UTC: a coupon "until 2026-12-31" works all that day. */
export function endOfDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999));
  return d.getUTCDate() === Number(m[3]) ? d : null;
}

/** An optional expiry day that must not be over: `field` names the form field for the error. */
export const futureDay = z.preprocess(blank, z.string().max(10).optional()).superRefine((v, ctx) => {
  if (v === undefined) return;
  const d = endOfDay(v);
  if (!d) ctx.addIssue({ code: "custom", message: "invalidDate" });
  else if (d.getTime() <= Date.now()) ctx.addIssue({ code: "custom", message: "expiryPast" });
}).transform((v) => (v === undefined ? null : endOfDay(v)));

export const couponForm = z
  .object({
    code: z.string().max(200).transform(normalizeCode).pipe(z.string().regex(COUPON_CODE, "codeFormat")),
    kind: z.enum(["PERCENT", "FIXED"], { message: "kind" }),
    value: z.string().max(20),
    currency: z.preprocess(blank, z.enum(CURRENCIES, { message: "currency" }).optional()),
    packageId: z.preprocess(blank, z.string().trim().max(64).optional()),
    description: z.preprocess(blank, z.string().trim().max(200).optional()),
    expiresAt: futureDay,
    maxRedemptions: z.preprocess(blank, z.string().max(20).optional()),
  })
  .superRefine((v, ctx) => {
    if (!wholeNumber(v.value)) ctx.addIssue({ code: "custom", path: ["value"], message: "notAWholeNumber" });
    else {
      const n = Number(v.value);
      if (n < 1) ctx.addIssue({ code: "custom", path: ["value"], message: "valuePositive" });
      else if (v.kind === "PERCENT" && n > 100) ctx.addIssue({ code: "custom", path: ["value"], message: "percentRange" });
    }
    if (v.kind === "FIXED" && !v.currency) ctx.addIssue({ code: "custom", path: ["currency"], message: "currencyRequired" });
    if (v.maxRedemptions !== undefined) {
      if (!wholeNumber(v.maxRedemptions)) ctx.addIssue({ code: "custom", path: ["maxRedemptions"], message: "notAWholeNumber" });
      else if (Number(v.maxRedemptions) < 1) ctx.addIssue({ code: "custom", path: ["maxRedemptions"], message: "maxRedemptionsMin" });
    }
  })
  .transform((v) => ({
    code: v.code,
    kind: v.kind,
    value: Number(v.value),
    // A percent coupon has no currency (it applies to either); a fixed one has exactly one.
    currency: v.kind === "FIXED" ? (v.currency ?? null) : null,
    packageId: v.packageId ?? null,
    description: v.description ?? null,
    expiresAt: v.expiresAt,
    maxRedemptions: v.maxRedemptions === undefined ? null : Number(v.maxRedemptions),
  }));

export type CouponInput = z.output<typeof couponForm>;

export const couponActiveForm = z.object({ couponId: z.string().trim().min(1).max(64), active: z.enum(["true", "false"]).transform((v) => v === "true") });

export const COUPON_STATES = ["active", "inactive", "expired"] as const;

export const couponQuery = listQuery({
  sort: ["createdAt", "code", "expiresAt", "redemptionCount"],
  defaultSort: "-createdAt",
  filters: { state: z.enum(COUPON_STATES).optional(), kind: z.enum(["PERCENT", "FIXED"]).optional() },
});

export type CouponQuery = ReturnType<typeof couponQuery.parse>;
