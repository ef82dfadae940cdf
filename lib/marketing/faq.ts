// The questions and answers of the home page and the team page, in the reader's language, with the
// numbers the product runs on (./figures.ts). Plain text, so the pages render them and the SEO helper
// can put the same items into FAQPage structured data.
import "server-only";
import { createTranslator } from "use-intl/core";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { marketingFigures, type MarketingFigures } from "./figures";

export type FaqItem = { question: string; answer: string };

/** The home page's questions, in display order (messages Home.faq.items.<key>). */
export const HOME_FAQ = ["photos", "check", "retention", "training", "guarantee", "failed", "subscription", "teams"] as const;
/** The team page's questions (messages CompanyHeadshots.faq.items.<key>). */
export const TEAM_FAQ = ["credit", "unused", "invoice", "approved", "invites", "privacy"] as const;

function values(f: MarketingFigures) {
  return {
    min: f.minPhotos, max: f.maxPhotos, photoDays: f.photoDays, refundDays: f.refundDays, retries: f.autoRetries,
    invoiceMin: f.invoiceMinCredits, termsDays: f.invoiceTermsDays, inviteDays: f.inviteDays,
    headshots: f.teamShoot?.headshots ?? 0, styles: f.teamShoot?.styles ?? 0,
  };
}

async function items(db: PrismaClient, locale: Locale, namespace: "Home.faq.items" | "CompanyHeadshots.faq.items", keys: readonly string[]): Promise<FaqItem[]> {
  const [messages, figures] = await Promise.all([loadMessages(locale), marketingFigures(db)]);
  const t = createTranslator({ locale, messages, namespace });
  const v = values(figures);
  // The team package's size is named only when the catalogue has it.
  return keys
    .filter((k) => !(k === "credit" && !figures.teamShoot))
    .map((k) => ({ question: t(`${k}.question` as never, v as never), answer: t(`${k}.answer` as never, v as never) }));
}

/** The home page's FAQ for `locale`. */
export function homeFaq(db: PrismaClient, locale: Locale): Promise<FaqItem[]> {
  return items(db, locale, "Home.faq.items", HOME_FAQ);
}

/** The team page's FAQ for `locale`. */
export function teamFaq(db: PrismaClient, locale: Locale): Promise<FaqItem[]> {
  return items(db, locale, "CompanyHeadshots.faq.items", TEAM_FAQ);
}
