"use server";
// /admin/coupons: create, disable and enable (lib/backoffice/coupons/coupons.ts does the work and the audit).
import "server-only";
import { adminAction } from "../action";
import { createCoupon, setCouponActive } from "./coupons";
import { couponActiveForm, couponForm } from "./schemas";

export const createCouponAction = adminAction(couponForm, async (input, { actorId, db }) => {
  const result = await createCoupon(db, { ...input, actorId });
  return result.ok ? { ok: true, detail: result.code } : { fieldErrors: result.fieldErrors };
});

export const setCouponActiveAction = adminAction(couponActiveForm, async (input, { actorId, db }) => {
  await setCouponActive(db, { ...input, actorId });
  return { ok: true };
});
