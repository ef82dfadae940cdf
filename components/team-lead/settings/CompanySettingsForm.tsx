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

const MAX_LOGO_BYTES = 5 * 1024 * 1024;
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
  const [tooLarge, setTooLarge] = useState(false);
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
            <Field label={t("logo")} hint={t("logoHint")} error={tooLarge ? message("LOGO_TOO_LARGE", { maxMb: 5 }) : undefined}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="logo"
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    const big = Boolean(file && file.size > MAX_LOGO_BYTES);
                    setTooLarge(big);
                    if (big) e.target.value = "";
                  }}
                  className="text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-paper file:px-3 file:py-2 file:text-sm file:font-medium"
                />
              )}
            </Field>
            {logoUrl && (
              <div className="flex items-center gap-4 rounded-lg border border-line p-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring storage URL */}
                <img src={logoUrl} alt={t("currentLogo")} className="h-12 max-w-48 object-contain" />
                <label className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" name="removeLogo" value="1" />
                  {t("removeLogo")}
                </label>
              </div>
            )}
          </>
        )}
      </CompanyDetailsForm>
    </div>
  );
}
