import { getTranslations } from "next-intl/server";
import { CompanyDetailsForm } from "@/components/team-lead/setup/CompanyDetailsForm";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { countryOptions } from "@/lib/teams/countries";
import { TEAM_SIZES } from "@/lib/teams/setup-schemas";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.company" });
  return pageMetadata({ path: "/app/admin/team/new/company-details", locale, title: t("title"), index: false });
}

/** The company and billing details: saving them creates the organisation, with this person as its owner. */
export default async function CompanyDetailsStep({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/team/new/company-details");
  const page = await loadSetupStep(ctx, "company-details");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const t = await getTranslations("TeamSetup.company");
  const o = page.organization;
  return (
    <SetupFrame steps={SETUP_STEPS} current="company-details" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <CompanyDetailsForm
        owner={page.userId}
        teamSizes={TEAM_SIZES}
        countries={countryOptions(ctx.locale)}
        saved={{
          name: o?.name ?? "", website: o?.website ?? "", teamSize: o?.teamSize ?? "", address: o?.address ?? "", city: o?.city ?? "",
          postalCode: o?.postalCode ?? "", country: o?.country ?? "", billingEmail: o?.billingEmail ?? "", vatId: o?.vatId ?? "",
        }}
      />
    </SetupFrame>
  );
}
