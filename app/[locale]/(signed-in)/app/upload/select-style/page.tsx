import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { FixedStylesStep } from "@/components/upload/FixedStylesStep";
import { StepNav } from "@/components/upload/StepNav";
import { StyleStep } from "@/components/upload/StyleStep";
import { VisitStep } from "@/components/upload/VisitStep";
import { usablePreviewUrl } from "@/lib/catalog/preview-files";
import { listStyles, stylesOnOffer } from "@/lib/catalog/styles";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { genderToDb } from "@/lib/shoots/personal-info";
import { teamLooks } from "@/lib/shoots/styles";
import { loadStep } from "../load";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Upload.styles" });
  return pageMetadata({ path: "/app/upload/select-style", locale, title: t("title"), index: false });
}

export default async function SelectStyleStep({ params, searchParams }: Props) {
  const page = await openPage(params, "/app/upload/select-style");
  const { state } = await loadStep(page, "select-style", searchParam(await searchParams, "shoot"));
  const g = state.personalInfo.values.gender;
  // A team member's shoot: only the looks the organisation approved for them (lib/catalog/approved.ts).
  const gender = g === "female" || g === "male" ? genderToDb(g) : null;
  // Its team's rules as they are now: fixed combos (no choice), or the member's pool (their sub-team's
  // or the organisation's) with backdrop variety when forced (lib/shoots/styles.ts).
  const looks = await teamLooks(page.db, { organizationId: state.shoot.organizationId, membershipId: state.shoot.membershipId, gender, maxStyles: state.styles.max });
  const [t, catalogue] = await Promise.all([
    getTranslations("Upload.styles"),
    listStyles(page.db, page.locale, looks.fixed ? { person: gender, styleIds: looks.fixed } : { person: gender, organizationId: state.shoot.organizationId, membershipId: state.shoot.membershipId }),
  ]);
  const shown = { ...catalogue, styles: catalogue.styles.map((s) => ({ ...s, previewUrl: usablePreviewUrl(s.previewUrl) })) };
  // The package's allowance, but never more than the styles there are to choose from.
  const max = Math.min(state.styles.max, Math.max(1, stylesOnOffer(catalogue)));
  if (looks.fixed) {
    return (
      <div>
        <VisitStep shootId={state.shoot.id} step="select-style" />
        <StepNav current="select-style" done={state.done} shootId={state.shoot.id} />
        <Heading level={1}>{t("title")}</Heading>
        <div className="mt-6"><FixedStylesStep shootId={state.shoot.id} catalogue={shown} /></div>
      </div>
    );
  }
  return (
    <div>
      <VisitStep shootId={state.shoot.id} step="select-style" />
      <StepNav current="select-style" done={state.done} shootId={state.shoot.id} />
      <Heading level={1}>{t("title")}</Heading>
      <p className="mt-2 mb-8 max-w-2xl text-ink-soft">{t("lead", { max, headshots: state.package.headshots })}</p>
      <StyleStep
        shootId={state.shoot.id}
        catalogue={shown}
        saved={state.styles.slugs}
        max={max}
        gender={gender}
        variety={looks.variety}
      />
    </div>
  );
}
