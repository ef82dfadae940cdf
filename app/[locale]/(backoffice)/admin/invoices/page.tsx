import { randomUUID } from "node:crypto";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { DateFilter, SelectFilter } from "@/components/backoffice/filters";
import { invoiceColumns } from "@/components/backoffice/money/invoice-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { issueInvoiceAction } from "@/lib/backoffice/money/actions";
import { findInvoicePage, invoiceableOrganizations } from "@/lib/backoffice/money/invoices";
import { CURRENCIES, INVOICE_KINDS, INVOICE_STATUSES, invoiceQuery } from "@/lib/backoffice/money/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { readInvoiceTerms } from "@/lib/teams/invoices/quotes";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/invoices", "BackofficeMoney.invoices");

/** Every invoice, quote and credit note; bank-transfer invoices for organisations issued and marked paid here. */
export default async function InvoicesPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/invoices");
  const query = invoiceQuery.parse(await searchParams);
  const [t, format, page, orgs, terms] = await Promise.all([getTranslations("BackofficeMoney.invoices"), getFormatter(), findInvoicePage(db, query), invoiceableOrganizations(db), readInvoiceTerms(db)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="admin-invoices">
      <AdminSection title={t("issue.title")} description={t("issue.description", { min: terms.minCredits })} testId="issue-invoice">
        {orgs.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("issue.noOrganizations")}</p>
        ) : (
          <AdminForm
            action={issueInvoiceAction}
            namespace="BackofficeMoney"
            submitLabel={t("issue.submit")}
            successMessage={t("issue.done")}
            fields={[
              { kind: "hidden", name: "requestId", value: randomUUID() },
              { kind: "select", name: "organizationId", label: t("issue.organization"), required: true, options: orgs.map((o) => ({ value: o.id, label: o.name })) },
              { kind: "number", name: "quantity", label: t("issue.quantity"), min: terms.minCredits, required: true, defaultValue: terms.minCredits },
            ]}
            confirm={{ title: t("issue.confirmTitle"), body: t("issue.confirmBody"), confirmLabel: t("issue.confirm"), cancelLabel: t("cancel") }}
          />
        )}
      </AdminSection>
      <DataTable
        path="/admin/invoices"
        testId="invoices"
        caption={t("title")}
        columns={invoiceColumns(t as never, format, locale)}
        page={page}
        query={query}
        schema={invoiceQuery}
        searchLabel={t("search")}
        exportHref={`/api/backoffice/invoices/export${invoiceQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("any")} options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
            <SelectFilter name="kind" label={t("columns.kind")} value={query.kind} anyLabel={t("any")} options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
            <SelectFilter name="currency" label={t("columns.currency")} value={query.currency} anyLabel={t("any")} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <DateFilter name="from" label={t("from")} value={query.from} />
            <DateFilter name="to" label={t("to")} value={query.to} />
          </>
        }
      />
    </AdminPage>
  );
}
