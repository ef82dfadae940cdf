import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { ConsentForm } from "@/components/upload/ConsentForm";
import { StepNav } from "@/components/upload/StepNav";
import { VisitStep } from "@/components/upload/VisitStep";
import { activeStyleMode } from "@/lib/catalog/mode";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { loadStep } from "../load";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Upload.intro" });
  return pageMetadata({ path: "/app/upload/intro", locale, title: t("title"), index: false });
}

const DO = ["light", "variety", "recent", "alone"] as const;
/** When the engine keeps the person's own clothes, the photos' clothes are the headshots' clothes. */
const DO_OWN_CLOTHES = ["clothes", "light", "varietyOwnClothes", "recent", "alone"] as const;
const AVOID = ["sunglasses", "filters", "group", "blurry"] as const;

export default async function IntroStep({ params, searchParams }: Props) {
  const page = await openPage(params, "/app/upload/intro");
  const { state } = await loadStep(page, "intro", searchParam(await searchParams, "shoot"));
  const [t, mode] = await Promise.all([getTranslations("Upload.intro"), activeStyleMode(page.db)]);
  const tips = mode === "ownClothes" ? DO_OWN_CLOTHES : DO;
  return (
    <div>
      <VisitStep shootId={state.shoot.id} step="intro" />
      <StepNav current="intro" done={state.done} shootId={state.shoot.id} />
      <Heading level={1}>{t("title")}</Heading>
      <p className="mt-2 max-w-2xl text-ink-soft">{t("lead", { package: state.package.name, headshots: state.package.headshots, min: state.photos.min, max: state.photos.max })}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="rounded-[var(--radius-card)] border border-line p-5">
          <Heading level={2} size="md">{t("do.title")}</Heading>
          <ul className="mt-3 flex flex-col gap-2" data-testid="upload-tips">
            {tips.map((k) => (
              <li key={k} className="flex gap-2 text-sm text-ink"><Icon name="check-circle" size={18} className="mt-0.5 shrink-0 text-success" />{t(`do.${k}`)}</li>
            ))}
          </ul>
        </section>
        <section className="rounded-[var(--radius-card)] border border-line p-5">
          <Heading level={2} size="md">{t("avoid.title")}</Heading>
          <ul className="mt-3 flex flex-col gap-2">
            {AVOID.map((k) => (
              <li key={k} className="flex gap-2 text-sm text-ink"><Icon name="x" size={18} className="mt-0.5 shrink-0 text-danger" />{t(`avoid.${k}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="mt-8 max-w-2xl">
        <Heading level={2} size="md">{t("privacy.title")}</Heading>
        <p className="mt-2 text-sm text-ink-soft">{t("privacy.body")}</p>
        <div className="mt-4"><ConsentForm shootId={state.shoot.id} given={state.consentAt !== null} /></div>
      </section>
    </div>
  );
}
