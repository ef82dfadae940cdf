"use client";
// The team page generator's island (/tools/free-team-page-generator): the people (added, removed,
// reordered; at most MAX_PEOPLE), the layout and colours, the live preview in a sandboxed frame, and
// the snippet with its copy button. Strings come from the page as `labels` (no next-intl here).
import { track } from "@/lib/analytics/events";
import { useMemo, useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button-styles";
import { Field, inputClass } from "@/components/ui/field";
import type { Locale } from "@/lib/i18n/config";
import { errorKeys } from "@/lib/tools/snippet-html";
import { MAX_PEOPLE, TEAM_LAYOUTS, teamPageHtml, teamPagePreviewDocument, teamPageSchema, type TeamLayout, type TeamPersonInput } from "@/lib/tools/team-page";
import { ColourField, CopyAction } from "./SnippetParts";
import { copyPlainText } from "./snippet-copy";

export type TeamPageLabels = {
  heading: string;
  defaultHeading: string;
  people: string;
  /** "Person {n}" */
  person: string;
  name: string;
  title: string;
  photoUrl: string;
  photoHint: string;
  addPerson: string;
  removePerson: string;
  moveUp: string;
  moveDown: string;
  limitReached: string;
  design: string;
  layout: string;
  layouts: Record<TeamLayout, string>;
  accent: string;
  background: string;
  picker: string;
  preview: string;
  previewEmpty: string;
  snippet: string;
  copy: string;
  copied: string;
  copyFailed: string;
  copyHelp: string;
  errors: Record<"required" | "tooLong" | "urlInvalid" | "colourInvalid" | "tooManyPeople" | "invalid", string>;
};

type Row = TeamPersonInput & { id: number };

export function TeamPageGenerator({ locale, labels }: { locale: Locale; labels: TeamPageLabels }) {
  const nextId = useRef(1);
  const [heading, setHeading] = useState(labels.defaultHeading);
  const [people, setPeople] = useState<Row[]>([]);
  const [layout, setLayout] = useState<TeamLayout>("grid");
  const [accent, setAccent] = useState("#4f46e5");
  const [background, setBackground] = useState("#ffffff");
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const result = useMemo(() => {
    const parsed = teamPageSchema.safeParse({ heading, layout, accent, background, people: people.map(({ name, title, photoUrl }) => ({ name, title, photoUrl })) });
    if (!parsed.success) return { errors: errorKeys(parsed.error), html: null };
    return { errors: {} as Record<string, string>, html: teamPageHtml(parsed.data) };
  }, [heading, layout, accent, background, people]);

  const message = (code: string | undefined) => (code ? (labels.errors[code as keyof TeamPageLabels["errors"]] ?? labels.errors.invalid) : undefined);
  /** A field's message once the person has been there or typed something. */
  const errorOf = (key: string, value: string) => (touched.has(key) || value ? message(result.errors[key]) : undefined);
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));

  const full = people.length >= MAX_PEOPLE;
  const add = () => {
    if (full) return;
    setPeople((p) => [...p, { id: nextId.current++, name: "", title: "", photoUrl: "" }]);
  };
  const update = (id: number, field: keyof TeamPersonInput, value: string) => setPeople((p) => p.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
  const remove = (id: number) => setPeople((p) => p.filter((r) => r.id !== id));
  const move = (index: number, by: -1 | 1) =>
    setPeople((p) => {
      const to = index + by;
      if (to < 0 || to >= p.length) return p;
      const copy = [...p];
      [copy[index], copy[to]] = [copy[to]!, copy[index]!];
      return copy;
    });

  const small = buttonClassName({ variant: "ghost", size: "sm" });

  return (
    <div lang={locale} className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]" data-testid="teampage-generator">
      <form className="flex flex-col gap-8" onSubmit={(e) => e.preventDefault()} noValidate>
        <Field label={labels.heading} error={errorOf("heading", heading)}>
          {(id) => <input id={id} className={inputClass} value={heading} onChange={(e) => setHeading(e.target.value)} />}
        </Field>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{labels.people}</legend>
          <ol className="flex flex-col gap-4">
            {people.map((row, i) => (
              <li key={row.id} data-testid={`teampage-person-${i}`} className="rounded-xl border border-line bg-paper p-4">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink">{labels.person.replace("{n}", String(i + 1))}</span>
                  <span className="flex gap-1">
                    <button type="button" className={small} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${labels.moveUp}: ${labels.person.replace("{n}", String(i + 1))}`}>↑</button>
                    <button type="button" className={small} disabled={i === people.length - 1} onClick={() => move(i, 1)} aria-label={`${labels.moveDown}: ${labels.person.replace("{n}", String(i + 1))}`}>↓</button>
                    <button type="button" className={small} onClick={() => remove(row.id)}>{labels.removePerson}</button>
                  </span>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label={labels.name} error={errorOf(`people.${i}.name`, row.name)}>
                    {(id) => <input id={id} className={inputClass} value={row.name} onChange={(e) => update(row.id, "name", e.target.value)} onBlur={() => touch(`people.${i}.name`)} />}
                  </Field>
                  <Field label={labels.title} error={errorOf(`people.${i}.title`, row.title ?? "")}>
                    {(id) => <input id={id} className={inputClass} value={row.title} onChange={(e) => update(row.id, "title", e.target.value)} />}
                  </Field>
                  <div className="sm:col-span-2">
                    <Field label={labels.photoUrl} hint={labels.photoHint} error={errorOf(`people.${i}.photoUrl`, row.photoUrl ?? "")}>
                      {(id) => <input id={id} type="url" inputMode="url" placeholder="https://" className={inputClass} value={row.photoUrl} onChange={(e) => update(row.id, "photoUrl", e.target.value)} />}
                    </Field>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" data-testid="teampage-add-person" className={buttonClassName({ variant: "secondary" })} disabled={full} onClick={add}>{labels.addPerson}</button>
            {full && <p className="text-sm text-ink-soft" role="status">{labels.limitReached}</p>}
          </div>
          {result.errors.people === "tooManyPeople" && <p className="text-sm text-danger" role="alert">{labels.errors.tooManyPeople}</p>}
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{labels.design}</legend>
          <Field label={labels.layout}>
            {(id) => (
              <select id={id} className={inputClass} value={layout} onChange={(e) => setLayout(e.target.value as TeamLayout)}>
                {TEAM_LAYOUTS.map((l) => <option key={l} value={l}>{labels.layouts[l]}</option>)}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label={labels.accent} pickerLabel={`${labels.accent} (${labels.picker})`} value={accent} error={errorOf("accent", accent)} onChange={setAccent} />
            <ColourField label={labels.background} pickerLabel={`${labels.background} (${labels.picker})`} value={background} error={errorOf("background", background)} onChange={setBackground} />
          </div>
        </fieldset>
      </form>

      <section aria-labelledby="teampage-preview-title" className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        <h2 id="teampage-preview-title" className="text-lg font-semibold text-ink">{labels.preview}</h2>
        {result.html ? (
          <iframe sandbox="" title={labels.preview} data-testid="teampage-preview" srcDoc={teamPagePreviewDocument(result.html)} className="h-96 w-full rounded-xl border border-line bg-white" />
        ) : (
          <p data-testid="teampage-preview-empty" className="flex h-96 items-center justify-center rounded-xl border border-dashed border-line p-6 text-center text-ink-soft">{labels.previewEmpty}</p>
        )}
        <Field label={labels.snippet}>
          {(id) => <textarea id={id} readOnly rows={8} data-testid="teampage-snippet" className="rounded-lg border border-line bg-mist p-3 font-mono text-xs text-ink" value={result.html ?? ""} />}
        </Field>
        <div className="flex flex-wrap items-start gap-3">
          <CopyAction testId="teampage-copy" label={labels.copy} copiedLabel={labels.copied} failedLabel={labels.copyFailed} disabled={!result.html} copy={() => copyPlainText(result.html ?? "")} onCopied={() => track("tool_used", { tool: "team-page", locale })} />
        </div>
        <p className="text-sm text-ink-soft">{labels.copyHelp}</p>
      </section>
    </div>
  );
}
