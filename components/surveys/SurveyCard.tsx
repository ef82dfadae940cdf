"use client";
// The short survey a person is asked (on their results gallery, or on the refund page after a
// refund): a card with the questions, answered through the server action (one answer per person and
// survey, checked there), or dismissed: a dismissed card stays away in this browser (localStorage,
// key `lumen-survey-dismissed:<id>`). Strings come as `labels` from the server (no next-intl here).
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { ShownQuestion } from "@/lib/surveys/questions";
import type { FormAction } from "@/lib/http/action";

export type SurveyCardLabels = {
  title: string;
  intro: string;
  submit: string;
  dismiss: string;
  thanks: string;
  /** "{n} of 5", one per rating 1–5. */
  ratings: string[];
  optional: string;
  errors: Record<string, string>;
};

const storageKey = (id: string) => `lumen-survey-dismissed:${id}`;

export function SurveyCard({ survey, labels, answer }: { survey: { id: string; questions: ShownQuestion[] }; labels: SurveyCardLabels; answer: FormAction }) {
  const [state, setState] = useState<"hidden" | "open" | "sending" | "done">("hidden");
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string | number>>({});

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(storageKey(survey.id)) !== null;
    } catch {
      // Storage off (private mode): the card shows; answering still works.
    }
    // The browser's storage is only readable after hydration: the card appears then.
    if (!dismissed) setState("open");
  }, [survey.id]);

  if (state === "hidden") return null;

  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(survey.id), new Date().toISOString());
    } catch {
      // Storage off: it will be asked again next time.
    }
    setState("hidden");
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState("sending");
    setError(null);
    const fd = new FormData();
    fd.set("surveyId", survey.id);
    fd.set("answers", JSON.stringify(values));
    const result = await answer({}, fd);
    if (result.ok) setState("done");
    else {
      setError(labels.errors[result.error ?? "generic"] ?? labels.errors.generic ?? null);
      setState("open");
    }
  };

  if (state === "done") return <section className="rounded-[var(--radius-card)] border border-line bg-mist p-5 text-sm" role="status" data-testid="survey-card-thanks">{labels.thanks}</section>;

  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-paper p-5" aria-labelledby={`survey-${survey.id}`} data-testid="survey-card">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`survey-${survey.id}`} className="text-lg font-semibold">{labels.title}</h2>
          <p className="mt-1 text-sm text-ink-soft">{labels.intro}</p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={dismiss} data-testid="survey-dismiss">{labels.dismiss}</Button>
      </div>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-5">
        {survey.questions.map((q) => (
          <fieldset key={q.id} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{q.label}{q.type === "text" && <span className="ml-1 font-normal text-ink-soft">({labels.optional})</span>}</legend>
            {q.type === "rating" && (
              <div className="flex flex-wrap gap-2">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n} className="flex cursor-pointer items-center gap-1 rounded-lg border border-line px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
                    <input type="radio" name={q.id} value={n} required className="sr-only" checked={values[q.id] === n} onChange={() => setValues((v) => ({ ...v, [q.id]: n }))} />
                    <span aria-hidden="true">{n}</span><span className="sr-only">{labels.ratings[n - 1]}</span>
                  </label>
                ))}
              </div>
            )}
            {q.type === "choice" && q.options.map((o) => (
              <label key={o.id} className="flex items-center gap-2 text-sm">
                <input type="radio" name={q.id} value={o.id} required checked={values[q.id] === o.id} onChange={() => setValues((v) => ({ ...v, [q.id]: o.id }))} />
                {o.label}
              </label>
            ))}
            {q.type === "text" && (
              <textarea name={q.id} rows={3} maxLength={1000} className={`${inputClass} h-auto py-2`} value={String(values[q.id] ?? "")} onChange={(e) => setValues((v) => ({ ...v, [q.id]: e.target.value }))} />
            )}
          </fieldset>
        ))}
        {error && <p role="alert" className="text-sm text-danger">{error}</p>}
        <div><Button type="submit" loading={state === "sending"} data-testid="survey-submit">{labels.submit}</Button></div>
      </form>
    </section>
  );
}
