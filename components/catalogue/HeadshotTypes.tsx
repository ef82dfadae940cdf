import { StaticImage as Image } from "@/components/ui/static-image";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { JsonLd } from "@/components/seo/JsonLd";
import { Link } from "@/i18n/link";
import type { Gender } from "@/lib/catalog/looks";
import type { BackdropKind } from "@/lib/catalog/styles";
import type { PublicStyle, PublicStyleCard } from "@/lib/catalog/public";
import { ListFilter } from "./ListFilter";
import { StyleTile, genderTokens } from "./StyleTile";
import { Swatches } from "./Swatches";

const KINDS: readonly BackdropKind[] = ["SOLID", "GRADIENT", "BLUR_OFFICE", "BOKEH", "BRAND"];
const GENDERS: readonly Gender[] = ["FEMALE", "MALE"];

/** The chooser with this style picked: signed out, the log-in page sends people there once they are in. */
export const styleChooserHref = (slug: string) => `/app/styles?style=${encodeURIComponent(slug)}`;

/** /headshot-types: every public style, filterable by who it is for and by backdrop kind. */
export async function HeadshotTypesIndex({ styles, structuredData }: { styles: PublicStyleCard[]; structuredData?: object[] }) {
  const t = await getTranslations("HeadshotTypes");
  const kinds = KINDS.filter((k) => styles.some((s) => s.backdrop.kind === k));
  const genders = GENDERS.filter((g) => styles.some((s) => s.gender === g));
  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <div className="flex max-w-3xl flex-col gap-4">
        <Heading level={1} size="display">{t("title")}</Heading>
        <p className="text-lg text-ink-soft">{t("intro")}</p>
        <Link href="/backdrop-and-outfit" className="text-sm font-medium text-brand hover:underline">{t("catalogueLink")}</Link>
      </div>
      {styles.length === 0 ? (
        <p className="mt-10 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft">{t("empty")}</p>
      ) : (
        <>
          <ListFilter
            target="headshot-types"
            className="mt-10"
            empty={t("filters.empty")}
            groups={[
              ...(genders.length > 1 ? [{ key: "gender", label: t("filters.gender"), all: t("filters.all"), options: genders.map((g) => ({ value: g, label: t(`gender.${g}`) })) }] : []),
              ...(kinds.length > 1 ? [{ key: "kind", label: t("filters.kind"), all: t("filters.all"), options: kinds.map((k) => ({ value: k, label: t(`kind.${k}`) })) }] : []),
            ]}
          />
          <ul id="headshot-types" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="headshot-types">
            {styles.map((s, i) => (
              <li key={s.slug} data-filter-item data-gender={genderTokens(s.gender)} data-kind={s.backdrop.kind}>
                <StyleTile style={s} label={t("styleName", { name: s.name, gender: t(`gender.${s.gender}`) })} forWhom={t(`gender.${s.gender}`)} priority={i === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}

/** /headshot-types/{slug}: one style's picture, text, what it combines, the way into the chooser and related styles. */
export async function HeadshotTypePage({ style, structuredData }: { style: PublicStyle; structuredData?: object[] }) {
  const t = await getTranslations("HeadshotTypes");
  const forWhom = t(`genderFor.${style.gender}`);
  const use = (
    <ButtonLink href={styleChooserHref(style.slug)} size="lg" iconRight="chevron-right" data-testid="use-style">
      {t("style.use")}
    </ButtonLink>
  );
  return (
    <Container className="py-10 sm:py-14">
      <JsonLd data={structuredData} />
      <nav aria-label={t("style.breadcrumb")} className="text-sm text-ink-soft">
        <Link href="/headshot-types" className="hover:text-ink hover:underline">{t("style.breadcrumb")}</Link>
        <span aria-hidden> / </span>
        <span aria-current="page">{style.name}</span>
      </nav>
      <div className="mt-6 grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-line" style={{ backgroundColor: style.backdrop.colors[0] ?? "#D9DBDE" }}>
          {style.previewUrl ? (
            <Image
              src={style.previewUrl}
              alt={t("style.previewAlt", { name: style.name, gender: forWhom })}
              width={320}
              height={400}
              sizes="(min-width: 768px) 400px, 100vw"
              priority
              className="aspect-[4/5] h-auto w-full object-cover"
            />
          ) : (
            <div className="aspect-[4/5] w-full" />
          )}
        </div>
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <Badge variant="outline" className="self-start">{t(`gender.${style.gender}`)}</Badge>
            <Heading level={1} size="display">{style.name}</Heading>
            {style.summary && <p className="text-lg text-ink-soft">{style.summary}</p>}
          </div>
          <div className="flex flex-col gap-2">
            {use}
            <p className="text-sm text-ink-soft">{t("style.useHint")}</p>
          </div>
          <section aria-labelledby="made-of" className="rounded-[var(--radius-card)] border border-line bg-paper p-5">
            <Heading level={2} size="lg" id="made-of">{t("style.madeOf")}</Heading>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <dt className="text-sm text-ink-soft">{t("style.backdrop")}</dt>
                <dd className="flex items-center gap-2 font-medium">
                  <Swatches colors={style.backdrop.colors} label={t("style.colours")} />
                  <Link href="/backdrop-and-outfit" className="hover:text-brand hover:underline" data-testid="style-backdrop">{style.backdrop.name}</Link>
                </dd>
                <dd className="text-xs text-ink-soft">{t(`kind.${style.backdrop.kind}`)}</dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-sm text-ink-soft">{t("style.outfit")}</dt>
                <dd className="flex items-center gap-2 font-medium">
                  <Swatches colors={style.outfit.colors} label={t("style.colours")} />
                  <Link href="/backdrop-and-outfit" className="hover:text-brand hover:underline" data-testid="style-outfit">{style.outfit.name}</Link>
                </dd>
              </div>
            </dl>
            {style.mode === "ownClothes" && <p className="mt-4 text-sm text-ink-soft" data-testid="own-clothes-note">{t("style.ownClothes")}</p>}
          </section>
        </div>
      </div>

      {style.paragraphs.length > 0 && (
        <section aria-labelledby="when" className="mt-14 max-w-3xl">
          <Heading level={2} size="2xl" id="when">{t("style.when", { name: style.name })}</Heading>
          <div className="mt-4 flex flex-col gap-4 text-ink">
            {style.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <div className="mt-8">{use}</div>
        </section>
      )}

      {style.related.length > 0 && (
        <section aria-labelledby="related" className="mt-16">
          <Heading level={2} size="2xl" id="related">{t("style.related")}</Heading>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4" data-testid="related-styles">
            {style.related.map((s) => (
              <li key={s.slug}>
                <StyleTile style={s} label={t("styleName", { name: s.name, gender: t(`gender.${s.gender}`) })} forWhom={t(`gender.${s.gender}`)} summary={false} />
              </li>
            ))}
          </ul>
          <Link href="/headshot-types" className="mt-6 inline-block text-sm font-medium text-brand hover:underline">{t("style.all")}</Link>
        </section>
      )}
    </Container>
  );
}
