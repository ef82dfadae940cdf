import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { MfaCodeScreen } from "@/components/team-lead/settings/MfaCodeScreen";
import { pageDb } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { sendMfaCodeAction, verifyMfaCodeAction } from "@/lib/teams/mfa-actions";
import { currentMfaScreen } from "@/lib/teams/mfa-page";

/**
 * Every team lead page answers `unauthorized()` while the organisation requires MFA and this session has
 * not proved its mailed code (lib/auth/mfa-gate.ts): the code screen, inside the team lead layout.
 */
export default async function Unauthorized() {
  const [screen, messages, t] = await Promise.all([currentMfaScreen(await pageDb()), getMessages(), getTranslations("TeamSettings.mfa")]);
  if (!screen) {
    return (
      <div className="py-10" data-testid="unauthorized">
        <h1 className="text-2xl font-semibold">{t("unavailableTitle")}</h1>
        <p className="mt-2 text-ink-soft">{t("unavailableHint")}</p>
      </div>
    );
  }
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamSettings", "TeamLead"])}>
      <MfaCodeScreen screen={screen} send={sendMfaCodeAction} verify={verifyMfaCodeAction} />
    </NextIntlClientProvider>
  );
}
