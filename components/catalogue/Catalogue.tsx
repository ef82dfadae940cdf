import { StaticImage as Image } from "@/components/ui/static-image";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { JsonLd } from "@/components/seo/JsonLd";
import { Link } from "@/i18n/link";
import type { Gender } from "@/lib/catalog/looks";
import type { PublicCatalogue, StyleLink } from "@/lib/catalog/public";
import type { BackdropKind } from "@/lib/catalog/styles";
import { ListFilter } from "./ListFilter";
import { genderTokens } from "./StyleTile";
import { Swatches } from "./Swatches";

const KINDS: readonly BackdropKind[] = ["SOLID", "GRADIENT", "BLUR_OFFICE", "BOKEH", "BRAND"];
const GENDERS: readonly Gender[] = ["FEMALE", "MALE"];

type Translate = Awaited<ReturnType<typeof getTranslations<"Catalogue">>>;

function UsedBy({ styles, t }: { styles: StyleLink[]; t: Translate }) {
  if (styles.length === 0) return <p className="text-xs text-ink-soft">{t("unused")}</p>;
  return (
    <div>
      <p className="text-xs font-medium text-ink-soft">{t("usedBy")}</p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {styles.map((s) => (
          <li key={s.slug}>
            <Link href={`/headshot-types/${s.slug}`} className="text-brand hover:underline">{t("styleName", { name: s.name, gender: t(`gender.${s.gender}`) })}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /backdrop-and-outfit: the active backdrops (by kind) and outfits (by gender), each with the styles that use it. */
export async function CataloguePage({ catalogue, structuredData }: { catalogue: PublicCatalogue; structuredData?: object[] }) {
  const t = await getTranslations("Catalogue");
  const kinds = KINDS.filter((k) => catalogue.backdrops.some((b) => b.kind === k));
  const genders = GENDERS.filter((g) => catalogue.outfits.some((o) => o.gender === g));
  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <div className="flex max-w-3xl flex-col gap-4">
        <Heading level={1} size="display">{t("title")}</Heading>
        <p className="text-lg text-ink-soft">{t("intro")}</p>
        <Link href="/headshot-types" className="text-sm font-medium text-brand hover:underline">{t("stylesLink")}</Link>
      </div>

      <section aria-labelledby="backdrops-title" className="mt-12">
        <Heading level={2} size="2xl" id="backdrops-title">{t("backdrops.title")}</Heading>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("backdrops.intro")}</p>
        {kinds.length > 1 && (
          <ListFilter target="backdrops" className="mt-6" empty={t("empty")} groups={[{ key: "kind", label: t("filter"), all: t("all"), options: kinds.map((k) => ({ value: k, label: t(`kind.${k}`) })) }]} />
        )}
        <ul id="backdrops" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="backdrops">
          {catalogue.backdrops.map((b, i) => (
            <li key={b.slug} data-filter-item data-kind={b.kind} className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-4" data-backdrop={b.slug}>
              <span className="block w-24 shrink-0 overflow-hidden rounded-md border border-line" style={{ backgroundColor: b.colors[0] ?? "#D9DBDE" }}>
                {b.previewUrl ? (
                  <Image src={b.previewUrl} alt="" width={160} height={200} sizes="96px" priority={i === 0} className="aspect-[4/5] h-auto w-full object-cover" />
                ) : (
                  <span className="block aspect-[4/5] w-full" />
                )}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <div>
                  <Heading level={3} size="md">{b.name}</Heading>
                  <p className="mt-0.5 flex items-center gap-2 text-xs text-ink-soft">
                    {t(`kind.${b.kind}`)}
                    <Swatches colors={b.colors} label={t("colours")} />
                  </p>
                </div>
                <UsedBy styles={b.styles} t={t} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="outfits-title" className="mt-16">
        <Heading level={2} size="2xl" id="outfits-title">{t("outfits.title")}</Heading>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("outfits.intro")}</p>
        {catalogue.mode === "ownClothes" && <p className="mt-2 max-w-3xl text-sm text-ink-soft" data-testid="own-clothes-note">{t("outfits.ownClothes")}</p>}
        {genders.length > 1 && (
          <ListFilter target="outfits" className="mt-6" empty={t("empty")} groups={[{ key: "gender", label: t("filter"), all: t("all"), options: genders.map((g) => ({ value: g, label: t(`gender.${g}`) })) }]} />
        )}
        <ul id="outfits" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="outfits">
          {catalogue.outfits.map((o) => (
            <li key={o.slug} data-filter-item data-gender={genderTokens(o.gender)} className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-4" data-outfit={o.slug}>
              <span className="block w-24 shrink-0 overflow-hidden rounded-md border border-line bg-mist">
                {o.previewUrl ? (
                  <Image src={o.previewUrl} alt="" width={160} height={200} sizes="96px" className="aspect-[4/5] h-auto w-full object-cover" />
                ) : (
                  <span className="block aspect-[4/5] w-full" style={{ backgroundColor: o.colors[0] ?? "#D9DBDE" }} />
                )}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <div>
                  <Heading level={3} size="md">{o.name}</Heading>
                  <p className="mt-0.5 flex items-center gap-2 text-xs text-ink-soft">
                    {t(`gender.${o.gender}`)}
                    <Swatches colors={o.colors} label={t("colours")} />
                  </p>
                </div>
                <UsedBy styles={o.styles} t={t} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
