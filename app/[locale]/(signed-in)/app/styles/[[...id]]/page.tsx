import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChooseMessages } from "@/components/pricing/ChooseMessages";
import { StyleChooser } from "@/components/styles/StyleChooser";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { currencyFor, listPackageChoices } from "@/lib/catalog/packages";
import { usablePreviewUrl } from "@/lib/catalog/preview-files";
import { preselectedStyle } from "@/lib/catalog/preselect";
import { listStyles, withStylesOnOffer } from "@/lib/catalog/styles";
import { openPage } from "@/lib/http/page";
import { sendBlockedBuyerAway } from "@/lib/payments/checkout-page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Styles" });
  return pageMetadata({ path: "/app/styles", locale, title: t("metaTitle"), index: false });
}

/**
 * /app/styles/{package?}?style={slug}: the package and style chooser before checkout. An unknown
 * package is a 404; `style` (a public style page's "use this style") is picked on arrival when it is
 * a look on offer, and ignored otherwise.
 */
export default async function StylesPage({ params, searchParams }: Props) {
  const { id = [] } = await params;
  const styleParam = searchParam(await searchParams, "style");
  const query = styleParam ? `?style=${encodeURIComponent(styleParam)}` : "";
  const { locale, principal, db } = await openPage(params, "/app/styles/[[id]]", (locale) => localizePath(["/app/styles", ...id.map(encodeURIComponent)].join("/"), locale) + query);
  await sendBlockedBuyerAway(db, { userId: principal!.userId, locale });
  if (id.length > 1) notFound();
  const slug = id[0] ?? null;

  const [t, offered, catalogue] = await Promise.all([getTranslations("Styles"), listPackageChoices(db), listStyles(db, locale)]);
  const packages = withStylesOnOffer(offered, catalogue);
  if (slug !== null && !packages.some((p) => p.slug === slug)) notFound();
  const initialStyle = preselectedStyle(styleParam, catalogue.styles);

  return (
    <div className="flex flex-col gap-8">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("intro")}</p>
      </div>
      {packages.length === 0 ? (
        <Alert variant="warning">{t("noPackages")}</Alert>
      ) : (
        <ChooseMessages>
          <StyleChooser
            packages={packages}
            initialPackage={slug}
            catalogue={{ ...catalogue, styles: catalogue.styles.map((s) => ({ ...s, previewUrl: usablePreviewUrl(s.previewUrl) })) }}
            localeCurrency={currencyFor(locale)}
            initialStyle={initialStyle}
          />
        </ChooseMessages>
      )}
    </div>
  );
}
