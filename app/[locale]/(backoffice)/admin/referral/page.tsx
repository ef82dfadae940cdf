import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { DateFilter, SelectFilter } from "@/components/backoffice/filters";
import { referralColumns } from "@/components/backoffice/money/referral-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findReferralPage, referralTotals } from "@/lib/backoffice/money/referrals";
import { REFERRAL_STATES, referralQuery } from "@/lib/backoffice/money/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/referral", "BackofficeMoney.referrals");

/** Referrals: who brought whom, the reward's state, the credits granted and the refunds that undid them. */
export default async function ReferralsPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/referral");
  const query = referralQuery.parse(await searchParams);
  const [t, format, page, totals] = await Promise.all([getTranslations("BackofficeMoney.referrals"), getFormatter(), findReferralPage(db, query), referralTotals(db)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="admin-referrals">
      <AdminSection title={t("totals.title")} testId="referral-totals">
        <Facts
          items={[
            [t("totals.granted"), format.number(totals.granted)],
            [t("totals.released"), format.number(totals.released)],
            [t("totals.canceled"), format.number(totals.canceled)],
            [t("totals.withdrawn"), format.number(totals.withdrawn)],
          ]}
        />
      </AdminSection>
      <DataTable
        path="/admin/referral"
        testId="referrals"
        caption={t("title")}
        columns={referralColumns(t as never, format, locale)}
        page={page}
        query={query}
        schema={referralQuery}
        searchLabel={t("search")}
        exportHref={`/api/backoffice/referral/export${referralQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            <SelectFilter name="reward" label={t("columns.reward")} value={query.reward} anyLabel={t("any")} options={REFERRAL_STATES.map((s) => ({ value: s, label: t(`reward.${s}`) }))} />
            <DateFilter name="from" label={t("from")} value={query.from} />
            <DateFilter name="to" label={t("to")} value={query.to} />
          </>
        }
      />
    </AdminPage>
  );
}
