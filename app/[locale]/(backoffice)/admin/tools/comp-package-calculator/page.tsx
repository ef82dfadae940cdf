import { getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { Button } from "@/components/ui/button";
import { createCompQuoteAction } from "@/lib/backoffice/calculator/actions";
import { calculatorInput, MAX_EXTRA_DISCOUNT, MAX_STYLES_PER_MEMBER, priceCompPackage, quoteOrganizations } from "@/lib/backoffice/calculator/calculator";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { CURRENCIES } from "@/lib/catalog/currency";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { formatMoney } from "@/lib/payments/money";
import { CREDIT_QUANTITY } from "@/lib/teams/pricing";
import { readInvoiceTerms } from "@/lib/teams/invoices/quotes";
import { readCreditPricing } from "@/lib/teams/pricing-policy";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/tools/comp-package-calculator", "BackofficeCoupons.calculator");

// The same look as the form fields (components/ui/field.tsx is a client module: its constants are not readable here).
const inputClass = "h-10 rounded-lg border border-line bg-paper px-3 text-base text-ink";

const DEFAULTS = { seats: "25", stylesPerMember: "4", currency: "USD", discountPercent: "0" } as const;

/** The team package calculator: a GET form (the numbers live in the URL), the breakdown, a quote for an organisation. */
export default async function CompPackageCalculatorPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/tools/comp-package-calculator");
  const search = await searchParams;
  const raw = Object.fromEntries(Object.entries(DEFAULTS).map(([k, d]) => [k, typeof search[k] === "string" ? (search[k] as string) : d])) as Record<keyof typeof DEFAULTS, string>;
  const [tt, organizations, pricing, terms] = await Promise.all([getTranslations("BackofficeCoupons"), quoteOrganizations(db), readCreditPricing(db), readInvoiceTerms(db)]);
  const t = tt as unknown as (key: string, values?: Record<string, string | number>) => string;
  const parsed = calculatorInput.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= t(`errors.${issue.message}`, { min: CREDIT_QUANTITY.min, max: CREDIT_QUANTITY.max });
  const price = parsed.success ? priceCompPackage(parsed.data, pricing) : null;
  const money = (n: number) => formatMoney(n, price!.currency, locale);

  const numberField = (name: keyof typeof DEFAULTS, label: string, min: number, max: number) => (
    <label className="flex flex-col gap-1.5 text-sm">
      <span className="font-medium">{label}</span>
      <input name={name} type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={raw[name]} aria-invalid={errors[name] ? true : undefined} className={inputClass} />
      {errors[name] && <span role="alert" className="text-danger">{errors[name]}</span>}
    </label>
  );

  return (
    <>
      <AdminPage title={t("calculator.title")} intro={t("calculator.intro")} testId="comp-calculator">
        <AdminSection title={t("calculator.inputs")}>
          <form method="get" className="grid max-w-3xl gap-4 sm:grid-cols-2" data-testid="calculator-form">
            {numberField("seats", t("calculator.seats"), CREDIT_QUANTITY.min, CREDIT_QUANTITY.max)}
            {numberField("stylesPerMember", t("calculator.stylesPerMember"), 1, MAX_STYLES_PER_MEMBER)}
            <label className="flex flex-col gap-1.5 text-sm">
              <span className="font-medium">{t("calculator.currency")}</span>
              <select name="currency" defaultValue={raw.currency} className={inputClass}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
              {errors.currency && <span role="alert" className="text-danger">{errors.currency}</span>}
            </label>
            {numberField("discountPercent", t("calculator.discountPercent"), 0, MAX_EXTRA_DISCOUNT)}
            <div><Button type="submit">{t("calculator.calculate")}</Button></div>
          </form>
        </AdminSection>
        {price && (
          <AdminSection title={t("calculator.breakdown")} description={t("calculator.breakdownIntro")} testId="calculator-breakdown">
            <Facts testId="calculator-facts" items={[
              [t("calculator.seatsLine"), t("calculator.seatsValue", { seats: price.seats, unit: money(price.unitAmount) })],
              [t("calculator.stylesLine"), t("calculator.stylesValue", { styles: price.stylesPerMember, total: price.totalStyles })],
              [t("calculator.listPrice"), money(price.listPrice)],
              [t("calculator.volumeDiscount", { percent: price.volumePercent }), `−${money(price.volumeDiscount)}`],
              [t("calculator.extraDiscount", { percent: price.extraPercent }), `−${money(price.extraDiscount)}`],
              [t("calculator.total"), <strong key="total" data-testid="calculator-total">{money(price.total)}</strong>],
              [t("calculator.perSeat"), <span key="seat" data-testid="calculator-per-seat">{money(price.perSeat)}</span>],
            ]} />
          </AdminSection>
        )}
        {price && (
          <AdminSection title={t("calculator.quoteTitle")} description={t("calculator.quoteIntro", { min: terms.minCredits, days: terms.paymentTermsDays })} testId="calculator-quote">
            <AdminForm
              action={createCompQuoteAction}
              namespace="BackofficeCoupons"
              submitLabel={t("calculator.createQuote")}
              successMessage={t("calculator.quoteCreated")}
              testId="calculator-quote-form"
              fields={[
                { kind: "hidden", name: "seats", value: String(price.seats) },
                { kind: "hidden", name: "stylesPerMember", value: String(price.stylesPerMember) },
                { kind: "hidden", name: "discountPercent", value: String(price.extraPercent) },
                { kind: "select", name: "organizationId", label: t("calculator.organization"), hint: t("calculator.organizationHint"), required: true,
                  options: [{ value: "", label: t("calculator.chooseOrganization") }, ...organizations.map((o) => ({ value: o.id, label: `${o.name} (${o.currency.toUpperCase()})` }))] },
              ]}
            />
          </AdminSection>
        )}
      </AdminPage>
    </>
  );
}
