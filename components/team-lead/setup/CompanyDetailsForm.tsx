"use client";

import { useActionState, useEffect, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActionState, FormAction } from "@/lib/http/action";
import { companyDetailsAction } from "@/lib/teams/setup-actions";
import { useOrganizationDrafts } from "@/stores/organization";
import { Field, inputClass, StepError, useSetupMessages } from "./fields";

export const COMPANY_FIELDS = ["name", "website", "teamSize", "address", "city", "postalCode", "country", "billingEmail", "vatId"] as const;
export type CompanyValues = Record<(typeof COMPANY_FIELDS)[number], string>;

/**
 * The company details: what was saved, overlaid with what this person typed and did not save yet
 * (the organization store, so a reload keeps it), and after a refusal with what was sent.
 */
export function CompanyDetailsForm({ owner, saved, teamSizes, countries, save, submitLabel, namespaces, children, onState }: {
  owner: string;
  saved: CompanyValues;
  teamSizes: readonly string[];
  countries: { value: string; label: string }[];
  /** Another action than the wizard's (the settings page's company tab); it keeps no drafts. */
  save?: FormAction;
  submitLabel?: string;
  /** Where refusals are looked up first (default the wizard's TeamSetup). */
  namespaces?: string[];
  /** Fields after the wizard's (the settings page's phone and logo); they get the state to show their errors. */
  children?: (state: ActionState) => ReactNode;
  onState?: (state: ActionState) => void;
}) {
  const t = useTranslations("TeamSetup");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(save ?? companyDetailsAction, {});
  const { field } = useSetupMessages(...(namespaces ?? []));
  const { claim, setCompany } = useOrganizationDrafts();
  const [values, setValues] = useState<CompanyValues>(saved);
  useEffect(() => {
    onState?.(state);
  }, [state, onState]);
  useEffect(() => {
    if (save) return;
    claim(owner);
    const d = useOrganizationDrafts.getState().company;
    if (Object.keys(d).length) setValues((v) => ({ ...v, ...d }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, save]);
  useEffect(() => {
    if (state.values) setValues((v) => ({ ...v, ...state.values }));
  }, [state.values]);
  const set = (name: keyof CompanyValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (!save) setCompany(name, value);
  };
  const text = (name: keyof CompanyValues, label: string, options: { hint?: string; autoComplete?: string; type?: string; className?: string; maxLength?: number } = {}) => (
    <Field label={label} hint={options.hint} error={field(state, name)} className={options.className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength ?? 200}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
        />
      )}
    </Field>
  );
  return (
    <form action={action} className="flex max-w-2xl flex-col gap-5" noValidate data-testid="company-form">
      <input type="hidden" name="locale" value={locale} />
      <StepError state={state} namespaces={namespaces} />
      {text("name", t("company.name"), { autoComplete: "organization", maxLength: 100 })}
      {text("website", t("company.website"), { hint: t("company.websiteHint"), autoComplete: "url", type: "text" })}
      <Field label={t("company.teamSize")} error={field(state, "teamSize")}>
        {({ id, describedBy, invalid }) => (
          <select id={id} name="teamSize" value={values.teamSize} onChange={(e) => set("teamSize")(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={inputClass(invalid)}>
            <option value="">{t("company.teamSizePlaceholder")}</option>
            {teamSizes.map((size) => <option key={size} value={size}>{t("company.teamSizeOption", { size })}</option>)}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t("company.billing")}</legend>
        {text("address", t("company.address"), { autoComplete: "street-address" })}
        <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
          {text("postalCode", t("company.postalCode"), { autoComplete: "postal-code", maxLength: 20 })}
          {text("city", t("company.city"), { autoComplete: "address-level2", maxLength: 100 })}
        </div>
        <Field label={t("company.country")} error={field(state, "country")}>
          {({ id, describedBy, invalid }) => (
            <select id={id} name="country" autoComplete="country" value={values.country} onChange={(e) => set("country")(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={inputClass(invalid)}>
              <option value="">{t("company.countryPlaceholder")}</option>
              {countries.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
          )}
        </Field>
        {text("billingEmail", t("company.billingEmail"), { hint: t("company.billingEmailHint"), autoComplete: "email", type: "email", maxLength: 254 })}
        {text("vatId", t("company.vatId"), { hint: t("company.vatIdHint"), maxLength: 30 })}
      </fieldset>
      {children?.(state)}
      <Button type="submit" loading={pending} className="self-start">{submitLabel ?? t("continue")}</Button>
    </form>
  );
}
