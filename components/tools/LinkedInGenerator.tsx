"use client";

import { track } from "@/lib/analytics/events";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Field, inputClass } from "@/components/ui/field";
import {
  ABOUT_MAX,
  bios,
  EXPERIENCE_MAX,
  HEADLINE_MAX,
  headlines,
  profile,
  SENIORITIES,
  TONES,
  validateInput,
  type ErrorKey,
  type Field as InputField,
  type GeneratorLocale,
  type Seniority,
  type Tone,
} from "@/lib/tools/linkedin";
import { fill } from "./fill";

// The free LinkedIn generators' form and options (lib/tools/linkedin: templates, in the browser; nothing
// is sent). No translation runtime: the page gives every string in `labels`, and the button looks as
// class strings worked out on the server (buttonClassName brings tailwind-merge).

export type LinkedInKind = "headline" | "bio" | "profile";

export type LinkedInLabels = {
  notice: string;
  form: {
    title: string;
    role: string;
    roleHint: string;
    seniority: string;
    seniorities: Record<Seniority, string>;
    skills: string;
    skillsHint: string;
    achievements: string;
    achievementsHint: string;
    industry: string;
    name: string;
    tone: string;
    tones: Record<Tone, string>;
    generate: string;
  };
  results: {
    title: string;
    /** "Option {number}" */
    option: string;
    /** "{count} / {max}" */
    count: string;
    /** "{count} of {max} characters" */
    countLabel: string;
    copy: string;
    copied: string;
    copyFailed: string;
    headline: string;
    about: string;
    experience: string;
  };
  errors: { title: string } & Record<ErrorKey, string>;
};

export type LinkedInButtonClasses = { primary: string; secondary: string };

type Part = { key: "headline" | "about" | "experience"; text: string; max: number };


const textareaClass = "min-h-28 rounded-lg border border-line bg-paper px-3 py-2 text-base text-ink";

function options(kind: LinkedInKind, input: Parameters<typeof headlines>[0], locale: GeneratorLocale): Part[][] {
  if (kind === "headline") return headlines(input, locale).map((text) => [{ key: "headline", text, max: HEADLINE_MAX }]);
  if (kind === "bio") return bios(input, locale).map((text) => [{ key: "about", text, max: ABOUT_MAX }]);
  return profile(input, locale).map((p) => [
    { key: "headline", text: p.headline, max: HEADLINE_MAX },
    { key: "about", text: p.about, max: ABOUT_MAX },
    { key: "experience", text: p.experience, max: EXPERIENCE_MAX },
  ]);
}

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000;

function CopyButton({ text, labels, className }: { text: string; labels: LinkedInLabels["results"]; className: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // No clipboard permission, or an insecure context.
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPIED_MS);
  };

  return (
    <span className="inline-flex flex-col items-end">
      <button type="button" onClick={copy} className={className} data-testid="linkedin-copy" data-state={state}>
        {state === "copied" ? labels.copied : labels.copy}
      </button>
      <span role="status" className={state === "failed" ? "mt-1 max-w-60 text-right text-xs text-danger" : "sr-only"}>
        {state === "copied" ? labels.copied : state === "failed" ? labels.copyFailed : ""}
      </span>
    </span>
  );
}

export function LinkedInGenerator({ kind, locale, labels, buttons }: { kind: LinkedInKind; locale: GeneratorLocale; labels: LinkedInLabels; buttons: LinkedInButtonClasses }) {
  const [role, setRole] = useState("");
  const [seniority, setSeniority] = useState<Seniority>("mid");
  const [skills, setSkills] = useState("");
  const [achievements, setAchievements] = useState("");
  const [industry, setIndustry] = useState("");
  const [name, setName] = useState("");
  const [tone, setTone] = useState<Tone>("professional");
  const [errors, setErrors] = useState<Partial<Record<InputField, ErrorKey>>>({});
  const [result, setResult] = useState<Part[][] | null>(null);
  const resultsId = useId();
  const toneName = useId();
  const f = labels.form;
  const r = labels.results;

  function generate(event: FormEvent) {
    event.preventDefault();
    const checked = validateInput({
      role,
      seniority,
      tone,
      skills: skills.split(/[,;\n]/),
      achievements: achievements.split("\n"),
      industry,
      name,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      setResult(null);
      return;
    }
    setErrors({});
    setResult(options(kind, checked.input, locale));
    track("tool_used", { tool: `linkedin-${kind}`, locale });
  }

  const error = (field: InputField) => (errors[field] ? labels.errors[errors[field]] : undefined);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="flex flex-col gap-8" data-testid="linkedin-generator" data-kind={kind}>
      <form onSubmit={generate} noValidate className="flex flex-col gap-5 rounded-2xl border border-line bg-paper p-6 sm:p-8" aria-label={f.title}>
        <p className="rounded-lg bg-mist px-4 py-3 text-sm text-ink-soft" data-testid="linkedin-notice">{labels.notice}</p>
        {hasErrors && (
          <p role="alert" className="text-sm font-medium text-danger" data-testid="linkedin-errors">
            {labels.errors.title}
          </p>
        )}
        <Field label={f.role} hint={f.roleHint} error={error("role")}>
          {(id) => <input id={id} className={inputClass} value={role} onChange={(e) => setRole(e.target.value)} maxLength={200} autoComplete="organization-title" aria-invalid={errors.role ? true : undefined} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={f.seniority} error={error("seniority")}>
            {(id) => (
              <select id={id} className={inputClass} value={seniority} onChange={(e) => setSeniority(e.target.value as Seniority)}>
                {SENIORITIES.map((s) => <option key={s} value={s}>{f.seniorities[s]}</option>)}
              </select>
            )}
          </Field>
          <Field label={f.industry} error={error("industry")}>
            {(id) => <input id={id} className={inputClass} value={industry} onChange={(e) => setIndustry(e.target.value)} maxLength={200} aria-invalid={errors.industry ? true : undefined} />}
          </Field>
        </div>
        <Field label={f.skills} hint={f.skillsHint} error={error("skills")}>
          {(id) => <input id={id} className={inputClass} value={skills} onChange={(e) => setSkills(e.target.value)} aria-invalid={errors.skills ? true : undefined} />}
        </Field>
        <Field label={f.achievements} hint={f.achievementsHint} error={error("achievements")}>
          {(id) => <textarea id={id} className={textareaClass} value={achievements} onChange={(e) => setAchievements(e.target.value)} rows={3} aria-invalid={errors.achievements ? true : undefined} />}
        </Field>
        <Field label={f.name} error={error("name")}>
          {(id) => <input id={id} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoComplete="name" aria-invalid={errors.name ? true : undefined} />}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{f.tone}</legend>
          <div className="flex flex-wrap gap-4">
            {TONES.map((t) => (
              <label key={t} className="inline-flex items-center gap-2 text-ink">
                <input type="radio" name={toneName} value={t} checked={tone === t} onChange={() => setTone(t)} className="h-4 w-4 accent-brand" />
                {f.tones[t]}
              </label>
            ))}
          </div>
          {error("tone") && <p className="text-sm text-danger" role="alert">{error("tone")}</p>}
        </fieldset>
        <div>
          <button type="submit" className={buttons.primary} data-testid="linkedin-generate">{f.generate}</button>
        </div>
      </form>

      <section aria-labelledby={resultsId} aria-live="polite" className={result ? "flex flex-col gap-4" : "sr-only"}>
        <h2 id={resultsId} className="text-xl font-semibold text-ink sm:text-2xl">{r.title}</h2>
        {result && (
          <ol className="flex flex-col gap-4" data-testid="linkedin-options">
            {result.map((parts, i) => (
              <li key={`${i}-${parts.map((p) => p.text).join("|")}`} className="flex flex-col gap-4 rounded-2xl border border-line bg-paper p-5" data-testid="linkedin-option">
                <p className="text-sm font-semibold text-ink-soft">{fill(r.option, { number: i + 1 })}</p>
                {parts.map((part) => (
                  <div key={part.key} className="flex flex-col gap-2" data-testid="linkedin-part" data-part={part.key}>
                    {kind === "profile" && <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{r[part.key]}</p>}
                    <p className="whitespace-pre-line text-ink" data-testid="linkedin-option-text">{part.text}</p>
                    <div className="flex items-start justify-between gap-4">
                      <span className="text-sm text-ink-soft tabular-nums" data-testid="linkedin-count" aria-label={fill(r.countLabel, { count: part.text.length, max: part.max })}>
                        {fill(r.count, { count: part.text.length, max: part.max })}
                      </span>
                      <CopyButton text={part.text} labels={r} className={buttons.secondary} />
                    </div>
                  </div>
                ))}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
