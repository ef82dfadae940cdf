import { getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { updateSeoAction } from "@/lib/backoffice/styles/actions";
import { SEO_BODY_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "@/lib/backoffice/styles/schemas";
import { listStyleSeo } from "@/lib/backoffice/styles/seo";
import { openPage } from "@/lib/http/page";
import { LOCALES } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/style/seo", "BackofficeStyles.seo");

/** Each style's public page texts per language: pick a style (`?id=`), edit its English, German and Spanish texts. */
export default async function StyleSeoPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/style/seo");
  const search = await searchParams;
  const t = (await getTranslations("BackofficeStyles")) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const styles = await listStyleSeo(db);
  const chosen = styles.find((s) => s.id === search.id) ?? styles[0];
  return (
    <AdminPage title={t("seo.title")} intro={t("seo.intro", { title: SEO_TITLE_MAX, description: SEO_DESCRIPTION_MAX })} back={{ href: "/admin/style", label: t("styles.back") }} testId="style-seo">
      <AdminSection title={t("seo.styles")} testId="style-seo-list">
        <ul className="flex flex-wrap gap-2 text-sm">
          {styles.map((s) => (
            <li key={s.id}>
              <Link href={`/admin/style/seo?id=${s.id}`} aria-current={s.id === chosen?.id ? "page" : undefined} className={s.id === chosen?.id ? "font-semibold underline" : "underline"} data-testid={`seo-style-${s.slug}`}>{s.slug}</Link>{" "}
              {LOCALES.map((l) => <Badge key={l} variant={s.texts[l].seoTitle || s.texts[l].body ? "success" : "neutral"}>{l}</Badge>)}
            </li>
          ))}
        </ul>
      </AdminSection>
      {chosen ? LOCALES.map((lang) => (
        <AdminSection key={`${chosen.id}-${lang}`} title={t("seo.language", { slug: chosen.slug, language: t(`languages.${lang}`) })} description={lang === "en" ? t("seo.englishIntro") : t("seo.translationIntro")} testId={`seo-${lang}`}>
          <AdminForm action={updateSeoAction} namespace="BackofficeStyles" submitLabel={t("seo.save")} successMessage={t("seo.saved")} testId={`seo-form-${lang}`}
            fields={[
              { kind: "hidden", name: "styleId", value: chosen.id },
              { kind: "hidden", name: "lang", value: lang },
              { kind: "text", name: "seoTitle", label: t("seo.seoTitle"), hint: t("seo.seoTitleHint", { max: SEO_TITLE_MAX }), defaultValue: chosen.texts[lang].seoTitle },
              { kind: "textarea", name: "seoDescription", label: t("seo.seoDescription"), hint: t("seo.seoDescriptionHint", { max: SEO_DESCRIPTION_MAX }), rows: 2, defaultValue: chosen.texts[lang].seoDescription },
              { kind: "textarea", name: "body", label: t("seo.body"), hint: t("seo.bodyHint"), rows: 8, maxLength: SEO_BODY_MAX, defaultValue: chosen.texts[lang].body },
            ]} />
        </AdminSection>
      )) : <p className="text-sm text-ink-soft">{t("seo.none")}</p>}
    </AdminPage>
  );
}
