// One package on /admin/catalog: its numbers (edit form), its price per currency (one small form each),
// and archive / restore / delete. Server component: the labels come translated from the page.
import { AdminForm, type AdminField } from "@/components/backoffice/admin-form";
import { AdminSection } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import { archivePackageAction, deletePackageAction, restorePackageAction, setPackagePriceAction, updatePackageAction } from "@/lib/backoffice/catalog/actions";
import type { CatalogPackage } from "@/lib/backoffice/catalog/queries";
import { PACKAGE_LIMITS, PRICE_LIMITS } from "@/lib/backoffice/catalog/schemas";
import { CURRENCIES } from "@/lib/catalog/currency";
import type { Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const NS = "BackofficeCatalog";
type Limit = { min: number; max: number };

/** The numbers of a package as form fields (the create form and the edit form share them). */
export function packageFields(t: Translate, pkg?: CatalogPackage): AdminField[] {
  const range = (l: Limit) => t("catalog.form.range", { min: l.min, max: l.max });
  const number = (name: keyof typeof PACKAGE_LIMITS, value: number | null | undefined, required = true): AdminField => ({
    kind: "number", name, label: t(`catalog.form.${name}`), hint: `${t(`catalog.form.${name}Hint`)} ${range(PACKAGE_LIMITS[name])}`,
    required, min: PACKAGE_LIMITS[name].min, max: PACKAGE_LIMITS[name].max, step: 1, defaultValue: value ?? undefined,
  });
  return [
    { kind: "text", name: "name", label: t("catalog.form.name"), required: true, maxLength: 80, defaultValue: pkg?.name },
    number("headshots", pkg?.headshots),
    number("styles", pkg?.styles),
    number("outputSize", pkg?.outputSize),
    number("printSize", pkg?.printSize, false),
    number("editCredits", pkg?.editCredits ?? 0),
    number("sortOrder", pkg?.sortOrder ?? 0),
  ];
}

export function PackageEditor({ pkg, t, locale }: { pkg: CatalogPackage; t: Translate; locale: Locale }) {
  const refs = pkg.references;
  const inUse = refs.orders + refs.shoots + refs.giftCards + refs.coupons > 0;
  const cancelLabel = t("catalog.cancel");
  return (
    <AdminSection
      title={<span className="flex items-center gap-2">{pkg.name} <code className="text-xs text-ink-soft">{pkg.slug}</code> <Badge variant={pkg.active ? "success" : "neutral"}>{pkg.active ? t("catalog.active") : t("catalog.archived")}</Badge></span>}
      testId={`package-${pkg.slug}`}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="mb-3 text-sm font-semibold">{t("catalog.editTitle")}</h3>
          <AdminForm
            action={updatePackageAction}
            namespace={NS}
            submitLabel={t("catalog.form.save")}
            successMessage={t("catalog.form.saved")}
            testId={`package-form-${pkg.slug}`}
            fields={[{ kind: "hidden", name: "packageId", value: pkg.id }, { kind: "hidden", name: "version", value: pkg.updatedAt.toISOString() }, ...packageFields(t, pkg)]}
          />
        </div>
        <div className="flex flex-col gap-6">
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t("catalog.pricesTitle")}</h3>
            <p className="mb-3 text-sm text-ink-soft">{t("catalog.pricesIntro")}</p>
            <div className="flex flex-col gap-3">
              {CURRENCIES.map((currency) => {
                const amount = pkg.prices[currency];
                return (
                  <div key={currency} className="flex flex-col gap-1" data-testid={`price-${pkg.slug}-${currency}`}>
                    <p className="text-sm">
                      <span className="font-medium">{currency}</span>{" "}
                      <span data-testid="price-now">{amount === null ? t("catalog.noPrice") : formatMoney(amount, currency, locale)}</span>
                    </p>
                    <AdminForm
                      action={setPackagePriceAction}
                      namespace={NS}
                      layout="inline"
                      variant="secondary"
                      submitLabel={amount === null ? t("catalog.price.add") : t("catalog.price.save")}
                      successMessage={t("catalog.price.saved")}
                      fields={[
                        { kind: "hidden", name: "packageId", value: pkg.id },
                        { kind: "hidden", name: "currency", value: currency },
                        { kind: "number", name: "amount", label: t("catalog.price.amount", { currency }), required: true, min: PRICE_LIMITS.min, max: PRICE_LIMITS.max, step: 1, defaultValue: amount ?? undefined },
                      ]}
                    />
                  </div>
                );
              })}
            </div>
          </div>
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t("catalog.lifecycleTitle")}</h3>
            <p className="mb-3 text-sm text-ink-soft" data-testid="package-references">
              {inUse ? t("catalog.inUse", { orders: refs.orders, shoots: refs.shoots, giftCards: refs.giftCards, coupons: refs.coupons }) : t("catalog.unused")}
            </p>
            <div className="flex flex-wrap gap-2">
              {pkg.active ? (
                <AdminForm action={archivePackageAction} namespace={NS} layout="inline" variant="secondary" submitLabel={t("catalog.archive")} testId={`archive-${pkg.slug}`}
                  confirm={{ title: t("catalog.archiveConfirm.title", { name: pkg.name }), body: t("catalog.archiveConfirm.body"), confirmLabel: t("catalog.archive"), cancelLabel }}
                  fields={[{ kind: "hidden", name: "packageId", value: pkg.id }]} />
              ) : (
                <AdminForm action={restorePackageAction} namespace={NS} layout="inline" variant="secondary" submitLabel={t("catalog.restore")} testId={`restore-${pkg.slug}`}
                  fields={[{ kind: "hidden", name: "packageId", value: pkg.id }]} />
              )}
              {!inUse && (
                <AdminForm action={deletePackageAction} namespace={NS} layout="inline" submitLabel={t("catalog.delete")} testId={`delete-${pkg.slug}`}
                  confirm={{ title: t("catalog.deleteConfirm.title", { name: pkg.name }), body: t("catalog.deleteConfirm.body"), confirmLabel: t("catalog.delete"), cancelLabel }}
                  fields={[{ kind: "hidden", name: "packageId", value: pkg.id }]} />
              )}
            </div>
          </div>
        </div>
      </div>
    </AdminSection>
  );
}
