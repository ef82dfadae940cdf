import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { STATE_VARIANT } from "@/components/backoffice/shoot-columns";
import { PhotoThumb } from "@/components/backoffice/shoot-photo";
import { ShootRefresher } from "@/components/backoffice/shoot-refresher";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { approveShootReviewAction } from "@/lib/backoffice/organizations/actions";
import { deleteShootAction, moveShootAction, regenerateStyleAction, retryShootAction } from "@/lib/backoffice/shoots/actions";
import { loadShootDetail } from "@/lib/backoffice/shoots/queries";
import { openPage } from "@/lib/http/page";
import { IN_PROGRESS_STATES } from "@/lib/shoots/states";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = backofficeMetadata("/admin/model/[id]", "BackofficeShoots.shoot");

const cell = "px-3 py-2";

/** One shoot: its facts, photos with the gate's verdicts, state history, generation jobs, results, and what an admin may do. */
export default async function ShootPage({ params }: Props) {
  const { db } = await openPage(params, "/admin/model/[id]");
  const { id } = await params;
  const shoot = await loadShootDetail(db, id);
  if (!shoot) notFound();
  const [t, tc, to, format] = await Promise.all([getTranslations("BackofficeShoots"), getTranslations("Backoffice.common"), getTranslations("BackofficeOrganizations.detail"), getFormatter()]);
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "short" }) : null);
  const state = (s: string) => t(`shoots.state.${s}` as never);
  const working = IN_PROGRESS_STATES.includes(shoot.state);
  // Working after an admin's "regenerate this style": the latest way into WAITING says so.
  const regenerating = working && (shoot.history.findLast((h) => h.to === "WAITING")?.reason ?? "").startsWith("admin regenerate ");
  const fileLabels = { notKept: t("file.notKept"), deleted: t("file.deleted"), alt: t("file.alt") };
  const hidden = { kind: "hidden", name: "shootId", value: shoot.id } as const;

  return (
    <AdminPage title={t("shoot.title")} intro={shoot.title} back={{ href: "/admin/model", label: tc("back") }} testId="admin-shoot">
      <ShootRefresher active={working} />
      <AdminSection title={t("shoot.facts")}>
        <Facts
          testId="shoot-facts"
          items={[
            [t("shoots.columns.id"), <code key="id" className="text-xs">{shoot.id}</code>],
            [t("shoots.columns.state"), <span key="state" data-testid="shoot-state" data-state={shoot.state}><Badge variant={STATE_VARIANT[shoot.state]}>{state(shoot.state)}</Badge>{working ? ` ${t("shoot.progress", { progress: shoot.progress })}` : ""}</span>],
            [t("shoots.columns.owner"), <Link key="owner" href={`/admin/user?id=${shoot.owner.id}`} className="underline">{shoot.owner.name ? `${shoot.owner.name} · ${shoot.owner.email}` : shoot.owner.email}</Link>],
            [t("shoots.columns.organization"), shoot.organization ? <Link key="org" href={`/admin/organization?id=${shoot.organization.id}`} className="underline">{shoot.organization.name}</Link> : null],
            [t("shoots.columns.package"), t("shoot.packageValue", { name: shoot.package, count: shoot.headshots })],
            [t("shoots.columns.engine"), shoot.engine],
            [t("shoot.failureReason"), shoot.failureReason ? <code key="f" className="text-xs text-danger">{shoot.failureReason}</code> : null],
            [t("shoot.retries"), String(shoot.retryCount)],
            [t("shoots.columns.createdAt"), when(shoot.createdAt)],
            [t("shoot.submittedAt"), when(shoot.submittedAt)],
            [t("shoot.readyAt"), when(shoot.readyAt)],
            [t("shoots.columns.updatedAt"), when(shoot.updatedAt)],
            [t("shoot.photosDeleteAt"), shoot.photosPurgedAt ? t("shoot.photosPurged", { date: when(shoot.photosPurgedAt)! }) : when(shoot.photosDeleteAt)],
            [t("shoot.deletedAt"), when(shoot.deletedAt)],
          ]}
        />
      </AdminSection>

      {shoot.state !== "DELETED" && (
        <AdminSection title={t("shoot.actions")} testId="shoot-actions">
          <div className="flex flex-col gap-6">
            {regenerating && (
              // Stays while the engine makes the style again (the form's own message goes when the page
              // re-renders with the shoot no longer ACTIVE).
              <p className="text-sm" role="status" data-testid="shoot-regenerating">{t("shoot.regenerated")}</p>
            )}
            {shoot.heldForReview && (
              <div className="flex flex-col gap-2" data-testid="review-hold">
                <p className="text-sm text-ink-soft">{to("review.heldHint")}</p>
                <AdminForm
                  action={approveShootReviewAction}
                  namespace="BackofficeOrganizations"
                  fields={[hidden]}
                  submitLabel={to("review.approve")}
                  confirm={{ title: to("review.confirmTitle"), body: to("review.confirmBody", { member: shoot.owner.name ?? shoot.owner.email }), confirmLabel: to("review.approve"), cancelLabel: tc("cancel") }}
                  variant="primary"
                />
              </div>
            )}
            {shoot.state === "FAILED" && (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-ink-soft">{t("shoot.retryHint")}</p>
                <AdminForm action={retryShootAction} namespace="BackofficeShoots" fields={[hidden]} submitLabel={t("shoot.retry")} successMessage={t("shoot.retried")} testId="retry-shoot" />
              </div>
            )}
            {(shoot.state === "FAILED" || shoot.state === "ACTIVE") && shoot.styles.length > 0 &&
              // Without an accepted photo left (purged by the privacy sweep) regenerating would delete the
              // style's headshots and then fail: the action refuses it (PHOTOS_PURGED), the page says why.
              (shoot.photosPurgedAt || !shoot.photos.some((p) => p.accepted && p.file === "kept") ? (
                <p className="text-sm text-ink-soft" data-testid="regenerate-photos-gone">{t("shoot.regeneratePhotosGone")}</p>
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="text-sm text-ink-soft">{t("shoot.regenerateHint")}</p>
                  <AdminForm
                    action={regenerateStyleAction}
                    namespace="BackofficeShoots"
                    layout="inline"
                    variant="secondary"
                    testId="regenerate-style"
                    fields={[hidden, { kind: "select", name: "styleId", label: t("shoot.style"), options: shoot.styles.map((s) => ({ value: s.id, label: s.name })), required: true }]}
                    submitLabel={t("shoot.regenerate")}
                    successMessage={t("shoot.regenerated")}
                    confirm={{ title: t("shoot.regenerateTitle"), body: t("shoot.regenerateBody"), confirmLabel: t("shoot.regenerateConfirm"), cancelLabel: tc("cancel") }}
                  />
                </div>
              ))}
            {shoot.moves.length > 0 && (
              <AdminForm
                action={moveShootAction}
                namespace="BackofficeShoots"
                variant="secondary"
                testId="move-shoot"
                fields={[
                  hidden,
                  { kind: "select", name: "to", label: t("shoot.moveTo"), options: shoot.moves.map((s) => ({ value: s, label: state(s) })), required: true },
                  { kind: "text", name: "reason", label: tc("reason"), required: true, maxLength: 500 },
                ]}
                submitLabel={t("shoot.move")}
                successMessage={tc("done")}
              />
            )}
            <AdminForm
              action={deleteShootAction}
              namespace="BackofficeShoots"
              testId="delete-shoot"
              fields={[hidden, { kind: "text", name: "reason", label: tc("reason"), required: true, maxLength: 500 }]}
              submitLabel={t("shoot.delete")}
              successMessage={tc("done")}
              confirm={{
                title: t("shoot.deleteTitle"),
                body: t("shoot.deleteBody", { owner: shoot.owner.email, photos: shoot.photos.filter((p) => p.file === "kept").length, results: shoot.results.reduce((n, r) => n + r.count, 0) }),
                confirmLabel: t("shoot.deleteConfirm"),
                cancelLabel: tc("cancel"),
              }}
            />
          </div>
        </AdminSection>
      )}

      <AdminSection title={t("shoot.photos", { count: shoot.photos.length })} description={t("shoot.photosHint")} testId="shoot-photos">
        {shoot.photos.length === 0 ? (
          <p className="text-sm text-ink-soft">{tc("none")}</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-4">
            {shoot.photos.map((p) => (
              <li key={p.id} className="flex flex-col gap-1 text-sm" data-testid="shoot-photo">
                <PhotoThumb id={p.id} file={p.file} labels={fileLabels} />
                <span><Badge variant={p.accepted ? "success" : "danger"}>{t(p.accepted ? "verdict.accepted" : "verdict.rejected")}</Badge> {t("shoot.score", { score: p.score })}</span>
                {p.reasons.map((r) => <code key={r} className="text-xs">{r}</code>)}
                {p.warnings.map((w) => <code key={w} className="text-xs text-ink-soft">{w}</code>)}
                <span className="text-xs text-ink-soft">{p.originalName ?? ""} · {when(p.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection title={t("shoot.history")} testId="shoot-history">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-soft"><tr><th className={cell}>{t("shoot.at")}</th><th className={cell}>{t("shoot.from")}</th><th className={cell}>{t("shoot.to")}</th><th className={cell}>{tc("reason")}</th></tr></thead>
            <tbody>
              {shoot.history.map((h) => (
                <tr key={h.id} className="border-t border-line">
                  <td className={cell}>{when(h.at)}</td>
                  <td className={cell}>{h.from ? state(h.from) : "—"}</td>
                  <td className={cell}>{state(h.to)}</td>
                  <td className={cell}>{h.reason ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminSection>

      <AdminSection title={t("shoot.jobs")} description={t("shoot.jobsHint")} testId="shoot-jobs">
        {shoot.jobs.jobs.length === 0 ? (
          <p className="text-sm text-ink-soft">{shoot.jobs.available ? t("shoot.noJobs") : t("shoot.noQueue")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-soft">
                <tr><th className={cell}>{t("shoot.queue")}</th><th className={cell}>{t("shoot.jobState")}</th><th className={cell}>{t("shoot.attempts")}</th><th className={cell}>{t("shoot.created")}</th><th className={cell}>{t("shoot.finished")}</th><th className={cell}>{t("shoot.error")}</th></tr>
              </thead>
              <tbody>
                {shoot.jobs.jobs.map((j) => (
                  <tr key={j.id} className="border-t border-line" data-testid="shoot-job">
                    <td className={cell}><code className="text-xs">{j.queue}</code></td>
                    <td className={cell}>{j.state}</td>
                    <td className={cell}>{t("shoot.attemptsValue", { done: j.retryCount + (j.startedOn ? 1 : 0), max: j.retryLimit + 1 })}</td>
                    <td className={cell}>{when(j.createdOn)}</td>
                    <td className={cell}>{when(j.completedOn) ?? "—"}</td>
                    <td className={cell}>{j.error ? <code className="text-xs text-danger">{j.error}</code> : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <AdminSection title={t("shoot.results", { count: shoot.results.reduce((n, r) => n + r.count, 0) })} testId="shoot-results">
        {shoot.results.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("shoot.noResults")}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {shoot.results.map((r) => (
              <li key={r.styleId ?? "none"} className="flex flex-col gap-2" data-testid="style-results">
                <span className="text-sm font-medium">{t("shoot.styleCount", { name: r.name, count: r.count })}</span>
                <div className="flex flex-wrap gap-2">
                  {r.thumbs.map((id) => (
                    // eslint-disable-next-line @next/next/no-img-element -- an admin-only route's thumbnail, never cached
                    <img key={id} src={`/api/backoffice/shoots/results/${id}`} alt={t("shoot.resultAlt", { name: r.name })} width={96} height={96} className="size-24 rounded object-cover" loading="lazy" />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminPage>
  );
}
