// The back office's gift cards: the batch form, the void form and the list's URL query.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";
import { futureDay } from "../coupons/schemas";

export const MAX_BATCH = 500;
const id = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/);
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const giftCardBatchForm = z.object({
  /** Made by the page for this form: a double submit finds the batch it already issued. */
  requestId: z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/, "invalid"),
  packageId: z.string().trim().min(1, "packageRequired").max(64),
  quantity: z
    .string()
    .max(12)
    .superRefine((v, ctx) => {
      if (!/^\s*-?\d{1,9}\s*$/.test(v)) ctx.addIssue({ code: "custom", message: "notAWholeNumber" });
      else if (Number(v) < 1 || Number(v) > MAX_BATCH) ctx.addIssue({ code: "custom", message: "batchSize" });
    })
    .transform(Number),
  label: z.preprocess(blank, z.string().trim().max(80).optional()),
  expiresAt: futureDay,
});

export type GiftCardBatchInput = z.output<typeof giftCardBatchForm>;

export const voidGiftCardForm = z.object({ giftCardId: id });

export const GIFT_CARD_STATUSES = ["UNUSED", "USED", "VOID"] as const;

export const adminGiftCardQuery = listQuery({
  sort: ["createdAt", "code", "status", "redeemedAt"],
  defaultSort: "-createdAt",
  filters: { status: z.enum(GIFT_CARD_STATUSES).optional(), packageId: id.optional(), batchId: id.optional() },
});

export type AdminGiftCardQuery = ReturnType<typeof adminGiftCardQuery.parse>;
