// What an order bought after the shoot records about itself (its metadata), and how it is described on
// the invoice and the payment page. No payment logic here: fulfilment and checkout both read it.
import "server-only";
import { createTranslator } from "use-intl/core";
import { z } from "zod";
import { LOCALES, localizePath, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

export const UPSELL_KINDS = ["styles", "headshots", "editCredits"] as const;
export type UpsellKind = (typeof UPSELL_KINDS)[number];

/** The page each kind is bought on, under /app/results/{id}/. */
export const UPSELL_PAGES: Record<UpsellKind, "unlock-more" | "unlock-photos" | "buy-credits"> = {
  styles: "unlock-more",
  headshots: "unlock-photos",
  editCredits: "buy-credits",
};

export type UpsellT = (key: string, values?: Record<string, string | number>) => string;

export async function upsellTranslator(locale: Locale): Promise<UpsellT> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Upsell" });
  return (key, values) => t(key as never, values as never);
}

/** What an upsell order's metadata holds (written by createUpsellCheckout). */
export const upsellMetaSchema = z.object({
  type: z.enum(UPSELL_KINDS),
  shootId: z.string().min(1),
  locale: z.enum(LOCALES),
  /** Extra headshots in all (styles × per style, or the pack); credits for editCredits. */
  count: z.number().int().min(1),
  headshotsPerStyle: z.number().int().min(1).optional(),
  styleNames: z.array(z.string()).optional(),
  /** The page the buyer comes back to (localised path, without the ?order= query). */
  returnPath: z.string().startsWith("/"),
  productName: z.string(),
  /** Price of one item of the invoice line (one style; one pack). */
  unitAmount: z.number().int().min(0),
  /** Set when the person's photo credits paid for it (upsell-credits.ts): no money moved. */
  paidWith: z.literal("photoCredits").optional(),
});
export type UpsellMeta = z.infer<typeof upsellMetaSchema>;

export function readUpsellMeta(metadata: unknown): UpsellMeta | null {
  const parsed = upsellMetaSchema.safeParse(metadata);
  return parsed.success ? parsed.data : null;
}

/** The invoice line's and payment page's description of what an order buys, in the order's language. */
export function upsellLabel(t: UpsellT, meta: Pick<UpsellMeta, "type" | "count" | "styleNames" | "paidWith">, title: string, quantity: number): string {
  if (meta.paidWith === "photoCredits") return t("invoice.photoCredits", { count: meta.count, title });
  if (meta.type === "styles") return t("invoice.styles", { count: quantity, title, styles: (meta.styleNames ?? []).join(", "), headshots: meta.count });
  if (meta.type === "headshots") return t("invoice.headshots", { count: meta.count, title });
  return t("invoice.editCredits", { count: meta.count });
}

/** /app/results/{shootId}/{page} in the buyer's language. */
export function upsellPagePath(shootId: string, kind: UpsellKind, locale: Locale): string {
  return localizePath(`/app/results/${encodeURIComponent(shootId)}/${UPSELL_PAGES[kind]}`, locale);
}
