"use client";
// The signed file link form (/admin/sign-image): key and lifetime in, the link and its expiry out.
import { useFormatter, useLocale } from "next-intl";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState, FormAction } from "@/lib/http/action";

export function SignImageForm({ action, units, labels }: {
  action: FormAction;
  units: { value: string; label: string }[];
  labels: { key: string; keyHint: string; lifetime: string; range: string; unit: string; submit: string; url: string; expires: string };
}) {
  const locale = useLocale();
  const format = useFormatter();
  const message = useActionMessage("BackofficeEngine", "Backoffice");
  const [state, run, pending] = useActionState<ActionState, FormData>(action, {});
  const values = state.values ?? {};
  const fieldErrors = state.fieldErrors ?? {};
  const error = (name: string) => (fieldErrors[name] ? message(fieldErrors[name]!) : undefined);
  const signed = state.ok && state.detail ? (JSON.parse(state.detail) as { url: string; expiresAt: string }) : null;
  return (
    <div className="flex flex-col gap-6">
      <form action={run} className="flex max-w-xl flex-col gap-4" data-testid="sign-image-form">
        <input type="hidden" name="locale" value={locale} />
        <Field label={labels.key} hint={labels.keyHint} error={error("key")}>
          {(id) => <input id={id} name="key" type="text" required maxLength={1024} defaultValue={values.key} className={`${inputClass} font-mono`} />}
        </Field>
        <div className="flex flex-wrap items-start gap-3">
          <Field label={labels.lifetime} hint={labels.range} error={error("lifetime")}>
            {(id) => <input id={id} name="lifetime" type="number" inputMode="numeric" min={1} step={1} required defaultValue={values.lifetime ?? "60"} className={inputClass} />}
          </Field>
          <Field label={labels.unit} error={error("unit")}>
            {(id) => (
              <select id={id} name="unit" defaultValue={values.unit ?? "minutes"} className={inputClass}>
                {units.map((u) => <option key={u.value} value={u.value}>{u.label}</option>)}
              </select>
            )}
          </Field>
        </div>
        <div className="flex flex-col gap-1">
          <div><Button type="submit" loading={pending}>{labels.submit}</Button></div>
          {state.error && <p role="alert" className="max-w-md text-sm text-danger">{message(state.error, state.errorValues)}</p>}
        </div>
      </form>
      {signed && (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="signed-link">
          <dt className="text-sm text-ink-soft">{labels.url}</dt>
          <dd className="break-all font-mono text-sm"><a href={signed.url} target="_blank" rel="noreferrer" className="underline">{signed.url}</a></dd>
          <dt className="text-sm text-ink-soft">{labels.expires}</dt>
          <dd className="text-sm" data-testid="signed-expiry">{format.dateTime(new Date(signed.expiresAt), { dateStyle: "medium", timeStyle: "medium" })}</dd>
        </dl>
      )}
    </div>
  );
}
