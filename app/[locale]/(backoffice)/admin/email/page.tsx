import { getFormatter, getTranslations } from "next-intl/server";
import { SelectFilter } from "@/components/backoffice/filters";
import { outboxColumns } from "@/components/backoffice/outbox-columns";
import { DataTable } from "@/components/ui/data-table";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { findOutboxPage } from "@/lib/backoffice/outbox/queries";
import { OUTBOX_STATUSES, outboxQuery } from "@/lib/backoffice/outbox/schemas";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Backoffice.email" });
  return pageMetadata({ path: "/admin/email", locale, title: t("title"), index: false });
}

/** The outbox: every email the product wrote, secret links redacted; bodies handed to SMTP are not kept. */
export default async function EmailOutboxPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/email");
  const query = outboxQuery.parse(await searchParams);
  const [t, templates, format, page] = await Promise.all([getTranslations("Backoffice.email"), getTranslations("BackofficeEmails.create"), getFormatter(), findOutboxPage(db, query)]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 text-ink-soft">{t("intro")}</p>
        </div>
        <Link href="/admin/email/create" className="text-sm underline" data-testid="email-templates-link">{templates("title")}</Link>
      </div>
      <DataTable
        path="/admin/email"
        testId="outbox"
        caption={t("title")}
        columns={outboxColumns(t as never, format)}
        page={page}
        query={query}
        schema={outboxQuery}
        searchLabel={t("search")}
        exportHref={`/api/backoffice/email/export${outboxQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("anyStatus")} options={OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        }
      />
    </div>
  );
}
