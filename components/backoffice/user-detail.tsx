// The detail view of one person in the back office (/admin/user?id=…): their facts, orders, shoots,
// credits, sessions, organisations and audit trail, and the admin's actions on the account. A server
// component: every label is translated here, the forms are AdminForm (client) with their actions.
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import { deleteUserAction, endSessionsAction, grantCreditsAction, resendVerificationAction, resetMfaAction } from "@/lib/backoffice/users/actions";
import { MAX_CREDIT_GRANT } from "@/lib/backoffice/users/schemas";
import { newGrantRequestId } from "@/lib/backoffice/users/manage";
import type { UserDetail as Detail } from "@/lib/backoffice/users/queries";

const NS = "BackofficeUsers";

function Table({ head, rows, empty, testId }: { head: ReactNode[]; rows: { key: string; cells: ReactNode[]; attrs?: Record<string, string> }[]; empty: string; testId: string }) {
  if (rows.length === 0) return <p className="text-sm text-ink-soft" data-testid={`${testId}-empty`}>{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="text-ink-soft">
          <tr>{head.map((h, i) => <th key={i} scope="col" className="border-b border-line py-2 pr-4 font-medium">{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-line last:border-0" {...r.attrs}>
              {r.cells.map((c, i) => <td key={i} className="py-2 pr-4 align-top">{c ?? "—"}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function changeText(data: unknown): string {
  const d = (data ?? {}) as { changed?: string[]; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; reason?: unknown };
  const parts = (d.changed ?? []).map((k) => `${k}: ${JSON.stringify(d.before?.[k] ?? null)} → ${JSON.stringify(d.after?.[k] ?? null)}`);
  return parts.join(" · ");
}

/** The detail view; `actions` is the header's slot for other screens' buttons (the "view as" button). */
export async function UserDetailView({ detail, actions }: { detail: Detail; actions?: ReactNode }) {
  const [t, tc, format] = await Promise.all([getTranslations("BackofficeUsers.detail"), getTranslations("Backoffice.common"), getFormatter()]);
  const { user } = detail;
  const when = (d: Date | null | undefined) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "short" }) : "—");
  const money = (minor: number, currency: string) => format.number(minor / 100, { style: "currency", currency });
  const deleted = Boolean(user.deletedAt);
  const idField = { kind: "hidden", name: "userId", value: user.id } as const;
  const confirmCommon = { cancelLabel: tc("cancel") };

  return (
    <AdminPage
      testId="user-detail"
      title={user.email}
      intro={user.name ?? undefined}
      back={{ href: "/admin/user", label: tc("back") }}
      actions={
        <div className="flex flex-wrap gap-2" data-testid="user-detail-actions">
          {/* The header's actions slot: the "view the app as this person" button (<ViewAsButton userId={user.id} />) goes here. */}
          {actions}
        </div>
      }
    >
      {deleted && <p role="status" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">{t("deletedNotice", { date: when(user.deletedAt) })}</p>}

      <AdminSection title={t("facts.title")} testId="user-facts">
        <Facts
          items={[
            [t("facts.id"), <code key="id" className="text-xs">{user.id}</code>],
            [t("facts.email"), user.email],
            [t("facts.name"), user.name],
            [t("facts.locale"), user.locale],
            [t("facts.role"), <Badge key="role" variant={user.role === "ADMIN" ? "brand" : "neutral"}>{t(`role.${user.role}`)}</Badge>],
            [t("facts.verified"), user.emailVerified ? when(user.emailVerified) : <Badge key="v" variant="warning">{t("facts.notVerified")}</Badge>],
            [t("facts.signIn"), [user.hasPassword ? t("facts.password") : null, ...user.providers].filter(Boolean).join(", ") || t("facts.linkOnly")],
            [t("facts.created"), when(user.createdAt)],
            [t("facts.deleted"), user.deletedAt ? when(user.deletedAt) : tc("no")],
            [t("facts.referralCode"), <code key="ref" className="text-xs">{user.referralCode}</code>],
            [t("facts.referredBy"), user.referredBy ? <Link key="rb" href={`/admin/user?id=${encodeURIComponent(user.referredBy.id)}`} className="text-brand underline">{user.referredBy.email}</Link> : null],
          ]}
        />
      </AdminSection>

      <AdminSection title={t("credits.title")} description={t("credits.intro")} testId="user-credits">
        <Facts
          testId="user-balances"
          items={[
            [t("credits.photo"), <span key="p" data-testid="photo-credits">{user.photoCredits}</span>],
            [t("credits.edit"), <span key="e" data-testid="edit-credits">{user.editCredits}</span>],
          ]}
        />
        <Table
          testId="user-ledger"
          empty={t("credits.none")}
          head={[t("credits.when"), t("credits.kind"), t("credits.delta"), t("credits.balanceAfter"), t("credits.reason")]}
          rows={detail.credits.map((c) => ({ key: c.id, cells: [when(c.createdAt), t(`credits.kinds.${c.kind}`), c.delta > 0 ? `+${c.delta}` : String(c.delta), c.balanceAfter, c.reason] }))}
        />
        {!deleted && (
          <AdminForm
            testId="grant-credits-form"
            action={grantCreditsAction}
            namespace={NS}
            submitLabel={t("credits.grant")}
            successMessage={t("credits.granted")}
            fields={[
              idField,
              { kind: "hidden", name: "requestId", value: newGrantRequestId() },
              { kind: "select", name: "kind", label: t("credits.kind"), options: [{ value: "PHOTO", label: t("credits.kinds.PHOTO") }, { value: "EDIT", label: t("credits.kinds.EDIT") }], defaultValue: "PHOTO", required: true },
              { kind: "number", name: "amount", label: t("credits.amount"), hint: t("credits.amountHint", { max: MAX_CREDIT_GRANT }), min: 1, max: MAX_CREDIT_GRANT, step: 1, required: true },
              { kind: "text", name: "reason", label: tc("reason"), hint: tc("noReason"), maxLength: 500, required: true },
            ]}
          />
        )}
      </AdminSection>

      <AdminSection title={t("orders.title")} testId="user-orders">
        <Table
          testId="user-orders-table"
          empty={t("orders.none")}
          head={[t("orders.created"), t("orders.what"), t("orders.status"), t("orders.total"), t("orders.refunded"), t("orders.organization")]}
          rows={detail.orders.map((o) => ({
            key: o.id,
            cells: [
              <Link key="l" href={`/admin/transactions?q=${encodeURIComponent(o.id)}`} className="text-brand underline">{when(o.createdAt)}</Link>,
              `${t(`orders.kinds.${o.kind}`)}${o.package ? ` · ${o.package.name}` : ""}${o.quantity > 1 ? ` × ${o.quantity}` : ""}`,
              <Badge key="s" variant={o.status === "PAID" ? "success" : o.status === "PENDING" ? "info" : "neutral"}>{t(`orders.statuses.${o.status}`)}</Badge>,
              money(o.total, o.currency),
              o.refundedAmount ? money(o.refundedAmount, o.currency) : "—",
              o.organization ? <Link key="o" href={`/admin/organization?id=${encodeURIComponent(o.organization.id)}`} className="text-brand underline">{o.organization.name}</Link> : "—",
            ],
          }))}
        />
      </AdminSection>

      <AdminSection title={t("shoots.title")} testId="user-shoots">
        <Table
          testId="user-shoots-table"
          empty={t("shoots.none")}
          head={[t("shoots.shoot"), t("shoots.state"), t("shoots.package"), t("shoots.created"), t("shoots.submitted"), t("shoots.ready")]}
          rows={detail.shoots.map((s) => ({
            key: s.id,
            cells: [
              <Link key="l" href={`/admin/model/${encodeURIComponent(s.id)}`} className="text-brand underline">{s.title}</Link>,
              <Badge key="st" variant={s.state === "ACTIVE" ? "success" : s.state === "FAILED" ? "danger" : "neutral"}>{t(`shoots.states.${s.state}`)}</Badge>,
              s.package.name,
              when(s.createdAt),
              when(s.submittedAt),
              when(s.readyAt),
            ],
          }))}
        />
      </AdminSection>

      <AdminSection title={t("organizations.title")} testId="user-organizations">
        <Table
          testId="user-memberships"
          empty={t("organizations.none")}
          head={[t("organizations.organization"), t("organizations.role"), t("organizations.status"), t("organizations.joined")]}
          rows={[
            ...detail.owned.map((o) => ({
              key: `own-${o.id}`,
              cells: [<Link key="l" href={`/admin/organization?id=${encodeURIComponent(o.id)}`} className="text-brand underline">{o.name}</Link>, t("organizations.roles.OWNER"), o.deletedAt ? t("organizations.orgDeleted") : "—", "—"],
            })),
            ...detail.memberships.map((m) => ({
              key: m.id,
              cells: [
                <Link key="l" href={`/admin/organization?id=${encodeURIComponent(m.organization.id)}`} className="text-brand underline">{m.organization.name}</Link>,
                `${t(`organizations.roles.${m.role}`)}${m.managed ? ` · ${t("organizations.managed")}` : ""}${m.organization.mfaRequired ? ` · ${t("organizations.mfa")}` : ""}`,
                m.organization.deletedAt ? t("organizations.orgDeleted") : t(`organizations.statuses.${m.status}`),
                when(m.joinedAt),
              ],
            })),
          ]}
        />
      </AdminSection>

      <AdminSection title={t("sessions.title")} description={t("sessions.intro", { live: detail.liveSessions })} testId="user-sessions">
        <Table
          testId="user-sessions-table"
          empty={t("sessions.none")}
          head={[t("sessions.created"), t("sessions.lastSeen"), t("sessions.expires"), t("sessions.mfa"), t("sessions.device")]}
          rows={detail.sessions.map((s) => ({
            key: s.id,
            cells: [
              when(s.createdAt),
              when(s.updatedAt),
              s.revokedAt ? t("sessions.revoked", { date: when(s.revokedAt) }) : when(s.expires),
              s.mfaVerifiedAt ? when(s.mfaVerifiedAt) : "—",
              [s.ip, s.userAgent].filter(Boolean).join(" · ") || "—",
            ],
          }))}
        />
        {!deleted && (
          <AdminForm
            testId="end-sessions-form"
            action={endSessionsAction}
            namespace={NS}
            layout="inline"
            submitLabel={t("sessions.end")}
            successMessage={t("sessions.ended")}
            fields={[idField]}
            confirm={{ ...confirmCommon, title: t("sessions.confirmTitle"), body: t("sessions.confirmBody", { email: user.email }), confirmLabel: t("sessions.confirm") }}
          />
        )}
      </AdminSection>

      {!deleted && (
        <AdminSection title={t("mfa.title")} description={t("mfa.intro", { codes: detail.pendingMfaCodes })} testId="user-mfa">
          <AdminForm
            testId="reset-mfa-form"
            action={resetMfaAction}
            namespace={NS}
            layout="inline"
            submitLabel={t("mfa.reset")}
            successMessage={t("mfa.done")}
            fields={[idField]}
            confirm={{ ...confirmCommon, title: t("mfa.confirmTitle"), body: t("mfa.confirmBody"), confirmLabel: t("mfa.confirm") }}
          />
        </AdminSection>
      )}

      {!deleted && !user.emailVerified && (
        <AdminSection title={t("verification.title")} description={t("verification.intro")} testId="user-verification">
          <AdminForm testId="resend-verification-form" action={resendVerificationAction} namespace={NS} layout="inline" variant="secondary" submitLabel={t("verification.resend")} successMessage={t("verification.sent")} fields={[idField]} />
        </AdminSection>
      )}

      <AdminSection title={t("audit.title")} description={t("audit.intro", { count: detail.audit.length })} testId="user-audit">
        <Table
          testId="user-audit-table"
          empty={t("audit.none")}
          head={[t("audit.when"), t("audit.action"), t("audit.actor"), t("audit.change")]}
          rows={detail.audit.map((a) => {
            const reason = (a.data as { reason?: unknown } | null)?.reason;
            return {
              key: a.id,
              attrs: { "data-action": a.action },
              cells: [
                when(a.createdAt),
                <code key="a" className="text-xs">{a.action}</code>,
                a.actorId === user.id ? t("audit.themselves") : (a.actor?.email ?? t("audit.system")),
                <span key="c">
                  {a.targetType !== "User" || a.targetId !== user.id ? <span className="text-ink-soft">{`${a.targetType} ${a.targetId ?? ""}`} </span> : null}
                  {changeText(a.data)}
                  {typeof reason === "string" && <span className="block text-ink-soft">{t("audit.reason", { reason })}</span>}
                </span>,
              ],
            };
          })}
        />
      </AdminSection>

      {!deleted && (
        <AdminSection title={t("delete.title")} description={t("delete.intro")} testId="user-delete">
          <AdminForm
            testId="delete-user-form"
            action={deleteUserAction}
            namespace={NS}
            submitLabel={t("delete.submit")}
            successMessage={t("delete.done")}
            fields={[idField, { kind: "email", name: "confirmEmail", label: t("delete.confirmEmail", { email: user.email }), required: true, maxLength: 320 }]}
            confirm={{ ...confirmCommon, title: t("delete.confirmTitle", { email: user.email }), body: t("delete.confirmBody"), confirmLabel: t("delete.confirm") }}
          />
        </AdminSection>
      )}
    </AdminPage>
  );
}
