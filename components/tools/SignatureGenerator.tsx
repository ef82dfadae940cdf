"use client";
// The email signature generator's island (/tools/free-email-signature-generator): the form, the
// live preview in a sandboxed frame (the signature's HTML never mixes with the page's styles or
// scripts), and the two copy buttons. Strings come from the page as `labels` (no next-intl here).
import { track } from "@/lib/analytics/events";
import { useMemo, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import type { Locale } from "@/lib/i18n/config";
import { errorKeys } from "@/lib/tools/snippet-html";
import { SIGNATURE_DEFAULTS, SIGNATURE_LAYOUTS, signatureHtml, signaturePreviewDocument, signatureSchema, signatureText, type SignatureInput, type SignatureLayout } from "@/lib/tools/signature";
import { ColourField, CopyAction } from "./SnippetParts";
import { copyPlainText, copyRichHtml } from "./snippet-copy";

type TextField = "name" | "title" | "company" | "phone" | "email" | "website" | "linkedin" | "x" | "other" | "photoUrl";

export type SignatureLabels = {
  details: string;
  links: string;
  design: string;
  fields: Record<TextField, string>;
  hints: { photoUrl: string; links: string };
  layout: string;
  layouts: Record<SignatureLayout, string>;
  accent: string;
  text: string;
  picker: string;
  preview: string;
  previewEmpty: string;
  copyRich: string;
  copySource: string;
  copied: string;
  copyFailed: string;
  copyHelp: string;
  errors: Record<"required" | "tooLong" | "urlInvalid" | "emailInvalid" | "phoneInvalid" | "colourInvalid" | "invalid", string>;
};

const DETAILS: { key: TextField; type: string; autoComplete: string }[] = [
  { key: "name", type: "text", autoComplete: "name" },
  { key: "title", type: "text", autoComplete: "organization-title" },
  { key: "company", type: "text", autoComplete: "organization" },
  { key: "phone", type: "tel", autoComplete: "tel" },
  { key: "email", type: "email", autoComplete: "email" },
];
const LINKS: TextField[] = ["website", "linkedin", "x", "other", "photoUrl"];

export function SignatureGenerator({ locale, labels }: { locale: Locale; labels: SignatureLabels }) {
  const [values, setValues] = useState<SignatureInput>(SIGNATURE_DEFAULTS);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const result = useMemo(() => {
    const parsed = signatureSchema.safeParse(values);
    if (!parsed.success) return { errors: errorKeys(parsed.error), html: null, text: "" };
    return { errors: {} as Record<string, string>, html: signatureHtml(parsed.data), text: signatureText(parsed.data) };
  }, [values]);

  const set = (key: keyof SignatureInput, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
  /** A field's message once the person has been there (or typed something), in their language. */
  const errorOf = (key: string): string | undefined => {
    const code = result.errors[key];
    if (!code || (!touched.has(key) && !String(values[key as keyof SignatureInput] ?? ""))) return undefined;
    return labels.errors[code as keyof SignatureLabels["errors"]] ?? labels.errors.invalid;
  };

  const input = (key: TextField, type = "url", autoComplete = "url", hint?: string) => (
    <Field key={key} label={labels.fields[key]} hint={hint} error={errorOf(key)}>
      {(id) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === "url" ? "url" : undefined}
          placeholder={type === "url" ? "https://" : undefined}
          className={inputClass}
          value={String(values[key] ?? "")}
          aria-invalid={errorOf(key) ? true : undefined}
          onChange={(e) => set(key, e.target.value)}
          onBlur={() => touch(key)}
        />
      )}
    </Field>
  );

  return (
    <div lang={locale} className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]" data-testid="signature-generator">
      <form className="flex flex-col gap-8" onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{labels.details}</legend>
          {DETAILS.map((f) => input(f.key, f.type, f.autoComplete))}
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{labels.links}</legend>
          <p className="text-sm text-ink-soft">{labels.hints.links}</p>
          {LINKS.map((key) => input(key, "url", "url", key === "photoUrl" ? labels.hints.photoUrl : undefined))}
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{labels.design}</legend>
          <Field label={labels.layout}>
            {(id) => (
              <select id={id} className={inputClass} value={values.layout} onChange={(e) => set("layout", e.target.value)}>
                {SIGNATURE_LAYOUTS.map((l) => <option key={l} value={l}>{labels.layouts[l]}</option>)}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label={labels.accent} pickerLabel={`${labels.accent} (${labels.picker})`} value={values.accent} error={errorOf("accent")} onChange={(v) => set("accent", v)} />
            <ColourField label={labels.text} pickerLabel={`${labels.text} (${labels.picker})`} value={values.text} error={errorOf("text")} onChange={(v) => set("text", v)} />
          </div>
        </fieldset>
      </form>

      <section aria-labelledby="signature-preview-title" className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        <h2 id="signature-preview-title" className="text-lg font-semibold text-ink">{labels.preview}</h2>
        {result.html ? (
          <iframe
            sandbox=""
            title={labels.preview}
            data-testid="signature-preview"
            srcDoc={signaturePreviewDocument(result.html)}
            className="h-72 w-full rounded-xl border border-line bg-white"
          />
        ) : (
          <p data-testid="signature-preview-empty" className="flex h-72 items-center justify-center rounded-xl border border-dashed border-line p-6 text-center text-ink-soft">{labels.previewEmpty}</p>
        )}
        <div className="flex flex-wrap items-start gap-3">
          <CopyAction testId="signature-copy-rich" label={labels.copyRich} copiedLabel={labels.copied} failedLabel={labels.copyFailed} disabled={!result.html} copy={() => copyRichHtml(result.html ?? "", result.text)} onCopied={() => track("tool_used", { tool: "email-signature", locale })} />
          <CopyAction testId="signature-copy-source" variant="secondary" label={labels.copySource} copiedLabel={labels.copied} failedLabel={labels.copyFailed} disabled={!result.html} copy={() => copyPlainText(result.html ?? "")} onCopied={() => track("tool_used", { tool: "email-signature", locale })} />
        </div>
        <p className="text-sm text-ink-soft">{labels.copyHelp}</p>
      </section>
    </div>
  );
}
