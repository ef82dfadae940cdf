"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useRouter } from "@/i18n/navigation";
import type { ShootStatus } from "@/lib/shoots/status";
import { FailurePanel } from "./FailurePanel";
import { followShoot, isSettledState } from "./follow";
import { stepIndex, timeLeft, WAITING_STEPS } from "./progress";

/** How often the estimate of time left is counted down between status updates. */
const CLOCK_MS = 10_000;

/**
 * The live view of a submitted shoot: steps, progress, time left; the failure and its retry; ready →
 * results (`resultsHref`: the gallery's page, a team member's own page for theirs).
 */
export function ShootWaiting({ initial, resultsHref }: { initial: ShootStatus; resultsHref?: string }) {
  const t = useTranslations("Waiting");
  const router = useRouter();
  // `at` is when the browser received the status (null for the server-rendered one, so both render alike).
  const [{ status, at }, setReceived] = useState<{ status: ShootStatus; at: number | null }>({ status: initial, at: null });
  const [now, setNow] = useState<number | null>(null);
  const following = !isSettledState(status.state);
  const id = status.id;
  const results = resultsHref ?? `/app/results/${encodeURIComponent(id)}`;

  useEffect(() => {
    if (!following) return;
    const base = `/api/shoots/${encodeURIComponent(id)}`;
    return followShoot(
      { eventsUrl: `${base}/events`, statusUrl: `${base}/status` },
      { onStatus: (s) => setReceived({ status: s, at: Date.now() }), onLost: () => router.refresh() },
    );
  }, [following, id, router]);

  useEffect(() => {
    if (status.state === "ACTIVE") router.replace(results);
    // Not submitted (any more) or deleted: the page decides where the person belongs.
    else if (status.state === "ONBOARDING" || status.state === "DELETED") router.refresh();
  }, [status.state, results, router]);

  const counting = status.state === "GENERATING" && status.etaSeconds != null;
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  const step = stepIndex(status.state);
  const left = counting ? timeLeft(status.etaSeconds, at !== null && now !== null ? (now - at) / 1000 : 0) : null;
  const leftText = !left ? null : left.kind === "minutes" ? t("eta.minutes", { minutes: left.minutes }) : t(`eta.${left.kind}`);

  return (
    <div className="flex flex-col gap-6">
      <p role="status" data-testid="shoot-state" data-state={status.state} className="flex items-center gap-2 text-lg font-medium text-ink">
        {following && <Spinner size={20} className="text-brand" />}
        {status.state === "ACTIVE" && <Icon name="check-circle" size={20} className="text-success" />}
        {t(`state.${status.state}`)}
      </p>

      {status.state === "FAILED" ? (
        <FailurePanel
          status={status}
          onRestarted={() => {
            setReceived({ status: { ...status, state: "WAITING", progress: 0, failureReason: null, failureGroup: null, canRetry: false, etaSeconds: null }, at: Date.now() });
            router.refresh(); // the page's heading follows the new state
          }}
        />
      ) : (
        <>
          <ol aria-label={t("steps.label")} className="grid gap-3 sm:grid-cols-4">
            {WAITING_STEPS.map((s, i) => {
              const done = i < step || status.state === "ACTIVE";
              const current = i === step && status.state !== "ACTIVE";
              return (
                <li
                  key={s}
                  aria-current={current ? "step" : undefined}
                  className={cx(
                    "flex items-center gap-2 rounded-[var(--radius-card)] border px-3 py-2 text-sm",
                    current ? "border-brand bg-brand-soft font-semibold text-ink" : done ? "border-line text-ink" : "border-line text-ink-soft",
                  )}
                >
                  {done ? <Icon name="check-circle" size={16} className="text-success" /> : <span aria-hidden className={cx("size-2 rounded-full", current ? "bg-brand" : "bg-line")} />}
                  <span>{t(`steps.${s}`)}</span>
                  {done && <span className="sr-only"> ({t("steps.done")})</span>}
                </li>
              );
            })}
          </ol>

          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span id="shoot-progress-label" className="font-medium text-ink">{t("progressLabel")}</span>
              <span className="tabular-nums text-ink-soft">{t("percent", { progress: status.progress })}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="shoot-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={status.progress}
              className="h-3 overflow-hidden rounded-full bg-mist"
            >
              <div className="h-full rounded-full bg-brand transition-[width] duration-700 ease-out" style={{ width: `${Math.min(100, Math.max(0, status.progress))}%` }} />
            </div>
            <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-soft">
              {status.state === "GENERATING" && <span data-testid="results-made">{t("made", { results: status.results, headshots: status.headshots })}</span>}
              {leftText && <span data-testid="time-left">{leftText}</span>}
            </div>
          </div>

          {status.state === "ACTIVE" ? (
            <ButtonLink href={results} iconRight="chevron-right" className="self-start">{t("openResults")}</ButtonLink>
          ) : (
            <p className="text-sm text-ink-soft">{t("emailNote")}</p>
          )}
        </>
      )}
    </div>
  );
}
