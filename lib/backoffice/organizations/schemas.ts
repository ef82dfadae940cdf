// The back office's organisation list: its URL query (lib/lists/query.ts), and the forms of the
// organisation detail view's actions.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const YES_NO = ["yes", "no"] as const;

export const organizationsQuery = listQuery({
  sort: ["createdAt", "name", "credits"],
  defaultSort: "-createdAt",
  filters: {
    /** yes = holds credits (> 0), no = holds none. */
    credits: z.enum(YES_NO).optional(),
    /** yes = deleted organisations only, no = live ones only; absent = both. */
    deleted: z.enum(YES_NO).optional(),
  },
});

export type OrganizationsQuery = ReturnType<typeof organizationsQuery.parse>;

const id = z.string().trim().min(1).max(64);

/** A whole number of credits, positive or negative, never zero; text, decimals and 0 are field errors. */
export const adjustCreditsForm = z.object({
  organizationId: id,
  delta: z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,6}$/, "wholeNumber")
    .transform(Number)
    .refine((n) => n !== 0, "notZero"),
  reason: z.string().trim().min(3, "reasonRequired").max(500, "reasonTooLong"),
  /** The form's one-time token: the same submission is booked once (a double click, a replay). */
  token: z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/, "staleForm"),
});

export const FEATURES = ["bulkUpload", "api", "invoiceCreditsBeforePayment", "manualReview"] as const;

export const featureForm = z.object({
  organizationId: id,
  feature: z.enum(FEATURES),
  enabled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export const transferOwnershipForm = z.object({
  organizationId: id,
  membershipId: z.string().trim().min(1, "pickMember").max(64),
});

export const approveReviewForm = z.object({ shootId: id });
