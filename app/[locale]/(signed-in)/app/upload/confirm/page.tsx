import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { ConfirmForm } from "@/components/upload/ConfirmForm";
import { StepNav } from "@/components/upload/StepNav";
import { VisitStep } from "@/components/upload/VisitStep";
import { matchesGender } from "@/lib/catalog/gender";
import { distinctLooks, labelStyles } from "@/lib/catalog/styles";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { listPhotos } from "@/lib/shoots/photos";
import { getStorage } from "@/lib/storage";
import { readDisplayName } from "@/lib/users/profile";
import { loadStep, stepPath } from "../load";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Upload.confirm" });
  return pageMetadata({ path: "/app/upload/confirm", locale, title: t("title"), index: false });
}

function Section({ title, edit, children }: { title: string; edit: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <Heading level={2} size="md">{title}</Heading>
        <Link href={edit.href} className="text-sm font-semibold text-brand hover:underline">{edit.label}</Link>
      </div>
      {children}
    </section>
  );
}

export default async function ConfirmStep({ params, searchParams }: Props) {
  const page = await openPage(params, "/app/upload/confirm");
  const { locale, db } = page;
  const { userId, state } = await loadStep(page, "confirm", searchParam(await searchParams, "shoot"));
  const [t, tInfo, name, photos, catalogue] = await Promise.all([
    getTranslations("Upload.confirm"),
    getTranslations("Upload.personalInfo"),
    readDisplayName(db, userId),
    listPhotos(db, getStorage(), { userId, shootId: state.shoot.id, locale }),
    labelStyles(db, locale, { slugs: state.styles.slugs }),
  ]);
  const id = state.shoot.id;
  const info = state.personalInfo.values;
  const looks = distinctLooks(catalogue.styles);
  const styleNames = looks.map((l) => l.label);
  // With outfits: styles dressed for another gender than the one given are named, so nobody is surprised.
  const person = info.gender === "female" || info.gender === "male" ? info.gender : null;
  const otherGender = catalogue.mode === "outfits" && person ? looks.filter((l) => !matchesGender(l.gender, person)).length : 0;
  const rows: [string, string][] = [
    [tInfo("name.label"), name],
    [tInfo("gender.label"), info.gender ? tInfo(`gender.options.${info.gender}`) : "—"],
    [tInfo("ageRange.label"), info.ageRange ? tInfo(`ageRange.options.${info.ageRange}`) : "—"],
    [tInfo("eyeColor.label"), info.eyeColor ? tInfo(`eyeColor.options.${info.eyeColor}`) : "—"],
    [tInfo("glasses.label"), info.glasses ? tInfo(`glasses.options.${info.glasses}`) : "—"],
    [tInfo("headshotFormat.label"), info.headshotFormat ? tInfo(`headshotFormat.options.${info.headshotFormat}`) : "—"],
  ];
  return (
    <div>
      <VisitStep shootId={id} step="confirm" />
      <StepNav current="confirm" done={state.done} shootId={id} />
      <Heading level={1}>{t("title")}</Heading>
      <p className="mt-2 mb-8 max-w-2xl text-ink-soft">{t("lead", { headshots: state.package.headshots, styles: styleNames.length })}</p>
      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <Section title={t("photos", { count: photos.photos.length })} edit={{ href: stepPath("photos", id), label: t("edit") }}>
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" data-testid="confirm-photos">
            {photos.photos.map((p) => (
              <li key={p.id} className="aspect-square overflow-hidden rounded-md bg-mist">
                {p.thumbnailUrl && <img src={p.thumbnailUrl} alt={p.originalName ?? t("photo")} width={96} height={96} loading="lazy" className="size-full object-cover" />}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t("details")} edit={{ href: stepPath("personal-info", id), label: t("edit") }}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="contents"><dt className="text-ink-soft">{k}</dt><dd className="text-ink">{v}</dd></div>
            ))}
          </dl>
        </Section>
        <Section title={t("styles", { count: styleNames.length })} edit={{ href: stepPath("select-style", id), label: t("edit") }}>
          <ul className="flex flex-wrap gap-2" data-testid="confirm-styles">
            {styleNames.map((n) => <li key={n} className="rounded-full border border-line px-3 py-1 text-sm">{n}</li>)}
          </ul>
          {catalogue.mode === "ownClothes" && <p className="mt-3 text-sm text-ink-soft" data-testid="confirm-own-clothes">{t("ownClothes")}</p>}
          {otherGender > 0 && <div className="mt-3" data-testid="confirm-other-gender"><Alert variant="warning">{t("otherGender", { count: otherGender })}</Alert></div>}
        </Section>
      </div>
      <ConfirmForm shootId={id} />
    </div>
  );
}
