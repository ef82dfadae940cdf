// The styles' public page texts (/admin/style/seo): per style and language, the page's body (the
// style's description: its first paragraph is the cards' summary), the search title and the search
// description. Storage is the catalogue's own: English in the Style row's columns (description,
// seoTitle, seoDescription), German and Spanish in its `translations` JSON under the same names;
// `localised` (lib/catalog/styles.ts) reads them back with English standing in, for
// /headshot-types/{slug} (lib/catalog/public.ts loadPublicStyle), its metadata, its Open Graph card
// (lib/seo/og.ts) and the sitemap. One slug per style in every language.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidatePublic } from "@/lib/content/revalidate";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { BackofficeError } from "../errors";
import type { SeoInput } from "./schemas";
import { NS, withTranslation } from "./styles";

const SEO_AUDIT_FIELDS = ["description", "seoTitle", "seoDescription", "translations"] as const;

export type SeoTexts = { body: string; seoTitle: string; seoDescription: string };

/** Writes one language's texts of a style; an empty field clears it (English then stands in, or the page's default). */
export async function updateStyleSeo(db: PrismaClient, input: SeoInput & { actorId: string }): Promise<void> {
  const changed = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Style" WHERE "id" = ${input.styleId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.style.findUniqueOrThrow({ where: { id: input.styleId } });
    let data;
    if (input.lang === "en") {
      data = { description: input.body ?? "", seoTitle: input.seoTitle ?? null, seoDescription: input.seoDescription ?? null };
    } else {
      let t = withTranslation(before.translations, input.lang, "description", input.body);
      t = withTranslation(t, input.lang, "seoTitle", input.seoTitle);
      t = withTranslation(t, input.lang, "seoDescription", input.seoDescription);
      data = { translations: t };
    }
    const after = await tx.style.update({ where: { id: before.id }, data });
    const was = auditFields(before, SEO_AUDIT_FIELDS);
    const now = auditFields(after, SEO_AUDIT_FIELDS);
    if (JSON.stringify(was) === JSON.stringify(now)) return false;
    await recordAudit(tx, { actorId: input.actorId, action: "style.seo.update", target: ["Style", after.id], before: was, after: now, data: { lang: input.lang } });
    return true;
  });
  if (changed) revalidatePublic("/headshot-types", "/headshot-types/[[slug]]");
}

/** Every style with its texts in each language, as typed (nothing stands in), for the SEO screen. */
export async function listStyleSeo(db: PrismaClient): Promise<{ id: string; slug: string; name: string; active: boolean; texts: Record<Locale, SeoTexts> }[]> {
  const rows = await db.style.findMany({ orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, slug: true, name: true, active: true, description: true, seoTitle: true, seoDescription: true, translations: true } });
  return rows.map((r) => {
    const t = (r.translations ?? {}) as Record<string, Record<string, string> | undefined>;
    const texts = Object.fromEntries(LOCALES.map((l) => [l, l === "en"
      ? { body: r.description, seoTitle: r.seoTitle ?? "", seoDescription: r.seoDescription ?? "" }
      : { body: t[l]?.description ?? "", seoTitle: t[l]?.seoTitle ?? "", seoDescription: t[l]?.seoDescription ?? "" }])) as Record<Locale, SeoTexts>;
    return { id: r.id, slug: r.slug, name: r.name, active: r.active, texts };
  });
}
