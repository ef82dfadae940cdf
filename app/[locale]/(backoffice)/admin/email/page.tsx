import { Fragment } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Heading } from "@/components/ui/heading";
import { guardPage } from "@/lib/auth/guard";
import { emailSchema } from "@/lib/auth/schemas";
import { prisma } from "@/lib/db";
import { listOutbox } from "@/lib/email/outbox";
import { REDACTED } from "@/lib/email/templates";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Backoffice.email" });
  return pageMetadata({ path: "/admin/email", locale, title: t("title"), index: false });
}

const STATUS_VARIANT = { PENDING: "info", SENT: "success", FAILED: "danger" } as const;

/** The outbox: every email the product wrote, secret links redacted; bodies handed to SMTP are not kept. */
export default async function EmailOutboxPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await guardPage("/admin/email", locale);
  const to = emailSchema.safeParse(searchParam(await searchParams, "to"));
  const [t, format, emails] = await Promise.all([
    getTranslations("Backoffice.email"),
    getFormatter(),
    prisma().then((db) => listOutbox(db, { to: to.success ? to.data : undefined })),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("intro")}</p>
      </div>
      <form className="flex max-w-md gap-2" role="search">
        <label className="sr-only" htmlFor="to">{t("filter")}</label>
        <input id="to" name="to" type="email" defaultValue={to.success ? to.data : ""} placeholder={t("filter")} className="h-10 flex-1 rounded-lg border border-line px-3" />
        <button className="h-10 rounded-lg bg-brand px-4 font-semibold text-white" type="submit">{t("apply")}</button>
      </form>
      {emails.length === 0 ? (
        <p className="text-ink-soft">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="outbox">
          {emails.map((e) => (
            <li key={e.id} className="rounded-[var(--radius-card)] border border-line">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-3 p-4">
                  <Badge variant={STATUS_VARIANT[e.status]}>{t(`status.${e.status}`)}</Badge>
                  <span className="font-medium">{e.subject}</span>
                  <span className="text-sm text-ink-soft">{e.to}</span>
                  <span className="ml-auto text-sm text-ink-soft">{format.dateTime(e.createdAt, { dateStyle: "short", timeStyle: "short" })}</span>
                </summary>
                {e.text === null ? (
                  <p className="border-t border-line p-4 text-sm text-ink-soft">{t("bodyNotKept")}</p>
                ) : (
                  <pre className="overflow-x-auto whitespace-pre-wrap border-t border-line p-4 font-sans text-sm">
                    {/* Plain text: the stored body holds no live sign-in or verification link, only the marker. */}
                    {e.text.split(REDACTED).map((part, i) => (
                      <Fragment key={i}>
                        {i > 0 && <Badge variant="neutral">{t("redacted")}</Badge>}
                        {part}
                      </Fragment>
                    ))}
                  </pre>
                )}
                {e.lastError && <p className="px-4 pb-4 text-sm text-danger">{e.lastError}</p>}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
