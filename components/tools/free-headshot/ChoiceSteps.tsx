"use client";
// The free headshot's choice steps: who the headshot is of (gender) and its look (backdrop and
// framing). The choices live in the store until the review step sends them; nothing is sent before.
import { useState, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { FREE_BACKDROPS, FREE_FRAMINGS, FREE_GENDERS, type FreeBackdrop, type FreeFraming, type FreeGender } from "@/lib/tools/free-headshot/contract";
import { useFreeHeadshots } from "@/stores/free-headshots";
import type { FreeCommonLabels, FreeEditLabels, FreeGenderLabels } from "./labels";
import { BACKDROP_SWATCHES } from "./swatches";
import { ErrorLine, FREE_BASE, StepHeading, StepProgress, useDraft, useStepNavigation } from "./parts";

const optionClass = "flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-paper p-4 has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand/30 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand";

export function GenderStep({ locale, labels, common }: { locale: Locale; labels: FreeGenderLabels; common: FreeCommonLabels }) {
  const runId = useDraft(locale);
  const stored = useFreeHeadshots((s) => s.gender);
  const go = useStepNavigation(locale);
  const [picked, setPicked] = useState<FreeGender | null>(null);
  const [error, setError] = useState(false);
  const gender = picked ?? stored;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!gender) return setError(true);
    const s = useFreeHeadshots.getState();
    s.setGender(gender);
    s.reach("edit");
    go("/edit");
  };

  return (
    <div className="max-w-2xl" data-testid="free-headshot-gender">
      <StepProgress current="gender" labels={common.progress} />
      <StepHeading>{labels.title}</StepHeading>
      <p className="mt-3 text-ink-soft">{labels.lead}</p>
      {runId && (
        <form className="mt-8 flex flex-col gap-6" onSubmit={submit} noValidate>
          <fieldset className="flex flex-col gap-3" aria-describedby={error ? "free-gender-error" : undefined}>
            <legend className="mb-2 font-semibold text-ink">{labels.legend}</legend>
            {FREE_GENDERS.map((g) => (
              <label key={g} className={optionClass}>
                <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => { setPicked(g); setError(false); }} className="h-4 w-4" />
                <span className="text-ink">{labels.options[g]}</span>
              </label>
            ))}
          </fieldset>
          {error && <div id="free-gender-error"><ErrorLine>{labels.required}</ErrorLine></div>}
          <StepButtons back={`${FREE_BASE}/start`} common={common} />
        </form>
      )}
    </div>
  );
}

export function EditStep({ locale, labels, common }: { locale: Locale; labels: FreeEditLabels; common: FreeCommonLabels }) {
  const runId = useDraft(locale);
  const storedBackdrop = useFreeHeadshots((s) => s.backdrop);
  const storedFraming = useFreeHeadshots((s) => s.framing);
  const go = useStepNavigation(locale);
  const [backdrop, setBackdrop] = useState<FreeBackdrop | null>(null);
  const [framing, setFraming] = useState<FreeFraming | null>(null);
  const [error, setError] = useState(false);
  // The classic framing is the engine's own and the one most people want: preselected.
  const chosenBackdrop = backdrop ?? storedBackdrop;
  const chosenFraming = framing ?? storedFraming ?? "classic";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosenBackdrop) return setError(true);
    const s = useFreeHeadshots.getState();
    s.setLook(chosenBackdrop, chosenFraming);
    s.reach("review");
    go("/review");
  };

  return (
    <div className="max-w-3xl" data-testid="free-headshot-edit">
      <StepProgress current="edit" labels={common.progress} />
      <StepHeading>{labels.title}</StepHeading>
      <p className="mt-3 text-ink-soft">{labels.lead}</p>
      {runId && (
        <form className="mt-8 flex flex-col gap-8" onSubmit={submit} noValidate>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-ink">{labels.backdrop}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {FREE_BACKDROPS.map((b) => (
                <label key={b} className={`${optionClass} flex-col items-start`}>
                  <span aria-hidden="true" className="h-16 w-full rounded-lg border border-line" style={{ background: BACKDROP_SWATCHES[b] }} />
                  <span className="flex items-center gap-2">
                    <input type="radio" name="backdrop" value={b} checked={chosenBackdrop === b} onChange={() => { setBackdrop(b); setError(false); }} className="h-4 w-4" />
                    <span className="text-ink">{labels.backdrops[b]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-ink">{labels.framing}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {FREE_FRAMINGS.map((f) => (
                <label key={f} className={optionClass}>
                  <input type="radio" name="framing" value={f} checked={chosenFraming === f} onChange={() => setFraming(f)} className="h-4 w-4" />
                  <span className="flex flex-col">
                    <span className="text-ink">{labels.framings[f].name}</span>
                    <span className="text-sm text-ink-soft">{labels.framings[f].hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {error && <ErrorLine>{labels.required}</ErrorLine>}
          <StepButtons back={`${FREE_BASE}/gender`} common={common} />
        </form>
      )}
    </div>
  );
}

function StepButtons({ back, common }: { back: string; common: FreeCommonLabels }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={buttonClassName({ size: "lg" })}>{common.continue}</button>
      <Link href={back} className={buttonClassName({ variant: "ghost", size: "lg" })}>{common.back}</Link>
    </div>
  );
}
