"use client";

import { useActionState, useEffect, useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/http/action";
import { personalInfoAction } from "@/lib/shoots/actions";
import { useOnboarding } from "@/stores/onboarding";
import { FormErrors } from "./FormErrors";

export type InfoChoices = { gender: readonly string[]; ageRange: readonly string[]; eyeColor: readonly string[]; glasses: readonly string[]; headshotFormat: readonly string[] };
type Values = Record<"name" | keyof InfoChoices, string>;

function Choice({ name, legend, options, value, onChange, error }: { name: keyof InfoChoices; legend: string; options: { value: string; label: string }[]; value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-err` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/30">
            <input type="radio" className="sr-only" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p id={`${id}-err`} className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

/**
 * asksAppearance: the active engine draws the person, so eye colour and glasses are asked and
 * required; otherwise the person's own photos decide them and the form does not ask.
 */
export function PersonalInfoForm({ shootId, saved, choices, asksAppearance }: { shootId: string; saved: Values; choices: InfoChoices; asksAppearance: boolean }) {
  const t = useTranslations("Upload.personalInfo");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(personalInfoAction, {});
  const { draft, setDraft, shootId: draftShoot } = useOnboarding();
  const [values, setValues] = useState<Values>(saved);
  // unsaved answers from before a reload win over the saved ones, for this shoot only
  useEffect(() => {
    if (draftShoot === shootId && Object.keys(draft).length) setValues((v) => ({ ...v, ...draft }) as Values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftShoot, shootId]);
  useEffect(() => {
    if (state.values) setValues((v) => ({ ...v, ...state.values }) as Values);
  }, [state.values]);
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDraft(field, value);
  };
  const options = (field: keyof InfoChoices) => choices[field].map((value) => ({ value, label: t(`${field}.options.${value}` as never) }));
  // field → message key of Upload.personalInfo (required, nameInvalid, invalidChoice)
  const fe: Partial<Record<keyof Values, string>> = Object.fromEntries(Object.entries(state.fieldErrors ?? {}).map(([field, key]) => [field, t(key as "required")]));
  const nameId = useId();
  return (
    <form action={action} className="flex max-w-2xl flex-col gap-6" noValidate>
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      <FormErrors state={state} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={nameId} className="text-sm font-medium text-ink">{t("name.label")}</label>
        <input
          id={nameId}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          aria-invalid={fe.name ? true : undefined}
          aria-describedby={fe.name ? `${nameId}-err` : undefined}
          className={`h-11 max-w-md rounded-lg border bg-paper px-3 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 ${fe.name ? "border-danger" : "border-line"}`}
        />
        {fe.name && <p id={`${nameId}-err`} className="text-sm text-danger">{fe.name}</p>}
      </div>
      <Choice name="gender" legend={t("gender.label")} options={options("gender")} value={values.gender} onChange={set("gender")} error={fe.gender} />
      <Choice name="ageRange" legend={t("ageRange.label")} options={options("ageRange")} value={values.ageRange} onChange={set("ageRange")} error={fe.ageRange} />
      {asksAppearance && (
        <>
          <Choice name="eyeColor" legend={t("eyeColor.label")} options={options("eyeColor")} value={values.eyeColor} onChange={set("eyeColor")} error={fe.eyeColor} />
          <Choice name="glasses" legend={t("glasses.label")} options={options("glasses")} value={values.glasses} onChange={set("glasses")} error={fe.glasses} />
        </>
      )}
      <Choice name="headshotFormat" legend={t("headshotFormat.label")} options={options("headshotFormat")} value={values.headshotFormat} onChange={set("headshotFormat")} error={fe.headshotFormat} />
      <Button type="submit" loading={pending} className="self-start">{t("continue")}</Button>
    </form>
  );
}
