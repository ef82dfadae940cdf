"use client";
// The free headshot's first step: one photo (the camera or a file), the consent, and the upload to the
// API's quality gate. A refused photo is explained reason by reason (the server's messages, in the
// visitor's language) with the house's tips; the day's limit comes with the offer to buy. A draft kept
// from an earlier visit is offered to continue, once the API confirms it still exists.
import { useEffect, useId, useState, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { FREE_HEADSHOT_API, FREE_MAX_PHOTO_BYTES, type FreeHeadshotView } from "@/lib/tools/free-headshot/contract";
import { checkStoredRun, useFreeHeadshots, useFreeHeadshotsHydrated, type FreeStep } from "@/stores/free-headshots";
import { fill } from "../fill";
import type { FreeCommonLabels, FreeStartLabels } from "./labels";
import { ErrorLine, LimitReached, readRefusal, StepHeading, StepProgress, useStepNavigation } from "./parts";

type Failure = { kind: "refused"; reasons: string[] } | { kind: "limit"; message: string } | { kind: "error"; message: string };
type Resume = { view: FreeHeadshotView; step: FreeStep };

export function StartStep({ locale, labels, common }: { locale: Locale; labels: FreeStartLabels; common: FreeCommonLabels }) {
  const hydrated = useFreeHeadshotsHydrated();
  // The store is read from localStorage in the browser only: the cached HTML has no notice, nor the first render.
  const storedNotice = useFreeHeadshots((s) => s.notice);
  const notice = hydrated ? storedNotice : null;
  const go = useStepNavigation(locale);
  const consentId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const [resume, setResume] = useState<Resume | null>(null);

  // A draft from an earlier visit: offered only while the API still knows it (a 404 forgets it).
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void checkStoredRun().then((check) => {
      if (live && check.state === "alive") setResume({ view: check.view, step: useFreeHeadshots.getState().reached });
    });
    return () => {
      live = false;
    };
  }, [hydrated]);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | undefined) => {
    setFailure(null);
    if (notice) useFreeHeadshots.getState().clearNotice();
    if (!chosen) return;
    // The browser's check is a courtesy (the server checks again): it spares a long upload bound to fail.
    if (chosen.size > FREE_MAX_PHOTO_BYTES) {
      setFile(null);
      return setFieldError(labels.errors.tooLarge);
    }
    if (chosen.type && !chosen.type.startsWith("image/")) {
      setFile(null);
      return setFieldError(labels.errors.notImage);
    }
    setFieldError(null);
    setFile(chosen);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!file) return setFieldError(labels.errors.noPhoto);
    if (!consent) return setFieldError(labels.errors.consent);
    setFieldError(null);
    setSending(true);
    const body = new FormData();
    body.set("photo", file, file.name);
    body.set("consent", "1");
    try {
      const res = await fetch(FREE_HEADSHOT_API.create, { method: "POST", body, headers: { accept: "application/json" } });
      if (res.ok) {
        const view = (await res.json()) as FreeHeadshotView;
        useFreeHeadshots.getState().begin(view.id);
        return go("/gender");
      }
      const refusal = await readRefusal(res);
      if (res.status === 422 && refusal.code === "PHOTO_REFUSED") setFailure({ kind: "refused", reasons: refusal.reasons.length ? refusal.reasons.map((r) => r.message) : [refusal.message || common.errors.generic] });
      else if (res.status === 429) setFailure({ kind: "limit", message: refusal.message });
      else setFailure({ kind: "error", message: common.errors.generic });
    } catch {
      setFailure({ kind: "error", message: common.errors.network });
    }
    setSending(false);
  };

  const startOver = () => {
    useFreeHeadshots.getState().forget();
    setResume(null);
  };

  const resumeHref = resume && (resume.view.status === "DRAFT" ? `/tools/free-headshot-generator/${resume.step === "result" || resume.step === "start" ? "gender" : resume.step}` : `/tools/free-headshot-generator/result/${encodeURIComponent(resume.view.id)}`);

  return (
    <div className="max-w-2xl" data-testid="free-headshot-start">
      <StepProgress current="start" labels={common.progress} />
      <StepHeading>{labels.title}</StepHeading>
      <p className="mt-3 text-ink-soft">{labels.lead}</p>

      {notice === "expired" && (
        <p role="status" className="mt-6 rounded-xl border border-line bg-mist p-4 text-ink">{labels.expired}</p>
      )}

      {resume && resumeHref && (
        <section aria-labelledby="free-headshot-resume" className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-brand/30 bg-mist p-4" data-testid="free-headshot-resume">
          <h2 id="free-headshot-resume" className="font-semibold text-ink">{labels.resume.title}</h2>
          <p className="text-ink-soft">{resume.view.status === "DRAFT" ? labels.resume.text : labels.resume.resultText}</p>
          <div className="flex flex-wrap gap-3">
            <Link href={resumeHref} className={buttonClassName()}>{resume.view.status === "DRAFT" ? labels.resume.continue : labels.resume.result}</Link>
            <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={startOver}>{labels.resume.startOver}</button>
          </div>
        </section>
      )}

      <form className="mt-8 flex flex-col gap-6" onSubmit={submit} noValidate aria-busy={sending}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            <label className={`${buttonClassName({ variant: "secondary" })} cursor-pointer focus-within:ring-2 focus-within:ring-brand`}>
              {labels.camera}
              <input type="file" accept="image/*" capture="user" className="sr-only" onChange={(e) => pick(e.target.files?.[0])} disabled={sending} />
            </label>
            <label className={`${buttonClassName({ variant: "secondary" })} cursor-pointer focus-within:ring-2 focus-within:ring-brand`}>
              {labels.choose}
              <input type="file" accept="image/*" className="sr-only" onChange={(e) => pick(e.target.files?.[0])} disabled={sending} />
            </label>
          </div>
          <p className="text-sm text-ink-soft">{labels.formats}</p>
          {file && (
            <div className="flex items-center gap-4" data-testid="free-headshot-chosen">
              {preview && (
                // eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for the image optimiser to fetch
                <img src={preview} alt={labels.previewAlt} className="h-24 w-24 rounded-lg object-cover" />
              )}
              <p className="text-sm text-ink">{fill(labels.chosen, { name: file.name })}</p>
            </div>
          )}
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input id={consentId} type="checkbox" className="mt-1 h-4 w-4" checked={consent} onChange={(e) => setConsent(e.target.checked)} disabled={sending} />
            <label htmlFor={consentId} className="text-ink">{labels.consent}</label>
          </div>
          <Link href="/legal/privacy" className="ml-7 text-sm text-brand underline-offset-4 hover:underline">{labels.privacyLink}</Link>
        </div>

        {fieldError && <ErrorLine>{fieldError}</ErrorLine>}

        <div aria-live="polite" className="flex flex-col gap-4">
          {failure?.kind === "refused" && (
            <div role="alert" data-testid="free-headshot-refused" className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4">
              <p className="font-medium text-ink">{labels.refused}</p>
              <ul className="list-disc pl-5 text-ink">
                {failure.reasons.map((r) => <li key={r}>{r}</li>)}
              </ul>
              <p className="font-medium text-ink">{labels.tipsTitle}</p>
              <ul className="list-disc pl-5 text-ink-soft">
                {labels.tips.map((tip) => <li key={tip}>{tip}</li>)}
              </ul>
            </div>
          )}
          {failure?.kind === "limit" && <LimitReached message={failure.message} labels={common} />}
          {failure?.kind === "error" && <ErrorLine>{failure.message}</ErrorLine>}
          {sending && <p role="status" className="text-ink-soft">{labels.sending}</p>}
        </div>

        <div>
          <button type="submit" className={buttonClassName({ size: "lg" })} disabled={sending}>{sending ? labels.sending : labels.submit}</button>
        </div>
      </form>
    </div>
  );
}
