import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { EnginePlaygroundForm } from "@/components/backoffice/engine-playground-form";
import { playgroundAction } from "@/lib/backoffice/engine/actions";
import { lastPlaygroundRun, PLAYGROUND_PREFIX, PLAYGROUND_SIZES, PLAYGROUND_TTL_MS, type PlaygroundSize } from "@/lib/backoffice/engine/playground";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { env } from "@/lib/env";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";

export const generateMetadata = backofficeMetadata("/admin/playground", "BackofficeEngine.playground");

const FIXED_STAGES = ["decode", "gate", "render", "store", "total"] as const;

/** Runs the active engine on one photo (lib/backoffice/engine/playground.ts) and shows the admin's last run. */
export default async function PlaygroundPage({ params }: LocaleParams) {
  const { db, principal } = await openPage(params, "/admin/playground");
  const [t, tEngine, format] = await Promise.all([getTranslations("BackofficeEngine.playground"), getTranslations("Engine"), getFormatter()]);
  const [styles, run] = await Promise.all([
    db.style.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { id: true, name: true, slug: true } }),
    lastPlaygroundRun(db, principal!.userId),
  ]);
  const fresh = run?.output && Date.now() - new Date(run.at).getTime() < PLAYGROUND_TTL_MS && (await getStorage().exists(run.output.key));
  const verdict = run?.verdict;
  const stageName = (stage: string) =>
    (FIXED_STAGES as readonly string[]).includes(stage) ? t(`stages.${stage as (typeof FIXED_STAGES)[number]}`) : t("engineStage", { name: stage.replace(/^engine\./, "") });
  const timings = run ? [...FIXED_STAGES.filter((s) => s in run.timings), ...Object.keys(run.timings).filter((s) => s.startsWith("engine."))] : [];

  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="playground">
      <AdminSection title={t("formTitle")} description={t("activeEngine", { engine: env.ENGINE })}>
        {styles.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("noStyles")}</p>
        ) : (
          <>
            <EnginePlaygroundForm
              action={playgroundAction}
              styles={styles.map((s) => ({ value: s.id, label: `${s.name} (${s.slug})` }))}
              sizes={(Object.keys(PLAYGROUND_SIZES) as PlaygroundSize[]).map((s) => ({ value: s, label: t(`sizes.${s}`) }))}
              labels={{ photo: t("photo"), photoHint: t("photoHint"), style: t("style"), size: t("size"), run: t("run"), done: t("done") }}
            />
          </>
        )}
      </AdminSection>

      <AdminSection title={t("lastRun")} testId="playground-run">
        {!run ? (
          <p className="text-sm text-ink-soft">{t("noRun")}</p>
        ) : (
          <div className="flex flex-col gap-6">
            <Facts
              items={[
                [t("facts.at"), format.dateTime(new Date(run.at), { dateStyle: "medium", timeStyle: "medium" })],
                [t("facts.engine"), run.engine || "—"],
                [t("facts.style"), run.style],
                [t("facts.size"), t(`sizes.${run.size}`)],
              ]}
            />
            <div data-testid="playground-verdict" data-accepted={verdict ? String(verdict.accepted) : undefined}>
              <h3 className="mb-2 font-semibold">{t("verdict")}</h3>
              {verdict && (
                <>
                  <p className={verdict.accepted ? "text-success" : "text-danger"}>{t(verdict.accepted ? "accepted" : "rejected", { score: verdict.score })}</p>
                  {verdict.reasons.length > 0 && (
                    <div className="mt-2 text-sm">
                      <p className="text-ink-soft">{t("reasons")}</p>
                      <ul className="list-disc pl-5">{verdict.reasons.map((r) => <li key={r}>{r}: {tEngine(`reasons.${r}` as never)}</li>)}</ul>
                    </div>
                  )}
                  {verdict.warnings.length > 0 && (
                    <div className="mt-2 text-sm">
                      <p className="text-ink-soft">{t("warnings")}</p>
                      <ul className="list-disc pl-5">{verdict.warnings.map((w) => <li key={w}>{w}: {tEngine(`warnings.${w}` as never)}</li>)}</ul>
                    </div>
                  )}
                </>
              )}
            </div>
            <div data-testid="playground-output">
              <h3 className="mb-2 font-semibold">{t("output")}</h3>
              {run.output && fresh ? (
                <figure className="flex flex-col gap-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only route, not an optimisable public image */}
                  <img
                    src={`/api/backoffice/${PLAYGROUND_PREFIX}${run.output.key.slice(PLAYGROUND_PREFIX.length)}`}
                    alt={t("outputAlt")}
                    width={run.output.width}
                    height={run.output.height}
                    className="h-auto max-w-md rounded-lg border border-line"
                  />
                  <figcaption className="text-sm text-ink-soft">
                    {t("outputMeta", { width: run.output.width, height: run.output.height, kb: Math.round(run.output.bytes / 1024) })}
                    {run.output.likeness !== null && <> · {t("likeness", { value: run.output.likeness })}</>}
                  </figcaption>
                </figure>
              ) : run.output ? (
                <p className="text-sm text-ink-soft">{t("outputGone")}</p>
              ) : (
                <p className="text-sm text-danger">{t("failed", { code: run.error ?? "?" })}</p>
              )}
            </div>
            <div>
              <h3 className="mb-2 font-semibold">{t("timings")}</h3>
              <table className="text-sm" data-testid="playground-timings">
                <thead>
                  <tr><th className="pr-6 text-left font-medium text-ink-soft">{t("stage")}</th><th className="text-right font-medium text-ink-soft">{t("milliseconds")}</th></tr>
                </thead>
                <tbody>
                  {timings.map((stage) => (
                    <tr key={stage} data-stage={stage}>
                      <td className="pr-6">{stageName(stage)}</td>
                      <td className="text-right tabular-nums">{format.number(run.timings[stage]!, { maximumFractionDigits: 1 })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </AdminSection>
    </AdminPage>
  );
}
