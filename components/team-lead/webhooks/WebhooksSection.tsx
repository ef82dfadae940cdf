// The webhooks part of /app/admin/api: the settings (a client form: URL, events, the secret shown once,
// rotation, test event) and the delivery log, newest first, each delivery with its attempts. The page
// loads its data with loadWebhooksSection (lib/webhooks/endpoint.ts) for the lead's organisation.
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Heading } from "@/components/ui/heading";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import type { WebhookDeliveryRow, WebhooksSectionData } from "@/lib/webhooks/endpoint";
import { WebhookSettings } from "./WebhookSettings";

const STATUS_BADGE: Record<WebhookDeliveryRow["status"], BadgeVariant> = { PENDING: "warning", DELIVERED: "success", FAILED: "danger" };

export async function WebhooksSection({ data, locale }: { data: WebhooksSectionData; locale: string }) {
  const [t, format, messages] = await Promise.all([getTranslations({ locale, namespace: "TeamWebhooks" }), getFormatter({ locale }), getMessages({ locale })]);
  const time = (d: Date) => format.dateTime(d, { dateStyle: "medium", timeStyle: "medium" });
  // Message keys cannot hold dots (they nest): "model.status.updated" is events.model_status_updated.
  const eventLabel = (event: string) => {
    const key = `events.${event.replaceAll(".", "_")}` as never;
    return t.has(key) ? t(key) : event;
  };
  return (
    <section className="flex flex-col gap-6" aria-labelledby="webhooks" data-testid="webhooks-section">
      <div>
        <Heading level={2} size="lg" id="webhooks">{t("title")}</Heading>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("lead")}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamWebhooks", "TeamLead"])}>
        <WebhookSettings endpoint={data.endpoint} events={data.events} allowLocal={data.allowLocal} />
      </NextIntlClientProvider>
      {data.endpoint && (
        <section className="flex flex-col gap-3" aria-labelledby="webhook-log">
          <Heading level={3} size="md" id="webhook-log">{t("log.title")}</Heading>
          {data.deliveries.length === 0 ? (
            <p className="text-ink-soft">{t("log.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
              <table className="w-full text-left text-sm" data-testid="webhook-log">
                <caption className="sr-only">{t("log.caption")}</caption>
                <thead className="bg-mist text-ink-soft">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">{t("log.event")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("log.status")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("log.attempts")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("log.code")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("log.time")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.deliveries.map((d) => (
                    <tr key={d.id} className="border-t border-line align-top" data-delivery={d.eventId}>
                      <td className="px-3 py-2">
                        <div className="text-ink">{eventLabel(d.event)}</div>
                        <code className="text-xs text-ink-soft">{d.event} · {d.eventId}</code>
                      </td>
                      <td className="px-3 py-2">
                        <Badge variant={STATUS_BADGE[d.status]} size="sm">{t(`log.statuses.${d.status}`)}</Badge>
                        {d.status === "PENDING" && d.nextAttemptAt && d.attempt > 0 && (
                          <div className="mt-1 text-xs text-ink-soft">{t("log.nextAttempt", { time: time(d.nextAttemptAt) })}</div>
                        )}
                      </td>
                      <td className="px-3 py-2">
                        {d.attempts.length === 0 ? (
                          t("log.attemptsOf", { count: d.attempt, max: data.maxAttempts })
                        ) : (
                          <details>
                            <summary className="cursor-pointer">{t("log.attemptsOf", { count: d.attempt, max: data.maxAttempts })}</summary>
                            <ol className="mt-2 flex flex-col gap-1 text-xs">
                              {d.attempts.map((a) => (
                                <li key={a.attempt}>
                                  <span className="font-medium">{t("log.attempt", { number: a.attempt })}</span>
                                  {" · "}{time(a.at)}
                                  {" · "}{a.statusCode ?? t("log.noAnswer")}
                                  {" · "}{t("log.duration", { ms: a.durationMs })}
                                  {a.error && <div className="text-ink-soft">{a.error}</div>}
                                </li>
                              ))}
                            </ol>
                          </details>
                        )}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{d.responseStatus ?? (d.attempt > 0 ? t("log.noAnswer") : "")}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{time(d.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
