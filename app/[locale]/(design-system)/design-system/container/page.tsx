import { getTranslations, setRequestLocale } from "next-intl/server";
import { Code, Container, CONTAINER_WIDTHS, cx, Masonry, MASONRY, type ContainerSize } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("container");

const SIZES: ContainerSize[] = ["sm", "md", "lg", "xl", "full"];

// Varied heights and tones so the columns visibly interlock.
const TILES = [
  { height: 180, tone: "bg-brand-soft text-brand" },
  { height: 120, tone: "bg-info-soft text-info" },
  { height: 240, tone: "bg-brand text-white" },
  { height: 150, tone: "bg-success-soft text-success" },
  { height: 210, tone: "bg-warning-soft text-warning" },
  { height: 130, tone: "bg-mist text-ink-soft" },
  { height: 260, tone: "bg-info text-white" },
  { height: 170, tone: "bg-danger-soft text-danger" },
  { height: 140, tone: "bg-brand-soft text-brand" },
  { height: 220, tone: "bg-success text-white" },
  { height: 160, tone: "bg-mist text-ink-soft" },
  { height: 190, tone: "bg-warning-soft text-warning" },
];

export default async function ContainerPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.container.title")} description={t("pages.container.description")} />

      <DemoSection id="sizes" title={t("container.sizes.title")} description={t("container.sizes.description")} canvasClassName="grid gap-3 overflow-hidden bg-mist/60">
        {SIZES.map((size) => (
          <Container key={size} size={size} padded={false} className="rounded-md border border-dashed border-brand/50 bg-brand-soft/60 px-4 py-3">
            <p className="text-sm text-ink">
              <Code>{size}</Code> <span className="text-ink-soft">· {CONTAINER_WIDTHS[size]}</span>
            </p>
            <p className="mt-1 text-sm text-ink-soft">{t(`container.sizes.${size}`)}</p>
          </Container>
        ))}
      </DemoSection>

      <DemoSection id="padding" title={t("container.padding.title")} description={t("container.padding.description")} canvasClassName="grid gap-3 bg-mist/60">
        <Container size="sm" className="rounded-md bg-paper py-3 text-sm text-ink-soft ring-1 ring-line">
          {t("container.padding.padded")}
        </Container>
        <Container size="sm" padded={false} className="rounded-md bg-paper py-3 text-sm text-ink-soft ring-1 ring-line">
          {t("container.padding.flush")}
        </Container>
      </DemoSection>

      <DemoSection
        id="masonry"
        title={t("container.masonry.title")}
        description={t("container.masonry.description", { seconds: MASONRY.transitionSeconds, ms: MASONRY.resizeDebounceMs })}
        canvasClassName="block"
      >
        <Masonry>
          {TILES.map((tile, index) => (
            <div
              key={index}
              style={{ height: tile.height }}
              className={cx("flex items-end rounded-card p-4 text-sm font-medium", tile.tone)}
            >
              {t("container.masonry.item", { n: index + 1 })}
            </div>
          ))}
        </Masonry>
      </DemoSection>
    </>
  );
}
