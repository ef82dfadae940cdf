import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { PersonalInfoForm } from "@/components/upload/PersonalInfoForm";
import { StepNav } from "@/components/upload/StepNav";
import { VisitStep } from "@/components/upload/VisitStep";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { AGE_RANGES, EYE_COLORS, GENDER_CHOICES, GLASSES_CHOICES, HEADSHOT_FORMATS } from "@/lib/shoots/personal-info";
import { readDisplayName } from "@/lib/users/profile";
import { loadStep } from "../load";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Upload.personalInfo" });
  return pageMetadata({ path: "/app/upload/personal-info", locale, title: t("title"), index: false });
}

export default async function PersonalInfoStep({ params, searchParams }: Props) {
  const page = await openPage(params, "/app/upload/personal-info");
  const { userId, state } = await loadStep(page, "personal-info", searchParam(await searchParams, "shoot"));
  const [t, name] = await Promise.all([getTranslations("Upload.personalInfo"), readDisplayName(page.db, userId)]);
  const v = state.personalInfo.values;
  return (
    <div>
      <VisitStep shootId={state.shoot.id} step="personal-info" />
      <StepNav current="personal-info" done={state.done} shootId={state.shoot.id} />
      <Heading level={1}>{t("title")}</Heading>
      <p className="mt-2 mb-8 max-w-2xl text-ink-soft">{t("lead")}</p>
      <PersonalInfoForm
        shootId={state.shoot.id}
        saved={{ name, gender: v.gender ?? "", ageRange: v.ageRange ?? "", eyeColor: v.eyeColor ?? "", glasses: v.glasses ?? "", headshotFormat: v.headshotFormat ?? "" }}
        choices={{ gender: GENDER_CHOICES, ageRange: AGE_RANGES, eyeColor: EYE_COLORS, glasses: GLASSES_CHOICES, headshotFormat: HEADSHOT_FORMATS }}
        asksAppearance={state.personalInfo.asksAppearance}
      />
    </div>
  );
}
