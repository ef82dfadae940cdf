import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { HelpFaq } from "@/components/team-lead/HelpFaq";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { HELP_FAQ } from "@/lib/teams/help-faq";
import { leadTeam } from "@/lib/teams/lead-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamHelp.meta" });
  return pageMetadata({ path: "/app/admin/help-faq", locale, title: t("faq"), index: false });
}

/** /app/admin/help-faq: answers for team leads in their language, searchable as they type, each linking to its page. */
export default async function HelpFaqPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/help-faq");
  await leadTeam(ctx, "organization.read");
  const [t, nav, messages] = await Promise.all([getTranslations("TeamHelp.faq"), getTranslations("TeamLead.nav"), getMessages()]);
  const items = HELP_FAQ.map((item) => ({
    key: item.key,
    question: t(`items.${item.key}.q`),
    answer: t(`items.${item.key}.a`),
    href: item.href,
    linkLabel: nav(item.nav),
  }));
  return (
    <div className="flex flex-col gap-6" data-testid="help-faq-page">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("lead")}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamHelp"])}>
        <HelpFaq items={items} />
      </NextIntlClientProvider>
    </div>
  );
}
