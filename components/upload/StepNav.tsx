import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

const STEPS = ["intro", "personal-info", "photos", "select-style", "confirm"] as const;
type Step = (typeof STEPS)[number];

/** The flow's steps: done ones link back, the current one is marked, later ones wait. */
export async function StepNav({ current, done, shootId }: { current: Step; done: Partial<Record<Step, boolean>>; shootId: string }) {
  const t = await getTranslations("Upload.steps");
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t("label")} className="mb-8">
      <p className="mb-3 text-sm text-ink-soft">{t("progress", { step: index + 1, total: STEPS.length })}</p>
      <ol className="flex flex-wrap gap-2">
        {STEPS.map((step, i) => {
          const reachable = i <= index || STEPS.slice(0, i).every((s) => done[s]);
          const label = t(step);
          const state = step === current ? "current" : done[step] ? "done" : "upcoming";
          const body = (
            <span
              className={cx(
                "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm",
                state === "current" && "border-brand bg-brand text-paper",
                state === "done" && "border-line bg-paper text-ink",
                state === "upcoming" && "border-dashed border-line text-ink-soft",
              )}
            >
              {state === "done" ? <Icon name="check" size={14} /> : <span aria-hidden className="tabular-nums">{i + 1}</span>}
              {label}
            </span>
          );
          return (
            <li key={step} aria-current={step === current ? "step" : undefined}>
              {step !== current && reachable ? <Link href={`/app/upload/${step}?shoot=${encodeURIComponent(shootId)}`}>{body}</Link> : body}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
