import "server-only";
import type { Prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";

/** What the public sees: PUBLISHED posts whose publishedAt has come, in `locale` (any language when null). */
export function publishedWhere(locale: Locale | null, now: Date): Prisma.BlogPostWhereInput {
  return { status: "PUBLISHED", publishedAt: { not: null, lte: now }, ...(locale ? { locale } : {}) };
}
