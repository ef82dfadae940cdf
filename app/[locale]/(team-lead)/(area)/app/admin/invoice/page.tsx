import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { QuoteActions } from "@/components/team-lead/QuoteActions";
import { QuoteRequestForm } from "@/components/team-lead/QuoteRequestForm";
import { TEAM_INVOICE_BADGE } from "@/components/team-lead/team-invoice-columns";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { LOCALE_TAGS } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { formatMoney } from "@/lib/payments/money";
import { loadPayByInvoice } from "@/lib/teams/invoices/queries";
import { readInvoiceTerms } from "@/lib/teams/invoices/quotes";
import { readCreditPricing } from "@/lib/teams/pricing-policy";
import { leadTeam } from "@/lib/teams/lead-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamInvoices.meta" });
  return pageMetadata({ path: "/app/admin/invoice", locale, title: t("requestTitle"), index: false });
}

/**
 * /app/admin/invoice: pay by bank transfer from 10 credits. The lead asks for a quote, sees it (its print
 * view), and accepts or withdraws it; an accepted quote is an invoice with bank details and net 30,
 * listed here until it is paid (and under /app/admin/invoices for good).
 */
export default async function PayByInvoicePage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/invoice");
  const team = await leadTeam(ctx, "credits.buy");
  const { db, locale } = ctx;
  const [t, messages, data, terms, pricing] = await Promise.all([
    getTranslations("TeamInvoices"), getMessages(), loadPayByInvoice(db, team.organizationId), readInvoiceTerms(db), readCreditPricing(db),
  ]);
  const { currency, rows } = data;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" });
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamInvoices", "TeamLead"])}>
      <div className="flex flex-col gap-8">
        <div>
          <Heading level={1}>{t("request.title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("request.lead", { min: terms.minCredits, days: terms.paymentTermsDays })}</p>
          <p className="mt-1 max-w-3xl text-ink-soft" data-testid="quote-credits-timing">
            {data.creditsOnAcceptance ? t("request.creditsNow") : t("request.creditsOnPayment")}
          </p>
        </div>
        <QuoteRequestForm currency={currency} min={terms.minCredits} pricing={pricing} />
        <section className="flex flex-col gap-3" aria-labelledby="bank-transfers">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Heading level={2} size="lg" id="bank-transfers">{t("quotes.title")}</Heading>
            <ButtonLink href="/app/admin/invoices" variant="ghost" size="sm">{t("quotes.allInvoices")}</ButtonLink>
          </div>
          {rows.length === 0 ? (
            <p className="text-ink-soft" data-testid="bank-transfers-empty">{t("quotes.empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-[var(--radius-card)] border border-line bg-paper" aria-label={t("quotes.caption")} data-testid="bank-transfers">
              {rows.map((row) => {
                const day = date.format(row.date);
                const total = formatMoney(row.total, row.currency, locale);
                return (
                  <li key={row.id} className="flex flex-wrap items-center justify-between gap-4 p-4" data-testid="bank-transfer-row" data-invoice-id={row.id} data-status={row.status}>
                    <div className="flex flex-col gap-1">
                      <span className="font-semibold">{row.number ? t("quotes.invoice", { number: row.number }) : t("quotes.quoteOf", { date: day })}</span>
                      <span className="text-sm text-ink-soft">
                        {t("quotes.credits", { count: row.creditQuantity ?? 0 })} · <span className="tabular-nums">{total}</span>
                        {row.dueAt && row.number ? ` · ${t("quotes.due", { date: date.format(row.dueAt) })}` : ""}
                      </span>
                      <Badge variant={TEAM_INVOICE_BADGE[row.status]} dot className="self-start">{t(`status.${row.status}`)}</Badge>
                    </div>
                    {row.number ? (
                      <div className="flex flex-wrap gap-2">
                        <ButtonLink href={row.href} variant="secondary" size="sm" data-testid="bank-transfer-invoice">
                          <span aria-hidden>{t("quotes.openInvoice")}</span>
                          <span className="sr-only">{t("quotes.openInvoiceLabel", { number: row.number })}</span>
                        </ButtonLink>
                        <a href={row.pdfHref} download className={buttonClassName({ variant: "ghost", size: "sm" })} data-testid="bank-transfer-pdf">
                          <Icon name="download" size={16} />
                          <span aria-hidden>{t("quotes.pdf")}</span>
                          <span className="sr-only">{t("quotes.pdfLabel", { number: row.number })}</span>
                        </a>
                      </div>
                    ) : (
                      <div className="flex flex-wrap items-start gap-2">
                        <ButtonLink href={row.href} variant="secondary" size="sm" data-testid="bank-transfer-quote">
                          <span aria-hidden>{t("quotes.view")}</span>
                          <span className="sr-only">{t("quotes.viewLabel", { date: day })}</span>
                        </ButtonLink>
                        <QuoteActions quoteId={row.id} acceptLabel={t("quotes.acceptLabel", { date: day, total })} withdrawLabel={t("quotes.withdrawLabel", { date: day })} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </NextIntlClientProvider>
  );
}
