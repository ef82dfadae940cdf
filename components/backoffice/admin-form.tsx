"use client";
// Every back-office form: fields described as data (the page translates the labels on the server), one
// admin action (lib/backoffice/action.ts), field errors and the refusal in the admin's language (the
// screen's namespace `errors.<key>`, then `Backoffice.errors`, then the shared `Errors.form`), what
// was typed kept after a refusal, and the page's data read again once it worked.
//
// A destructive form names what will happen: with `confirm`, the button opens a dialog saying it
// (title, the consequences, the confirming button's words) and only its confirm button submits.
//
//   <AdminForm action={grantCreditsAction} namespace="BackofficeUsers" submitLabel={t("grant")}
//     fields={[{ kind: "hidden", name: "userId", value: user.id },
//              { kind: "number", name: "amount", label: t("amount"), min: 1, required: true },
//              { kind: "text", name: "reason", label: t("reason"), required: true }]} />
import { useLocale } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-styles";
import { cx } from "@/components/ui/cx";
import { Field, inputClass } from "@/components/ui/field";
import { useActionMessage } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import type { FormAction } from "@/lib/http/action";

type Common = { name: string; label: string; hint?: string; required?: boolean };
export type AdminField =
  | (Common & { kind: "text" | "email" | "url" | "password"; defaultValue?: string; placeholder?: string; maxLength?: number })
  | (Common & { kind: "number"; defaultValue?: string | number; min?: number; max?: number; step?: number | "any" })
  | (Common & { kind: "date" | "datetime-local"; defaultValue?: string })
  | (Common & { kind: "textarea"; defaultValue?: string; rows?: number; maxLength?: number; mono?: boolean })
  | (Common & { kind: "select"; options: readonly { value: string; label: string }[]; defaultValue?: string })
  | (Common & { kind: "checkbox"; defaultChecked?: boolean })
  /** An upload (the action reads it from its FormData); never kept after a refusal. */
  | (Common & { kind: "file"; accept?: string })
  | { kind: "hidden"; name: string; value: string };

export type AdminConfirm = { title: string; body: string; confirmLabel: string; cancelLabel: string };

export type AdminFormProps = {
  action: FormAction;
  /** The screen's messages namespace (its `errors.<CODE>` and field-error keys). */
  namespace: string;
  fields: readonly AdminField[];
  submitLabel: string;
  /** Said once the action worked (with the action's `detail`, if it gave one, after it). */
  successMessage?: string;
  confirm?: AdminConfirm;
  variant?: ButtonVariant;
  /** "inline": one row of small controls (a button with hidden fields, a row action). */
  layout?: "stack" | "inline";
  testId?: string;
};

export function AdminForm({ action, namespace, fields, submitLabel, successMessage, confirm, variant, layout = "stack", testId }: AdminFormProps) {
  const locale = useLocale();
  const message = useActionMessage(namespace, "Backoffice");
  const { state, run, pending, values, fieldErrors } = useRefreshingAction(action);
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const inline = layout === "inline";
  const buttonVariant = variant ?? (confirm ? "danger" : "primary");
  const value = (name: string, fallback: string | number | undefined) => values[name] ?? (fallback === undefined ? undefined : String(fallback));

  return (
    <form ref={form} action={run} className={cx(inline ? "inline-flex flex-wrap items-end gap-2" : "flex max-w-xl flex-col gap-4")} data-testid={testId} noValidate={false}>
      <input type="hidden" name="locale" value={locale} />
      {fields.map((f) => {
        if (f.kind === "hidden") return <input key={f.name} type="hidden" name={f.name} value={f.value} />;
        const error = fieldErrors[f.name] ? message(fieldErrors[f.name]!) : undefined;
        if (f.kind === "checkbox") {
          const checked = values[f.name] !== undefined ? values[f.name] === "on" || values[f.name] === "true" : f.defaultChecked;
          return (
            <label key={f.name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={f.name} defaultChecked={checked} className="size-4" />
              <span>{f.label}</span>
              {error && <span className="text-danger" role="alert">{error}</span>}
            </label>
          );
        }
        return (
          <Field key={f.name + (state.ok ? ":done" : "")} label={f.label} hint={f.hint} error={error}>
            {(id) => <Control field={f} id={id} invalid={Boolean(error)} value={value(f.name, "defaultValue" in f ? f.defaultValue : undefined)} />}
          </Field>
        );
      })}
      <div className="flex flex-col gap-1">
        <div>
          {confirm ? (
            <Button type="button" size={inline ? "sm" : "md"} variant={buttonVariant} loading={pending} onClick={() => (form.current?.reportValidity() ?? true) && setAsking(true)}>
              {submitLabel}
            </Button>
          ) : (
            <Button type="submit" size={inline ? "sm" : "md"} variant={buttonVariant} loading={pending}>{submitLabel}</Button>
          )}
        </div>
        {state.error && <p role="alert" className="max-w-md text-sm text-danger">{message(state.error, state.errorValues)}</p>}
        {state.ok && successMessage && <p role="status" className="max-w-md text-sm text-success">{successMessage}{state.detail ? ` ${state.detail}` : ""}</p>}
      </div>
      {confirm && (
        <Modal open={asking} onClose={() => setAsking(false)} title={confirm.title} description={confirm.body} size="sm"
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => setAsking(false)}>{confirm.cancelLabel}</Button>
              <Button type="button" variant={buttonVariant} data-testid="confirm-action" onClick={() => { setAsking(false); form.current?.requestSubmit(); }}>{confirm.confirmLabel}</Button>
            </>
          }
        />
      )}
    </form>
  );
}

type ControlField = Exclude<AdminField, { kind: "hidden" } | { kind: "checkbox" }>;

function Control({ field: f, id, invalid, value }: { field: ControlField; id: string; invalid: boolean; value: string | undefined }) {
  const common = { id, name: f.name, required: f.required, defaultValue: value, "aria-invalid": invalid || undefined } as const;
  switch (f.kind) {
    case "textarea":
      return <textarea {...common} rows={f.rows ?? 4} maxLength={f.maxLength} className={cx(inputClass, "h-auto py-2", f.mono && "font-mono text-sm")} />;
    case "select":
      return (
        <select {...common} className={inputClass}>
          {f.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      );
    case "number":
      return <input {...common} type="number" inputMode="decimal" min={f.min} max={f.max} step={f.step} className={inputClass} />;
    case "date":
    case "datetime-local":
      return <input {...common} type={f.kind} className={inputClass} />;
    case "file":
      return <input id={id} name={f.name} type="file" accept={f.accept} required={f.required} aria-invalid={invalid || undefined} className={cx(inputClass, "h-auto py-2")} data-testid={`file-${f.name}`} />;
    default:
      return <input {...common} type={f.kind} maxLength={f.maxLength} placeholder={f.placeholder} className={inputClass} />;
  }
}
