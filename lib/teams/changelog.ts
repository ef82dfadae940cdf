// The product's changelog as team leads read it (/app/admin/changelog): published ChangelogEntry rows,
// newest first, in the reader's language. An entry not translated into it (no row with its
// translationKey in that language) shows in English rather than not at all. Entries are written in the
// back office (and seeded by prisma/seed/demo-changelog.ts); bodies are plain text whose lines starting
// with "- " are list items.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";

export type ChangelogItem = { id: string; version: string | null; title: string; publishedAt: Date; locale: string; blocks: ChangelogBlock[] };
export type ChangelogBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const LIMIT = 100;

/** An entry's body as paragraphs and lists ("- " lines); Markdown emphasis marks are dropped, never rendered as HTML. */
export function changelogBlocks(body: string): ChangelogBlock[] {
  const blocks: ChangelogBlock[] = [];
  const clean = (s: string) => s.replace(/\*\*|__|`/g, "").trim();
  for (const line of body.split(/\r?\n/)) {
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (item) {
      if (last?.kind === "list") last.items.push(clean(item[1]!));
      else blocks.push({ kind: "list", items: [clean(item[1]!)] });
    } else if (line.trim() === "") {
      blocks.push({ kind: "paragraph", text: "" });
    } else if (last?.kind === "paragraph" && last.text !== "") {
      last.text = `${last.text} ${clean(line)}`;
    } else {
      blocks.push({ kind: "paragraph", text: clean(line) });
    }
  }
  return blocks.filter((b) => b.kind === "list" || b.text !== "");
}

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
    .map((r) => ({ id: r.id, version: r.version, title: r.title, publishedAt: r.publishedAt!, locale: r.locale, blocks: changelogBlocks(r.body) }));
}
