import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { NotificationsForm } from "@/components/team-lead/NotificationsForm";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { leadTeam } from "@/lib/teams/lead-page";
import { notificationSettingsOf } from "@/lib/teams/notifications";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamNotifications.meta" });
  return pageMetadata({ path: "/app/admin/notifications", locale, title: t("title"), index: false });
}

/** /app/admin/notifications: the leads' emails (low credits, results ready, favourite selected) and the automatic reminders. */
export default async function NotificationsPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/notifications");
  const team = await leadTeam(ctx, "organization.update");
  const [t, settings, messages] = await Promise.all([getTranslations("TeamNotifications"), notificationSettingsOf(ctx.db, team.organizationId), getMessages()]);
  return (
    <div className="flex flex-col gap-6" data-testid="notifications-page">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("lead")}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamNotifications", "TeamLead"])}>
        <NotificationsForm initial={settings} />
      </NextIntlClientProvider>
    </div>
  );
}
