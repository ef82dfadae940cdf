import { getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { PackageEditor, packageFields, type Translate } from "@/components/backoffice/catalog/package-editor";
import { Badge } from "@/components/ui/badge";
import { createPackageAction } from "@/lib/backoffice/catalog/actions";
import { listCatalogPackages } from "@/lib/backoffice/catalog/queries";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { CURRENCIES } from "@/lib/catalog/currency";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { formatMoney } from "@/lib/payments/money";
import { turnaroundInUnits } from "@/lib/shoots/turnaround";

export const generateMetadata = backofficeMetadata("/admin/catalog", "BackofficeCatalog.catalog");

/** The packages: an overview table, each package's forms (numbers, prices, archive/delete), and a new package. */
export default async function CatalogPage({ params }: LocaleParams) {
  const { db, locale } = await openPage(params, "/admin/catalog");
  const [tt, tPricing, packages] = await Promise.all([getTranslations("BackofficeCatalog"), getTranslations("Pricing"), listCatalogPackages(db)]);
  const t = tt as unknown as Translate;
  const turnaround = (seconds: number | null) => {
    if (seconds === null) return t("catalog.notMeasured");
    const u = turnaroundInUnits(seconds);
    return (tPricing as unknown as Translate)(`turnaround.${u.unit}`, { count: u.count });
  };
  const px = (n: number | null) => (n === null ? "—" : t("catalog.px", { n }));

  return (
    <AdminPage title={t("catalog.title")} intro={t("catalog.intro")} testId="catalog">
      <AdminSection title={t("catalog.packagesTitle")} description={t("catalog.turnaroundNote")} testId="catalog-packages">
        {packages.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("catalog.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-ink-soft">
                  {["name", "headshots", "styles", "outputSize", "printSize", "editCredits", "turnaround", "sortOrder", "status"].map((c) => <th key={c} className="py-1 pr-3 font-medium">{t(`catalog.columns.${c}`)}</th>)}
                  {CURRENCIES.map((c) => <th key={c} className="py-1 pr-3 font-medium">{c}</th>)}
                </tr>
              </thead>
              <tbody>
                {packages.map((p) => (
                  <tr key={p.id} className="border-t border-line" data-testid={`package-row-${p.slug}`}>
                    <td className="py-2 pr-3"><a href={`#package-${p.slug}`} className="font-medium underline-offset-2 hover:underline">{p.name}</a> <code className="text-xs text-ink-soft">{p.slug}</code></td>
                    <td className="pr-3">{p.headshots}</td>
                    <td className="pr-3">{p.styles}</td>
                    <td className="pr-3">{px(p.outputSize)}</td>
                    <td className="pr-3">{px(p.printSize)}</td>
                    <td className="pr-3">{p.editCredits}</td>
                    <td className="pr-3">{turnaround(p.turnaroundSeconds)}</td>
                    <td className="pr-3">{p.sortOrder}</td>
                    <td className="pr-3"><Badge variant={p.active ? "success" : "neutral"}>{p.active ? t("catalog.active") : t("catalog.archived")}</Badge></td>
                    {CURRENCIES.map((c) => (
                      <td key={c} className="pr-3" data-testid={`package-row-price-${c}`}>{p.prices[c] === null ? <Badge variant="warning">{t("catalog.noPrice")}</Badge> : formatMoney(p.prices[c]!, c, locale)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>
      {packages.map((p) => (
        <div key={p.id} id={`package-${p.slug}`}>
          <PackageEditor pkg={p} t={t} locale={locale} />
        </div>
      ))}
      <AdminSection title={t("catalog.newTitle")} description={t("catalog.newIntro")} testId="package-create">
        <AdminForm
          action={createPackageAction}
          namespace="BackofficeCatalog"
          submitLabel={t("catalog.form.create")}
          successMessage={t("catalog.form.created")}
          testId="package-create-form"
          fields={[{ kind: "text", name: "slug", label: t("catalog.form.slug"), hint: t("catalog.form.slugHint"), required: true, maxLength: 63 }, ...packageFields(t)]}
        />
      </AdminSection>
    </AdminPage>
  );
}
