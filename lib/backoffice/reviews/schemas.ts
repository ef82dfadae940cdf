// /admin/reviews and /admin/testimonials (one editor, parameterised by the Review kind): the list's URL
// query and the forms. Field errors are keys of BackofficeReviews.errors.
import "server-only";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";
import { listQuery } from "@/lib/lists/query";

export const QUOTE_KINDS = ["REVIEW", "TESTIMONIAL"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];
/** The screen of each kind, and the audit actions' entity. */
export const QUOTE_PATHS = { REVIEW: "/admin/reviews", TESTIMONIAL: "/admin/testimonials" } as const;
export const QUOTE_ENTITY = { REVIEW: "review", TESTIMONIAL: "testimonial" } as const;

const yesNo = z.enum(["yes", "no"]).optional();

export const quoteQuery = listQuery({
  sort: ["createdAt", "sortOrder", "rating"],
  defaultSort: "-createdAt",
  filters: {
    published: yesNo,
    featured: yesNo,
    locale: z.enum(LOCALES).optional(),
    rating: z.coerce.number().int().min(1).max(5).optional(),
  },
});
export type QuoteQuery = ReturnType<typeof quoteQuery.parse>;

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max, "tooLong").optional()).transform((v) => v ?? null);
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const quoteForm = z.object({
  /** Empty for a new one. */
  reviewId: z.preprocess(blank, z.string().trim().max(64).optional()),
  kind: z.enum(QUOTE_KINDS),
  name: z.string().trim().min(1, "nameRequired").max(100, "tooLong"),
  title: optionalText(100),
  company: optionalText(100),
  rating: z.coerce.number({ error: "ratingRange" }).int("ratingRange").min(1, "ratingRange").max(5, "ratingRange"),
  body: z.string().trim().min(10, "bodyTooShort").max(2000, "bodyTooLong"),
  locale: z.enum(LOCALES, { error: "locale" }),
  sortOrder: z.preprocess((v) => blank(v) ?? "0", z.coerce.number({ error: "sortOrder" }).int("sortOrder").min(-10_000, "sortOrder").max(10_000, "sortOrder")),
  photo: z.unknown().optional(),
  removePhoto: checkbox.optional().default(false),
});
export type QuoteInput = z.output<typeof quoteForm>;

export const QUOTE_FLAGS = ["published", "featured"] as const;
export const quoteFlagForm = z.object({
  reviewId: z.string().trim().min(1).max(64),
  flag: z.enum(QUOTE_FLAGS),
  value: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export const quoteDeleteForm = z.object({ reviewId: z.string().trim().min(1).max(64) });
