import { getTranslations } from "next-intl/server";
import { ForgetDrafts } from "@/components/team-lead/setup/ForgetDrafts";
import { PicksForm } from "@/components/team-lead/setup/PicksForm";
import { backdropItems, pickedFor } from "@/components/team-lead/setup/pick-items";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { setupBackdrops } from "@/lib/teams/setup-catalogue";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.style" });
  return pageMetadata({ path: "/app/admin/team/new/select-style", locale, title: t("title"), index: false });
}

/** The backdrops members may pick, for women and for men: only these are ever offered to them. */
export default async function SelectStyleStep({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/team/new/select-style");
  const page = await loadSetupStep(ctx, "select-style");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const org = page.organization!;
  const [t, backdrops] = await Promise.all([getTranslations("TeamSetup.style"), setupBackdrops(ctx.db, org.id, ctx.locale)]);
  return (
    <SetupFrame steps={SETUP_STEPS} current="select-style" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <ForgetDrafts owner={page.userId} forms={["company", "branding"]} />
      <PicksForm
        owner={page.userId}
        kind="backdrops"
        items={backdropItems(backdrops)}
        saved={pickedFor(backdrops)}
      />
    </SetupFrame>
  );
}
