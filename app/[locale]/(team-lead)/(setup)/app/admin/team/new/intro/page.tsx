import { getTranslations } from "next-intl/server";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { resumeStep, SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.meta" });
  return pageMetadata({ path: "/app/admin/team/new/intro", locale, title: t("title"), index: false });
}

const POINTS = ["company", "branding", "styles", "invite", "payment"] as const;

/** What creating a team involves; its button starts (the intro saves nothing). */
export default async function IntroStep({ params }: LocaleParams) {
  const page = await loadSetupStep(await openPage(params, "/app/admin/team/new/intro"), "intro");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const t = await getTranslations("TeamSetup.intro");
  const resume = page.organization ? resumeStep(page.organization.setupSteps) : null;
  return (
    <SetupFrame steps={SETUP_STEPS} current="intro" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <ul className="flex max-w-2xl flex-col gap-3">
        {POINTS.map((p) => (
          <li key={p} className="flex items-start gap-2 text-ink">
            <Icon name="check-circle" size={20} className="mt-0.5 shrink-0 text-brand" />
            {t(`points.${p}`)}
          </li>
        ))}
      </ul>
      <ButtonLink href={resume && resume !== "intro" ? `/app/admin/team/new/${resume}` : "/app/admin/team/new/company-details"} className="self-start" data-testid="setup-start">
        {resume && resume !== "company-details" ? t("resume") : t("start")}
      </ButtonLink>
    </SetupFrame>
  );
}
