import { getTranslations } from "next-intl/server";
import { ForgetDrafts } from "@/components/team-lead/setup/ForgetDrafts";
import { InviteTeamForm } from "@/components/team-lead/setup/InviteTeamForm";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { setupInvites } from "@/lib/teams/setup";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.invite" });
  return pageMetadata({ path: "/app/admin/team/new/invite-team", locale, title: t("title"), index: false });
}

/** The colleagues to invite once the credits are paid (kept, not sent yet); may be skipped. */
export default async function InviteTeamStep({ params }: LocaleParams) {
  const page = await loadSetupStep(await openPage(params, "/app/admin/team/new/invite-team"), "invite-team");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const t = await getTranslations("TeamSetup.invite");
  return (
    <SetupFrame steps={SETUP_STEPS} current="invite-team" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <ForgetDrafts owner={page.userId} forms={["company", "branding", "backdrops", "outfits"]} />
      <InviteTeamForm owner={page.userId} saved={setupInvites(page.organization!.settings).join("\n")} />
    </SetupFrame>
  );
}
