"use client";
// The settings page's security tab: MFA for the organisation's team leads (a code by email at sign-in).
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { FormAction } from "@/lib/http/action";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { StepError } from "../setup/fields";
import { SETTINGS_NAMESPACES } from "./CompanySettingsForm";

export function SecurityForm({ mfaRequired, save }: { mfaRequired: boolean; save: FormAction }) {
  const t = useTranslations("TeamSettings.security");
  const locale = useLocale();
  const { state, run, pending } = useRefreshingAction(save);
  return (
    <form action={run} className="flex max-w-2xl flex-col gap-5" data-testid="security-form">
      <input type="hidden" name="locale" value={locale} />
      <StepError state={state} namespaces={SETTINGS_NAMESPACES} />
      {state.ok && <Alert variant="success" role="status">{t("saved")}</Alert>}
      <p className="text-ink-soft">{t("lead")}</p>
      <label className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line p-4">
        <input type="checkbox" name="mfaRequired" defaultChecked={mfaRequired} className="mt-1 size-4" />
        <span>
          <span className="block font-medium text-ink">{t("mfa")}</span>
          <span className="block text-sm text-ink-soft">{t("mfaHint")}</span>
        </span>
      </label>
      <p className="text-sm text-ink-soft" data-testid="mfa-state">{mfaRequired ? t("on") : t("off")}</p>
      <Button type="submit" loading={pending} className="self-start">{t("save")}</Button>
    </form>
  );
}
