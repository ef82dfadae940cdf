import { randomBytes } from "node:crypto";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { organizationColumns } from "@/components/backoffice/organization-columns";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import {
  adjustOrganizationCreditsAction,
  approveShootReviewAction,
  setOrganizationFeatureAction,
  transferOwnershipAction,
} from "@/lib/backoffice/organizations/actions";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findOrganizationsPage, organizationDetail, type OrganizationDetail } from "@/lib/backoffice/organizations/queries";
import { FEATURES, organizationsQuery, YES_NO } from "@/lib/backoffice/organizations/schemas";
import { openPage } from "@/lib/http/page";
import type { Locale } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";
import { formatMoney } from "@/lib/payments/money";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/organization", "BackofficeOrganizations.list");

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The CSV of what the list shows, its header in the page's language. */
const exportHref = (search: string, locale: string) => `/api/backoffice/organizations/export${search}${search ? "&" : "?"}locale=${locale}`;

/** /admin/organization: every organisation (search, filters, CSV); `?id=…` opens one. */
export default async function OrganizationsPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/organization");
  const search = await searchParams;
  const id = typeof search.id === "string" ? search.id : undefined;
  if (id !== undefined) {
    const detail = ID.test(id) ? await organizationDetail(db, id) : null;
    if (!detail) notFound();
    return <OrganizationView detail={detail} locale={locale} />;
  }
  const query = organizationsQuery.parse(search);
  const [t, format, page] = await Promise.all([getTranslations("BackofficeOrganizations.list"), getFormatter(), findOrganizationsPage(db, query)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="backoffice-organizations">
      <DataTable
        path="/admin/organization"
        testId="organizations"
        caption={t("title")}
        columns={organizationColumns(t as never, format)}
        page={page}
        query={query}
        schema={organizationsQuery}
        searchLabel={t("search")}
        exportHref={exportHref(organizationsQuery.toSearch({ ...query, page: 1 }), locale)}
        filters={
          <>
            <SelectFilter name="credits" label={t("filters.credits")} value={query.credits} anyLabel={t("filters.any")} options={YES_NO.map((v) => ({ value: v, label: t(`filters.credits_${v}`) }))} />
            <SelectFilter name="deleted" label={t("filters.deleted")} value={query.deleted} anyLabel={t("filters.any")} options={YES_NO.map((v) => ({ value: v, label: t(`filters.deleted_${v}`) }))} />
          </>
        }
      />
    </AdminPage>
  );
}

async function OrganizationView({ detail: o, locale }: { detail: OrganizationDetail; locale: Locale }) {
  const [t, tc, format] = await Promise.all([getTranslations("BackofficeOrganizations.detail"), getTranslations("Backoffice.common"), getFormatter()]);
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "short" }) : null);
  const yesNo = (b: boolean) => (b ? tc("yes") : tc("no"));
  const s = o.settings;
  // A fresh one-time token per rendering: the same form sent twice books one adjustment.
  const token = randomBytes(18).toString("base64url");
  const candidates = o.members.filter((m) => !m.isOwner && m.role !== "OWNER" && (m.status === "JOINED" || m.status === "FINISHED"));

  return (
    <AdminPage title={o.name} intro={t("intro")} back={{ href: "/admin/organization", label: tc("back") }} testId="backoffice-organization">
      <AdminSection title={t("facts.title")} testId="organization-facts">
        <Facts
          items={[
            [t("facts.id"), <code key="id" className="text-xs">{o.id}</code>],
            [t("facts.status"), o.deletedAt ? <Badge variant="danger">{t("facts.deletedAt", { date: date(o.deletedAt)! })}</Badge> : <Badge variant="success">{t("facts.live")}</Badge>],
            [t("facts.owner"), `${o.owner.name ?? "—"} <${o.owner.email}>`],
            [t("facts.country"), o.country],
            [t("facts.vatId"), o.vatId],
            [t("facts.currency"), o.currency],
            [t("facts.billingEmail"), o.billingEmail],
            [t("facts.createdAt"), date(o.createdAt)],
            [t("facts.setupCompletedAt"), date(o.setupCompletedAt) ?? t("facts.setupOpen")],
            [t("facts.mfaRequired"), yesNo(o.mfaRequired)],
            [t("facts.deleteAfter30"), yesNo(o.deleteDataAfter30Days)],
            [t("facts.hideEditor"), yesNo(s.headshots.hideEditor)],
            [t("facts.requireFullBody"), yesNo(s.headshots.requireFullBody)],
            [t("facts.reinvite"), s.headshots.reinviteMonths === null ? tc("none") : t("facts.months", { months: s.headshots.reinviteMonths })],
            [t("facts.combos"), yesNo(s.consistency.combosEnabled)],
            [t("facts.variety"), yesNo(s.consistency.forceBackdropVariety)],
            [t("facts.apiKeys"), t("facts.apiKeysValue", { active: o.apiKeys.active, total: o.apiKeys.total })],
          ]}
        />
      </AdminSection>

      <AdminSection title={t("credits.title")} description={t("credits.description")} testId="organization-credits">
        <p className="text-sm" data-testid="credit-balance">{t("credits.balance", { credits: o.balance.credits, held: o.balance.held, free: o.balance.free })}</p>
        <AdminForm
          action={adjustOrganizationCreditsAction}
          namespace="BackofficeOrganizations"
          submitLabel={t("credits.submit")}
          successMessage={tc("done")}
          testId="adjust-credits"
          fields={[
            { kind: "hidden", name: "organizationId", value: o.id },
            { kind: "hidden", name: "token", value: token },
            { kind: "number", name: "delta", label: t("credits.delta"), hint: t("credits.deltaHint"), step: 1, required: true },
            { kind: "text", name: "reason", label: tc("reason"), hint: tc("noReason"), required: true, maxLength: 500 },
          ]}
        />
        <h3 className="mt-2 font-semibold">{t("credits.ledger", { shown: o.ledger.length, total: o.ledgerTotal })}</h3>
        {o.ledger.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("credits.noLedger")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="credit-ledger">
              <thead className="text-ink-soft">
                <tr>
                  <th className="py-2 pr-4">{t("credits.columns.when")}</th>
                  <th className="py-2 pr-4">{t("credits.columns.action")}</th>
                  <th className="py-2 pr-4">{t("credits.columns.delta")}</th>
                  <th className="py-2 pr-4">{t("credits.columns.after")}</th>
                  <th className="py-2 pr-4">{t("credits.columns.reason")}</th>
                  <th className="py-2 pr-4">{t("credits.columns.by")}</th>
                </tr>
              </thead>
              <tbody>
                {o.ledger.map((l) => (
                  <tr key={l.id} className="border-t border-line align-top" data-testid="ledger-row">
                    <td className="py-2 pr-4">{date(l.createdAt)}</td>
                    <td className="py-2 pr-4">{l.action ? t(`credits.actions.${l.action}`) : "—"}</td>
                    <td className="py-2 pr-4 tabular-nums">{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
                    <td className="py-2 pr-4 tabular-nums">{t("credits.afterValue", { credits: l.balanceAfter, held: l.reservedAfter ?? 0 })}</td>
                    <td className="py-2 pr-4">{l.reason}</td>
                    <td className="py-2 pr-4">{l.createdBy ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <AdminSection title={t("features.title")} description={t("features.description")} testId="organization-features">
        <ul className="flex flex-col gap-3">
          {FEATURES.map((f) => {
            const on = s.features[f];
            return (
              <li key={f} className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0">
                <span className="flex flex-col">
                  <span className="font-medium">{t(`features.${f}.label`)}</span>
                  <span className="text-sm text-ink-soft">{t(`features.${f}.hint`)}</span>
                </span>
                <span className="flex items-center gap-3">
                  <Badge variant={on ? "success" : "neutral"}><span data-testid={`feature-${f}`}>{on ? t("features.on") : t("features.off")}</span></Badge>
                  <AdminForm
                    action={setOrganizationFeatureAction}
                    namespace="BackofficeOrganizations"
                    layout="inline"
                    variant="secondary"
                    testId={`feature-form-${f}`}
                    submitLabel={on ? t("features.switchOff", { feature: t(`features.${f}.label`) }) : t("features.switchOn", { feature: t(`features.${f}.label`) })}
                    fields={[
                      { kind: "hidden", name: "organizationId", value: o.id },
                      { kind: "hidden", name: "feature", value: f },
                      { kind: "hidden", name: "enabled", value: on ? "false" : "true" },
                    ]}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </AdminSection>

      <AdminSection title={t("review.title")} description={t("review.description")} testId="organization-review">
        {o.heldShoots.length === 0 ? (
          <p className="text-sm text-ink-soft">{s.features.manualReview ? t("review.none") : t("review.off")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {o.heldShoots.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center justify-between gap-3" data-testid="held-shoot">
                <span>
                  <span className="font-medium">{h.member}</span> · {h.title} · {t("review.held", { date: date(h.reviewHeldAt)!, results: h.results })} ·{" "}
                  <Link href={`/admin/model/${encodeURIComponent(h.id)}`} className="underline">{t("review.open")}</Link>
                </span>
                <AdminForm
                  action={approveShootReviewAction}
                  namespace="BackofficeOrganizations"
                  layout="inline"
                  submitLabel={t("review.approve")}
                  fields={[{ kind: "hidden", name: "shootId", value: h.id }]}
                  confirm={{ title: t("review.confirmTitle"), body: t("review.confirmBody", { member: h.member }), confirmLabel: t("review.approve"), cancelLabel: tc("cancel") }}
                  variant="primary"
                />
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection title={t("members.title", { count: o.members.length })} testId="organization-members">
        {o.members.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("members.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-soft">
                <tr>
                  <th className="py-2 pr-4">{t("members.name")}</th>
                  <th className="py-2 pr-4">{t("members.email")}</th>
                  <th className="py-2 pr-4">{t("members.role")}</th>
                  <th className="py-2 pr-4">{t("members.status")}</th>
                  <th className="py-2 pr-4">{t("members.team")}</th>
                </tr>
              </thead>
              <tbody>
                {o.members.map((m) => (
                  <tr key={m.id} className="border-t border-line" data-testid="member-row">
                    <td className="py-2 pr-4">{m.name ?? "—"}</td>
                    <td className="py-2 pr-4">{m.email}</td>
                    <td className="py-2 pr-4">{t(`members.roles.${m.role}`)}</td>
                    <td className="py-2 pr-4">{t(`members.statuses.${m.status}`)}</td>
                    <td className="py-2 pr-4">{m.team ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h3 className="mt-2 font-semibold">{t("transfer.title")}</h3>
        {candidates.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("transfer.noCandidates")}</p>
        ) : (
          <AdminForm
            action={transferOwnershipAction}
            namespace="BackofficeOrganizations"
            submitLabel={t("transfer.submit")}
            testId="transfer-ownership"
            confirm={{ title: t("transfer.confirmTitle"), body: t("transfer.confirmBody", { owner: o.owner.email }), confirmLabel: t("transfer.submit"), cancelLabel: tc("cancel") }}
            fields={[
              { kind: "hidden", name: "organizationId", value: o.id },
              { kind: "select", name: "membershipId", label: t("transfer.newOwner"), required: true, options: [{ value: "", label: t("transfer.pick") }, ...candidates.map((m) => ({ value: m.id, label: `${m.name ?? m.email} <${m.email}>` }))] },
            ]}
          />
        )}
      </AdminSection>

      <AdminSection title={t("invoices.title")} testId="organization-invoices">
        {o.invoices.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("invoices.none")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {o.invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3">
                <Link href={`/invoice/${o.slug}/${i.id}`} className="font-medium underline">{i.number ?? t("invoices.quote")}</Link>
                <Badge variant="neutral">{t(`invoices.statuses.${i.status}`)}</Badge>
                <span className="tabular-nums">{formatMoney(i.total, i.currency, locale)}</span>
                <span className="text-ink-soft">{date(i.createdAt)}</span>
                <a href={`/api/invoices/${i.id}/pdf`} className="underline">{t("invoices.pdf")}</a>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminPage>
  );
}
