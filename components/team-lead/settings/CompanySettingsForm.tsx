"use client";
// The settings page's company tab: the wizard's company form (the same fields, schema and messages)
// with the phone and the logo after it, saved by the settings action.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { ActionState, FormAction } from "@/lib/http/action";
import { CompanyDetailsForm, type CompanyValues } from "../setup/CompanyDetailsForm";
import { Field, inputClass, useSetupMessages } from "../setup/fields";
import { LogoField } from "../setup/LogoField";

export const SETTINGS_NAMESPACES = ["TeamSettings", "TeamSetup", "TeamMembers", "TeamLead"];

export function CompanySettingsForm({ owner, saved, phone, logoUrl, teamSizes, countries, save }: {
  owner: string;
  saved: CompanyValues;
  phone: string;
  logoUrl: string | null;
  teamSizes: readonly string[];
  countries: { value: string; label: string }[];
  save: FormAction;
}) {
  const t = useTranslations("TeamSettings.company");
  const { field, message } = useSetupMessages(...SETTINGS_NAMESPACES);
  const router = useRouter();
  const [done, setDone] = useState<ActionState | null>(null);
  const onState = useCallback(
    (state: ActionState) => {
      if (state.ok && state !== done) {
        setDone(state);
        router.refresh();
      }
    },
    [done, router],
  );
  return (
    <div className="flex flex-col gap-4">
      {done && <Alert variant="success" role="status">{t("saved")}</Alert>}
      <CompanyDetailsForm owner={owner} saved={saved} teamSizes={teamSizes} countries={countries} save={save} submitLabel={t("save")} namespaces={SETTINGS_NAMESPACES} onState={onState}>
        {(state) => (
          <>
            <Field label={t("phone")} hint={t("phoneHint")} error={field(state, "phone")}>
              {({ id, describedBy, invalid }) => (
                <input id={id} name="phone" type="tel" autoComplete="tel" maxLength={40} defaultValue={state.values?.phone ?? phone} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={inputClass(invalid)} />
              )}
            </Field>
            <LogoField logoUrl={logoUrl} label={t("logo")} hint={t("logoHint")} tooLarge={message("LOGO_TOO_LARGE", { maxMb: 5 })} currentLogo={t("currentLogo")} removeLogo={t("removeLogo")} />
          </>
        )}
      </CompanyDetailsForm>
    </div>
  );
}
