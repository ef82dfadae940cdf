"use client";
// The playground's form (/admin/playground): a photo, a catalogue style and an output size; the run's
// result is read again by the page (its audit row) once the action worked.
import { useLocale } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { useActionMessage } from "@/components/ui/form-alert";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import type { FormAction } from "@/lib/http/action";

type Option = { value: string; label: string };

export function EnginePlaygroundForm({ action, styles, sizes, labels }: {
  action: FormAction;
  styles: Option[];
  sizes: Option[];
  labels: { photo: string; photoHint: string; style: string; size: string; run: string; done: string };
}) {
  const locale = useLocale();
  const message = useActionMessage("BackofficeEngine", "Backoffice");
  const { state, run, pending, values, fieldErrors } = useRefreshingAction(action);
  const error = (name: string) => (fieldErrors[name] ? message(fieldErrors[name]!) : undefined);
  return (
    <form action={run} className="flex max-w-xl flex-col gap-4" data-testid="playground-form">
      <input type="hidden" name="locale" value={locale} />
      <Field label={labels.photo} hint={labels.photoHint} error={error("photo")}>
        {(id) => <input id={id} name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif" required className="text-sm" data-testid="playground-photo" />}
      </Field>
      <Field label={labels.style} error={error("styleId")}>
        {(id) => (
          <select id={id} name="styleId" defaultValue={values.styleId ?? styles[0]?.value} className={inputClass} required>
            {styles.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        )}
      </Field>
      <Field label={labels.size} error={error("size")}>
        {(id) => (
          <select id={id} name="size" defaultValue={values.size ?? sizes[0]?.value} className={inputClass}>
            {sizes.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        )}
      </Field>
      <div className="flex flex-col gap-1">
        <div><Button type="submit" loading={pending}>{labels.run}</Button></div>
        {state.error && <p role="alert" className="max-w-md text-sm text-danger">{message(state.error, state.errorValues)}</p>}
        {state.ok && <p role="status" className="max-w-md text-sm text-success">{labels.done}</p>}
      </div>
    </form>
  );
}
