import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import { requeueJobsAction } from "@/lib/backoffice/health/actions";
import { databaseBytes, engineHealth, failedJobs, JOB_STATES, lastPrivacySweep, queueDepths, storageUsage } from "@/lib/backoffice/health/queries";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { env } from "@/lib/env";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";

export const generateMetadata = backofficeMetadata("/admin/development", "BackofficeOperations.health");

/** System health: the queue, failed jobs (requeue), the engine, storage, the database and the privacy sweep. */
export default async function DevelopmentPage({ params }: LocaleParams) {
  const { db } = await openPage(params, "/admin/development");
  const [t, format, depths, failed, dbBytes, sweep, engine, storage] = await Promise.all([
    getTranslations("BackofficeOperations.health"),
    getFormatter(),
    queueDepths(db),
    failedJobs(db),
    databaseBytes(db),
    lastPrivacySweep(db),
    engineHealth(db, env),
    storageUsage(getStorage()),
  ]);
  const bytes = (n: number) => format.number(n / 1024 / 1024, { maximumFractionDigits: 1 }) + " MB";
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "short" }) : t("never"));
  const failedQueues = depths.filter((d) => d.counts.failed > 0);
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <>
    <AdminPage title={t("title")} intro={t("intro")} testId="health">
      <AdminSection title={t("queues.title")} description={t("queues.intro")} testId="health-queues">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th className="px-3 py-2 text-left font-medium">{t("queues.queue")}</th>
                {JOB_STATES.map((s) => <th key={s} className="px-3 py-2 text-right font-medium">{t(`states.${s}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {depths.map((d) => (
                <tr key={d.queue} className="border-b border-line last:border-b-0" data-testid={`queue-${d.queue}`}>
                  <td className="px-3 py-2 font-mono text-xs">{d.queue}</td>
                  {JOB_STATES.map((s) => <td key={s} className={s === "failed" && d.counts.failed > 0 ? `${cell} font-semibold text-danger` : cell}>{d.counts[s]}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminSection>

      <AdminSection title={t("failed.title")} description={t("failed.intro")} testId="health-failed">
        {failed.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("failed.none")}</p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              {failedQueues.map((q) => (
                <AdminForm key={q.queue} action={requeueJobsAction} namespace="BackofficeOperations" layout="inline" variant="secondary"
                  submitLabel={t("failed.requeueAll", { queue: q.queue, count: q.counts.failed })} successMessage={t("failed.requeued")}
                  testId={`requeue-all-${q.queue}`}
                  fields={[{ kind: "hidden", name: "queue", value: q.queue }]}
                  confirm={{ title: t("failed.confirmTitle", { queue: q.queue }), body: t("failed.confirmBody", { count: q.counts.failed }), confirmLabel: t("failed.requeue"), cancelLabel: t("cancel") }} />
              ))}
            </div>
            <ul className="flex flex-col gap-3">
              {failed.map((j) => (
                <li key={j.id} className="rounded-lg border border-line p-3 text-sm" data-testid="failed-job">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p><span className="font-mono text-xs">{j.queue}</span> · {when(j.completedOn ?? j.createdOn)} · {t("failed.attempts", { count: j.retryCount + 1 })}</p>
                    <AdminForm action={requeueJobsAction} namespace="BackofficeOperations" layout="inline" variant="secondary" submitLabel={t("failed.requeue")} successMessage={t("failed.requeued")}
                      fields={[{ kind: "hidden", name: "queue", value: j.queue }, { kind: "hidden", name: "jobId", value: j.id }]} />
                  </div>
                  <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-xs text-danger">{j.error || t("failed.noError")}</pre>
                  <p className="mt-1 font-mono text-xs text-ink-soft">{j.id}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminSection>

      <AdminSection title={t("engine.title")} testId="health-engine">
        <Facts items={[
          [t("engine.configured"), <code key="c">{engine.configured}</code>],
          [t("engine.status"), engine.ok ? <Badge key="s" variant="success">{t("engine.ok")}</Badge> : <Badge key="s" variant="danger">{t("engine.down")}</Badge>],
          [t("engine.capabilities"), engine.capabilities.join(", ") || "—"],
          ...(engine.error ? [[t("engine.error"), <span key="e" className="text-danger">{engine.error}</span>] as const] : []),
        ]} />
      </AdminSection>

      <AdminSection title={t("storage.title")} description={t("storage.intro", { at: when(storage.measuredAt) })} testId="health-storage">
        {"error" in storage ? (
          <p className="text-sm text-danger">{t("storage.error", { error: storage.error })}</p>
        ) : (
          <Facts items={[
            [t("storage.driver"), <code key="d">{storage.driver}</code>],
            ...storage.prefixes.map((p) => [<code key="p">{p.prefix || "/"}</code>, t("storage.usage", { size: bytes(p.bytes), files: p.files })] as const),
            [t("storage.total"), t("storage.usage", { size: bytes(storage.prefixes.reduce((s, p) => s + p.bytes, 0)), files: storage.prefixes.reduce((s, p) => s + p.files, 0) })],
          ]} />
        )}
      </AdminSection>

      <AdminSection title={t("database.title")} testId="health-database">
        <Facts items={[[t("database.size"), bytes(dbBytes)]]} />
      </AdminSection>

      <AdminSection title={t("sweep.title")} description={t("sweep.intro")} testId="health-sweep">
        <Facts items={[
          [t("sweep.lastRun"), sweep.lastRunAt ? `${when(sweep.lastRunAt)} (${t(`states.${sweep.lastState ?? "completed"}` as never)})` : t("never")],
          [t("sweep.lastDeletion"), sweep.lastDeletion ? when(sweep.lastDeletion.at) : t("never")],
          [t("sweep.deleted"), sweep.lastDeletion && Object.keys(sweep.lastDeletion.counts).length ? Object.entries(sweep.lastDeletion.counts).map(([k, v]) => `${k}: ${v}`).join(", ") : "—"],
        ]} />
      </AdminSection>
    </AdminPage>
    </>
  );
}
