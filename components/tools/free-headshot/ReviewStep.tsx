"use client";
// The free headshot's last step: the choices with links to change them, the day's limit, and "Make
// my headshot", which sends the choices (and a reCAPTCHA token when a key is configured) to the API.
// It counts against the day's limit there; a refused or expired draft sends the visitor back to start.
import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import type { RecaptchaConfig } from "@/components/auth/recaptcha";
import type { GetToken } from "@/components/contact/ContactRecaptcha";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import { track } from "@/lib/analytics/events";
import type { Locale } from "@/lib/i18n/config";
import { FREE_HEADSHOT_API } from "@/lib/tools/free-headshot/contract";
import { useFreeHeadshots } from "@/stores/free-headshots";
import { fill } from "../fill";
import type { FreeCommonLabels, FreeReviewLabels } from "./labels";
import { ErrorLine, FREE_BASE, LimitReached, readRefusal, StepHeading, StepProgress, useDraft, useStepNavigation } from "./parts";

// reCAPTCHA's script only where it is configured, and never in the page's own JavaScript.
const Recaptcha = dynamic(() => import("@/components/contact/ContactRecaptcha"), { ssr: false });

/** The action name of the token, checked by the API. */
export const FREE_HEADSHOT_RECAPTCHA_ACTION = "free_headshot";

type Failure = { kind: "limit"; message: string } | { kind: "error"; message: string };

export function ReviewStep({ locale, labels, common, recaptcha }: { locale: Locale; labels: FreeReviewLabels; common: FreeCommonLabels; recaptcha: RecaptchaConfig }) {
  const runId = useDraft(locale);
  const gender = useFreeHeadshots((s) => s.gender);
  const backdrop = useFreeHeadshots((s) => s.backdrop);
  const framing = useFreeHeadshots((s) => s.framing);
  const go = useStepNavigation(locale);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [getToken, setGetToken] = useState<GetToken | null>(null);
  const onToken = useCallback((get: GetToken) => setGetToken(() => get), []);

  // A choice missing (the store was edited, or a step skipped by address): back to the step that asks it.
  const missing = !gender ? "/gender" : !backdrop || !framing ? "/edit" : null;

  const submit = async () => {
    if (!runId || sending) return;
    if (missing) return go(missing);
    setFailure(null);
    setSending(true);
    let recaptchaToken: string | undefined;
    if (recaptcha) {
      try {
        recaptchaToken = (getToken && (await getToken(FREE_HEADSHOT_RECAPTCHA_ACTION))) || undefined;
      } catch {
        recaptchaToken = undefined;
      }
      if (!recaptchaToken) {
        setSending(false);
        return setFailure({ kind: "error", message: labels.recaptchaFailed });
      }
    }
    try {
      const res = await fetch(FREE_HEADSHOT_API.submit(runId), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ gender, backdrop, framing, ...(recaptchaToken ? { recaptchaToken } : {}) }),
      });
      if (res.ok) {
        track("tool_used", { tool: "free-headshot", locale });
        useFreeHeadshots.getState().reach("result");
        return go(`/result/${encodeURIComponent(runId)}`);
      }
      const refusal = await readRefusal(res);
      if (res.status === 429) setFailure({ kind: "limit", message: refusal.message });
      else if (res.status === 404) {
        useFreeHeadshots.getState().forget("expired");
        return go("/start");
      } else setFailure({ kind: "error", message: refusal.message || common.errors.generic });
    } catch {
      setFailure({ kind: "error", message: common.errors.network });
    }
    setSending(false);
  };

  const rows = [
    { label: labels.photo, value: labels.photoValue, href: `${FREE_BASE}/start` },
    { label: labels.gender, value: gender ? labels.genders[gender] : "", href: `${FREE_BASE}/gender` },
    { label: labels.backdrop, value: backdrop ? labels.backdrops[backdrop] : "", href: `${FREE_BASE}/edit` },
    { label: labels.framing, value: framing ? labels.framings[framing] : "", href: `${FREE_BASE}/edit` },
  ];

  return (
    <div className="max-w-2xl" data-testid="free-headshot-review">
      <StepProgress current="review" labels={common.progress} />
      <StepHeading>{labels.title}</StepHeading>
      <p className="mt-3 text-ink-soft">{labels.lead}</p>
      {runId && (
        <div className="mt-8 flex flex-col gap-6">
          <dl className="divide-y divide-line rounded-xl border border-line bg-paper">
            {rows.map((row) => (
              <div key={row.label} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <dt className="text-ink-soft">{row.label}</dt>
                <dd className="flex items-center gap-4 text-ink">
                  <span>{row.value}</span>
                  <Link href={row.href} className="text-sm text-brand underline-offset-4 hover:underline" aria-label={fill(labels.changeWhat, { what: row.label })}>{labels.change}</Link>
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-soft" data-testid="free-headshot-limit-note">{labels.limit}</p>
          {recaptcha && <Recaptcha config={recaptcha} onToken={onToken} />}
          <div aria-live="polite">
            {failure?.kind === "limit" && <LimitReached message={failure.message} labels={common} />}
            {failure?.kind === "error" && <ErrorLine>{failure.message}</ErrorLine>}
            {sending && <p role="status" className="text-ink-soft">{labels.sending}</p>}
          </div>
          <div>
            <button type="button" className={buttonClassName({ size: "lg" })} onClick={submit} disabled={sending}>{sending ? labels.sending : labels.submit}</button>
          </div>
        </div>
      )}
    </div>
  );
}
