"use client";
// The settings page's headshots tab: delete everything after 30 days (irreversible, the organisation's
// name typed to switch it on), hide the editor from members, require full-body photos, and the automatic
// re-invite every N months.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { FormAction } from "@/lib/http/action";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { Field, inputClass, StepError, useSetupMessages } from "../setup/fields";
import { SETTINGS_NAMESPACES } from "./CompanySettingsForm";

export type HeadshotsValues = { hideEditor: boolean; requireFullBody: boolean; reinviteMonths: number | null; deleteDataAfter30Days: boolean };

function Toggle({ name, label, hint, defaultChecked, disabled, onChange }: { name: string; label: string; hint: string; defaultChecked: boolean; disabled?: boolean; onChange?: (on: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line p-4">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)} className="mt-1 size-4" />
      <span>
        <span className="block font-medium text-ink">{label}</span>
        <span className="block text-sm text-ink-soft">{hint}</span>
      </span>
    </label>
  );
}

export function HeadshotsForm({ saved, organization, save }: { saved: HeadshotsValues; organization: string; save: FormAction }) {
  const t = useTranslations("TeamSettings.headshots");
  const locale = useLocale();
  const { state, run, pending } = useRefreshingAction(save);
  const { field } = useSetupMessages(...SETTINGS_NAMESPACES);
  const [deleting, setDeleting] = useState(false);
  const [reinvite, setReinvite] = useState(saved.reinviteMonths !== null);
  const locked = saved.deleteDataAfter30Days;
  return (
    <form action={run} className="flex max-w-2xl flex-col gap-4" data-testid="headshots-form">
      <input type="hidden" name="locale" value={locale} />
      <StepError state={state} namespaces={SETTINGS_NAMESPACES} />
      {state.ok && <Alert variant="success" role="status">{t("saved")}</Alert>}
      {locked ? (
        <div className="rounded-[var(--radius-card)] border border-line bg-mist/50 p-4" data-testid="delete-locked">
          {/* The switch is on for good: posted as on so the other settings can be saved. */}
          <input type="hidden" name="deleteDataAfter30Days" value="on" />
          <p className="font-medium text-ink">{t("deleteAll")}</p>
          <p className="text-sm text-ink-soft">{t("deleteLocked")}</p>
        </div>
      ) : (
        <>
          <Toggle name="deleteDataAfter30Days" label={t("deleteAll")} hint={t("deleteAllHint")} defaultChecked={false} onChange={setDeleting} />
          {deleting && (
            <Alert variant="warning">
              <Field label={t("confirmLabel", { organization })} hint={t("confirmHint")} error={field(state, "confirmation")}>
                {({ id, describedBy, invalid }) => <input id={id} name="confirmation" autoComplete="off" aria-describedby={describedBy} className={inputClass(invalid)} />}
              </Field>
            </Alert>
          )}
        </>
      )}
      <Toggle name="hideEditor" label={t("hideEditor")} hint={t("hideEditorHint")} defaultChecked={saved.hideEditor} />
      <Toggle name="requireFullBody" label={t("requireFullBody")} hint={t("requireFullBodyHint")} defaultChecked={saved.requireFullBody} />
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-4">
        <label className="flex items-start gap-3">
          <input type="checkbox" name="reinvite" defaultChecked={reinvite} onChange={(e) => setReinvite(e.target.checked)} className="mt-1 size-4" />
          <span>
            <span className="block font-medium text-ink">{t("reinvite")}</span>
            <span className="block text-sm text-ink-soft">{t("reinviteHint")}</span>
          </span>
        </label>
        {reinvite && (
          <Field label={t("reinviteMonths")} error={field(state, "reinviteMonths")}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name="reinviteMonths" type="number" min={1} max={60} step={1} defaultValue={saved.reinviteMonths ?? 12} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={`${inputClass(invalid)} max-w-32`} />
            )}
          </Field>
        )}
      </div>
      <Button type="submit" loading={pending} className="self-start">{t("save")}</Button>
    </form>
  );
}
