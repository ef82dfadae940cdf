import { getTranslations, setRequestLocale } from "next-intl/server";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";
import { ModalDemo } from "../_components/modal-demos";

export const generateMetadata = designSystemMetadata("modal");

const KINDS = ["basic", "confirm", "long"] as const;

export default async function ModalPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.modal.title")} description={t("pages.modal.description")} />
      <p className="mb-10 max-w-prose rounded-card bg-brand-soft px-4 py-3 text-sm text-ink">{t("modal.keyboard")}</p>
      {KINDS.map((kind) => (
        <DemoSection key={kind} id={kind} title={t(`modal.${kind}.title`)} description={t(`modal.${kind}.description`)}>
          <ModalDemo kind={kind} />
        </DemoSection>
      ))}
    </>
  );
}
