import { getTranslations } from "next-intl/server";
import { ForgetDrafts } from "@/components/team-lead/setup/ForgetDrafts";
import { PicksForm } from "@/components/team-lead/setup/PicksForm";
import { outfitItems, pickedFor } from "@/components/team-lead/setup/pick-items";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { Alert } from "@/components/ui/alert";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { setupClothing } from "@/lib/teams/setup-catalogue";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.clothing" });
  return pageMetadata({ path: "/app/admin/team/new/select-clothing", locale, title: t("title"), index: false });
}

/** The outfits members may wear, for women and for men (at least one each). */
export default async function SelectClothingStep({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/team/new/select-clothing");
  const page = await loadSetupStep(ctx, "select-clothing");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const org = page.organization!;
  const [t, clothing] = await Promise.all([getTranslations("TeamSetup.clothing"), setupClothing(ctx.db, org.id, ctx.locale)]);
  return (
    <SetupFrame steps={SETUP_STEPS} current="select-clothing" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <ForgetDrafts owner={page.userId} forms={["company", "branding", "backdrops"]} />
      {/* The engine in use keeps people's own clothes: say so, and keep the picks for later. */}
      {clothing.mode === "ownClothes" && <Alert variant="info" role="status">{t("ownClothes")}</Alert>}
      <PicksForm
        owner={page.userId}
        kind="outfits"
        items={outfitItems(clothing.outfits)}
        saved={pickedFor(clothing.outfits)}
      />
    </SetupFrame>
  );
}
