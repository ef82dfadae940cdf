import { getTranslations } from "next-intl/server";
import { SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { loadSetupStep } from "./load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.meta" });
  return pageMetadata({ path: "/app/admin/team/new", locale, title: t("title"), index: false });
}

/** /app/admin/team/new: resumes the wizard at the first step not done (or says why it cannot start). */
export default async function NewTeam({ params }: LocaleParams) {
  const page = await loadSetupStep(await openPage(params, "/app/admin/team/new"), null);
  // loadSetupStep redirects whenever the wizard is open; only a refusal is left to show.
  return page.kind === "refused" ? <SetupRefused code={page.code} organization={page.organization} /> : null;
}
