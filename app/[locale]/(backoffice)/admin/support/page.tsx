import { randomUUID } from "node:crypto";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { ticketColumns } from "@/components/backoffice/support-columns";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { replyToTicketAction, setTicketStatusAction } from "@/lib/backoffice/support/actions";
import { findTicket, findTicketPage } from "@/lib/backoffice/support/queries";
import { ticketQuery } from "@/lib/backoffice/support/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { TICKET_STATUSES } from "@/lib/support/tickets";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/support", "BackofficeOperations.support");

/** Support tickets: the list (status filter, search) and, with `?id=`, one ticket's conversation, reply and status. */
export default async function SupportPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/support");
  const search = await searchParams;
  const [t, format] = await Promise.all([getTranslations("BackofficeOperations.support"), getFormatter()]);
  const when = (d: Date | string) => format.dateTime(new Date(d), { dateStyle: "medium", timeStyle: "short" });
  const statusOptions = TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));

  if (typeof search.id === "string") {
    const ticket = await findTicket(db, search.id);
    if (!ticket) notFound();
    return (
      <>
      <AdminPage title={ticket.subject} intro={t("detailIntro")} back={{ href: "/admin/support", label: t("back") }} testId="support-ticket">
        <AdminSection title={t("facts")}>
          <Facts
            items={[
              [t("columns.status"), <Badge key="s" variant={ticket.status === "CLOSED" ? "success" : "info"}>{t(`status.${ticket.status}`)}</Badge>],
              [t("columns.email"), ticket.email],
              [t("account"), ticket.user ? `${ticket.user.name ?? ""} <${ticket.user.email}> (${ticket.user.locale})` : t("noAccount")],
              [t("columns.createdAt"), when(ticket.createdAt)],
              [t("columns.updatedAt"), when(ticket.updatedAt)],
            ]}
          />
        </AdminSection>
        <AdminSection title={t("conversation")}>
          <ol className="flex flex-col gap-3" data-testid="support-messages">
            {ticket.messages.map((m, i) => (
              <li key={i} className={m.from === "staff" ? "ml-8 rounded-lg bg-brand/5 p-3" : "mr-8 rounded-lg border border-line p-3"} data-from={m.from}>
                <p className="text-xs text-ink-soft">
                  {m.from === "staff" ? t("fromStaff", { who: m.authorEmail ?? t("staff") }) : t("fromUser", { who: ticket.email })} · {when(m.at)}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-sm">{m.body}</p>
              </li>
            ))}
          </ol>
        </AdminSection>
        <AdminSection title={t("reply")} description={t("replyIntro", { email: ticket.user?.email ?? ticket.email })}>
          <AdminForm
            action={replyToTicketAction}
            namespace="BackofficeOperations"
            submitLabel={t("send")}
            successMessage={t("sent")}
            testId="support-reply"
            fields={[
              { kind: "hidden", name: "ticketId", value: ticket.id },
              { kind: "hidden", name: "requestId", value: randomUUID() },
              { kind: "textarea", name: "body", label: t("replyLabel"), rows: 6, maxLength: 10_000, required: true },
              { kind: "select", name: "status", label: t("statusAfter"), options: statusOptions, defaultValue: "PENDING" },
            ]}
          />
        </AdminSection>
        <AdminSection title={t("changeStatus")}>
          <AdminForm
            action={setTicketStatusAction}
            namespace="BackofficeOperations"
            submitLabel={t("saveStatus")}
            successMessage={t("statusSaved")}
            testId="support-status"
            fields={[
              { kind: "hidden", name: "ticketId", value: ticket.id },
              { kind: "select", name: "status", label: t("columns.status"), options: statusOptions, defaultValue: ticket.status },
            ]}
          />
        </AdminSection>
      </AdminPage>
      </>
    );
  }

  const query = ticketQuery.parse(search);
  const page = await findTicketPage(db, query);
  return (
    <>
    <AdminPage title={t("title")} intro={t("intro")}>
      <DataTable
        path="/admin/support"
        testId="support-tickets"
        caption={t("title")}
        columns={ticketColumns(t as never, format)}
        page={page}
        query={query}
        schema={ticketQuery}
        searchLabel={t("search")}
        filters={
          <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("anyStatus")} options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        }
      />
    </AdminPage>
    </>
  );
}
