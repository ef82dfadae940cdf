import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/link";
import { Icon } from "@/components/ui";
import { designSystemMetadata } from "./_components/metadata";
import { PageIntro } from "./_components/demo";
import { DESIGN_SYSTEM_PAGES, pageMessageKey } from "./_components/pages";

export const generateMetadata = designSystemMetadata(null);

export default async function DesignSystemIndexPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("title")} description={t("intro")} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DESIGN_SYSTEM_PAGES.map((page) => {
          const key = pageMessageKey(page);
          return (
            <li key={page}>
              <Link
                href={`/design-system/${page}`}
                className="group flex h-full flex-col rounded-card border border-line bg-paper p-5 transition-colors hover:border-brand/40 hover:bg-brand-soft/40"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                  {t(`pages.${key}.title`)}
                  <Icon name="chevron-right" size={18} className="text-ink-soft transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 text-sm leading-relaxed text-ink-soft">{t(`pages.${key}.description`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
