import { getTranslations } from "next-intl/server";
import { BrandingForm } from "@/components/team-lead/setup/BrandingForm";
import { ForgetDrafts } from "@/components/team-lead/setup/ForgetDrafts";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";
import { setupLogoUrl } from "@/lib/teams/setup";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.branding" });
  return pageMetadata({ path: "/app/admin/team/new/branding", locale, title: t("title"), index: false });
}

/** The logo (PNG, JPEG or WebP, re-encoded on the server) and the brand colours. */
export default async function BrandingStep({ params }: LocaleParams) {
  const page = await loadSetupStep(await openPage(params, "/app/admin/team/new/branding"), "branding");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const org = page.organization!;
  const [t, logoUrl] = await Promise.all([getTranslations("TeamSetup.branding"), setupLogoUrl(getStorage(), org)]);
  return (
    <SetupFrame steps={SETUP_STEPS} current="branding" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <ForgetDrafts owner={page.userId} forms={["company"]} />
      <BrandingForm owner={page.userId} logoUrl={logoUrl} savedColors={org.brandColors} />
    </SetupFrame>
  );
}
