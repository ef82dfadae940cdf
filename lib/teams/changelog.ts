// The product's changelog as team leads read it (/app/admin/changelog): published ChangelogEntry rows,
// newest first, in the reader's language. An entry not translated into it (no row with its
// translationKey in that language) shows in English rather than not at all. Entries are written in the
// back office (and seeded by prisma/seed/demo-changelog.ts); bodies are plain text whose lines starting
// with "- " are list items (lib/teams/changelog-blocks.ts, components/team-lead/ChangelogBody.tsx).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
export { changelogBlocks, type ChangelogBlock } from "./changelog-blocks";

export type ChangelogItem = { id: string; version: string | null; title: string; publishedAt: Date; locale: string; body: string };

const LIMIT = 100;

export async function publishedChangelog(db: PrismaClient, locale: Locale, now = new Date()): Promise<ChangelogItem[]> {
  const rows = await db.changelogEntry.findMany({
    where: { status: "PUBLISHED", publishedAt: { not: null, lte: now }, locale: { in: [...new Set([locale, DEFAULT_LOCALE])] } },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    take: LIMIT * 2,
    select: { id: true, slug: true, translationKey: true, locale: true, version: true, title: true, body: true, publishedAt: true },
  });
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = row.translationKey ?? row.slug;
    const have = chosen.get(key);
    if (!have || (have.locale !== locale && row.locale === locale)) chosen.set(key, row);
  }
  return [...chosen.values()]
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || a.id.localeCompare(b.id))
    .slice(0, LIMIT)
    .map((r) => ({ id: r.id, version: r.version, title: r.title, publishedAt: r.publishedAt!, locale: r.locale, body: r.body }));
}
