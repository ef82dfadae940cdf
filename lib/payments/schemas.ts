import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";
import { LOCALES } from "@/lib/i18n/config";

/** Codes are compared without spaces and case: " welcome 10 " is WELCOME10. */
export function normalizeCode(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, "").toUpperCase();
}

const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);
// Any text is accepted: a code that matches nothing is UNKNOWN_CODE for the buyer, not a form error.
const code = z
  .string()
  .max(200)
  .optional()
  .transform((v) => normalizeCode(v) || undefined);

export const checkoutInputSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  locale: z.enum(LOCALES),
  /** The currency the buyer switched to on the price list; the locale's (en USD, de/es EUR) when absent. */
  currency: z.enum(CURRENCIES).nullish(),
  packageSlug: slug,
  styleSlugs: z.array(slug).max(100).default([]),
  code,
  /** The buyer's free tools cookie as its runs store it (lib/tools/free-runs.ts freeVisitorHash), checked here; the order keeps only a mark that there was one. */
  freeVisitorHash: z.string().regex(/^[0-9a-f]{64}$/).nullish(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const previewInputSchema = z.object({
  userId: z.string().trim().min(1).max(64).optional(),
  locale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES).nullish(),
  packageSlug: slug,
  code,
});
export type PreviewInput = z.input<typeof previewInputSchema>;

export const orderIdSchema = z.string().trim().min(1).max(64).regex(/^[a-z0-9]+$/i);
