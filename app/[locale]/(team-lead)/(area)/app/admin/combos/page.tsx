import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { CombosPanel } from "@/components/team-lead/consistency/CombosPanel";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { comboChoices, combosEnabled, listCombos, maxCombos } from "@/lib/teams/combos";
import { leadTeam } from "@/lib/teams/lead-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamStyle.combos" });
  return pageMetadata({ path: "/app/admin/combos", locale, title: t("title"), index: false });
}

/** /app/admin/combos: fixed backdrop + outfit for men + outfit for women; with combos on, members get exactly these. */
export default async function CombosPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/combos");
  const team = await leadTeam(ctx, "organization.update");
  const [t, combos, choices, enabled, max, messages] = await Promise.all([
    getTranslations("TeamStyle.combos"), listCombos(ctx.db, team.organizationId, ctx.locale), comboChoices(ctx.db, team.organizationId, ctx.locale),
    combosEnabled(ctx.db, team.organizationId), maxCombos(ctx.db), getMessages(),
  ]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamStyle", "TeamLead"])}>
      <div className="flex flex-col gap-6">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("intro")}</p>
        </div>
        <CombosPanel combos={combos} choices={choices} enabled={enabled} max={max} />
      </div>
    </NextIntlClientProvider>
  );
}
