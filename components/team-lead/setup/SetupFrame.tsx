import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { cx } from "@/components/ui/cx";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";

/** The wizard's steps in order (lib/teams/setup-steps.ts SETUP_STEPS; kept here so this server component needs no lib import). */
export type SetupStepName = "intro" | "company-details" | "branding" | "select-style" | "select-clothing" | "invite-team" | "payment";

/**
 * One wizard step: the step indicator (steps that may be opened link there, later ones wait), the title and lead,
 * a Back link to the step before, and the step's form.
 */
export async function SetupFrame({ steps, current, done, open, title, lead, children }: {
  steps: readonly SetupStepName[];
  current: SetupStepName;
  done: Record<SetupStepName, boolean>;
  /** The steps that may be opened now (up to the first one not done). */
  open: Record<SetupStepName, boolean>;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations("TeamSetup");
  const index = steps.indexOf(current);
  const previous = index > 0 ? steps[index - 1] : null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10" data-testid={`setup-${current}`}>
      <nav aria-label={t("steps.label")}>
        <p className="mb-3 text-sm text-ink-soft">{t("steps.progress", { step: index + 1, total: steps.length })}</p>
        <ol className="flex flex-wrap gap-2">
          {steps.map((step, i) => {
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
                {t(`steps.names.${step}`)}
              </span>
            );
            return (
              <li key={step} aria-current={step === current ? "step" : undefined}>
                {step !== current && open[step] ? <Link href={`/app/admin/team/new/${step}`}>{body}</Link> : body}
              </li>
            );
          })}
        </ol>
      </nav>
      {previous && (
        <Link href={`/app/admin/team/new/${previous}`} className="inline-flex items-center gap-1 self-start text-sm text-ink-soft hover:text-ink" data-testid="setup-back">
          <Icon name="chevron-left" size={16} />
          {t("back")}
        </Link>
      )}
      <div>
        <Heading level={1}>{title}</Heading>
        {lead && <p className="mt-2 max-w-2xl text-ink-soft">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** Someone who belongs to (or is invited to) another organisation: why they cannot create a team here. */
export async function SetupRefused({ code, organization }: { code: "ALREADY_IN_TEAM" | "INVITED_ELSEWHERE"; organization: string }) {
  const t = await getTranslations("TeamSetup.refused");
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-16" data-testid="setup-refused" data-code={code}>
      <Heading level={1} size="2xl">{t("title")}</Heading>
      <p className="text-ink-soft">{t(code, { organization })}</p>
      <Link href="/app" className="self-start text-sm font-medium text-brand underline">{t("back")}</Link>
    </div>
  );
}
