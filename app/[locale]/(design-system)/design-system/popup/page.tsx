import { getTranslations, setRequestLocale } from "next-intl/server";
import { CopyButton, Popup, type PopupPlacement } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("popup");

const PLACEMENTS: { placement: PopupPlacement; key: "bottomStart" | "bottomEnd" | "topStart" | "topEnd" }[] = [
  { placement: "bottom-start", key: "bottomStart" },
  { placement: "bottom-end", key: "bottomEnd" },
  { placement: "top-start", key: "topStart" },
  { placement: "top-end", key: "topEnd" },
];

const SHARE_LINK = "https://lumen.example/share/4f9c2a7e";

export default async function PopupPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.popup.title")} description={t("pages.popup.description")} />

      <DemoSection id="basic" title={t("popup.basic.title")} description={t("popup.basic.description")} canvasClassName="flex min-h-56 items-start gap-4">
        <Popup trigger={t("popup.basic.trigger")} triggerIcon="info" title={t("popup.basic.heading")}>
          <p>{t("popup.basic.body")}</p>
        </Popup>
        <Popup trigger={t("popup.iconOnly.trigger")} triggerIcon="info" iconOnly triggerVariant="ghost" title={t("popup.iconOnly.heading")}>
          <p>{t("popup.iconOnly.body")}</p>
        </Popup>
      </DemoSection>

      <DemoSection id="placements" title={t("popup.placements.title")} description={t("popup.placements.description")} canvasClassName="grid min-h-96 grid-cols-2 content-center gap-x-4 gap-y-40 justify-items-center">
        {PLACEMENTS.map(({ placement, key }) => (
          <Popup key={placement} trigger={t(`popup.placements.${key}`)} title={t(`popup.placements.${key}`)} placement={placement}>
            <p>{t("popup.placements.body")}</p>
          </Popup>
        ))}
      </DemoSection>

      <DemoSection id="rich" title={t("popup.rich.title")} description={t("popup.rich.description")} canvasClassName="flex min-h-64 items-start">
        <Popup trigger={t("popup.rich.trigger")} triggerIcon="share" triggerVariant="primary" title={t("popup.rich.heading")}>
          <p className="mb-3">{t("popup.rich.body")}</p>
          <p className="mb-3 truncate rounded-md bg-mist px-2 py-1.5 font-mono text-xs text-ink">{SHARE_LINK}</p>
          <CopyButton value={SHARE_LINK} label={t("popup.rich.copy")} size="sm" fullWidth />
        </Popup>
      </DemoSection>
    </>
  );
}
