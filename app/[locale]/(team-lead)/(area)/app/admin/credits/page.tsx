import { notFound, redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { BuyCreditsForm } from "@/components/team-lead/BuyCreditsForm";
import { creditLedgerColumns } from "@/components/team-lead/credit-ledger-columns";
import { Alert } from "@/components/ui/alert";
import { DataTable } from "@/components/ui/data-table";
import { Heading } from "@/components/ui/heading";
import { currencyFor } from "@/lib/catalog/packages";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { getOrderSummary } from "@/lib/payments";
import { loadCreditsPage } from "@/lib/teams/credit-ledger/queries";
import { creditLedgerQuery } from "@/lib/teams/credit-ledger/schemas";
import { TeamError } from "@/lib/teams/errors";
import { readCreditPricing } from "@/lib/teams/pricing-policy";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamCredits.meta" });
  return pageMetadata({ path: "/app/admin/credits", locale, title: t("title"), index: false });
}

/**
 * /app/admin/credits: the team's balance (reserved for pending invites, free, used, bought), its ledger
 * newest first a page at a time, and "Buy credits" through the same checkout as a package. Back from
 * the payment with ?order=… (paid or still confirming) or ?canceled=1.
 */
export default async function CreditsPage({ params, searchParams }: Props) {
  const { locale, principal, db } = await openPage(params, "/app/admin/credits");
  const sp = await searchParams;
  const query = creditLedgerQuery.parse(sp);
  const data = await loadCreditsPage(db, principal!.userId, query).catch((e: unknown) => {
    // A platform admin without a team of their own: there is no credits page to show.
    if (e instanceof TeamError && e.code === "NOT_FOUND") notFound();
    throw e;
  });
  if (data.kind === "setup") redirect(localizePath("/app/admin/team/new", locale));
  const orderId = searchParam(sp, "order");
  const [t, format, messages, pricing, order] = await Promise.all([
    getTranslations("TeamCredits"), getFormatter(), getMessages(), readCreditPricing(db),
    orderId ? getOrderSummary(db, orderId, principal!.userId, locale) : null,
  ]);
  const o = data.overview;
  const figures = [
    { key: "balance", value: o.credits },
    { key: "reserved", value: o.reserved, hint: t("overview.reservedHint") },
    { key: "free", value: o.free },
    { key: "used", value: o.used },
    { key: "bought", value: o.bought },
  ] as const;
  return (
    <div className="flex flex-col gap-8" data-testid="credits-page">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("lead")}</p>
      </div>
      {order?.teamCredits && order.status === "PAID" && <Alert variant="success">{t("paid")}</Alert>}
      {order?.teamCredits && order.status === "PENDING" && <Alert variant="info">{t("pending")}</Alert>}
      {searchParam(sp, "canceled") === "1" && <Alert variant="warning">{t("canceled")}</Alert>}
      <section aria-label={t("overview.label")}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5" data-testid="credits-overview">
          {figures.map((f) => (
            <div key={f.key} className="rounded-[var(--radius-card)] border border-line bg-paper p-4" data-figure={f.key}>
              <dt className="text-sm text-ink-soft">{t(`overview.${f.key}`)}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{format.number(f.value)}</dd>
              {"hint" in f && <dd className="mt-1 text-xs text-ink-soft">{f.hint}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="buy-credits">
        <Heading level={2} size="lg" id="buy-credits">{t("buy.title")}</Heading>
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamCredits"])}>
          <BuyCreditsForm currency={currencyFor(locale)} defaultQuantity={10} pricing={pricing} />
        </NextIntlClientProvider>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="ledger">
        <Heading level={2} size="lg" id="ledger">{t("ledger.title")}</Heading>
        {data.page.total === 0 ? (
          <p className="text-ink-soft">{t("ledger.empty")}</p>
        ) : (
          <DataTable path="/app/admin/credits" testId="credit-ledger" caption={t("ledger.title")} columns={creditLedgerColumns(t as never, format)} page={data.page} query={query} schema={creditLedgerQuery} />
        )}
      </section>
    </div>
  );
}
