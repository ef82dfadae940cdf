"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import type { BackdropChoice, EditorChoices, Gender } from "@/lib/studio/catalogue";
import {
  EDIT_FRAMINGS,
  EDIT_QUALITIES,
  GENERATIVE_OPTIONS,
  GLASSES_CHOICES,
  type EditorSizes,
  type GenerativeOption,
  type OptionAvailability,
  type UnavailableReason,
} from "@/lib/studio/options";
import { useStudio } from "@/stores/studio";
import { ChoiceGroup, type Choice } from "./ChoiceGroup";

function Swatch({ backdrop }: { backdrop: BackdropChoice }) {
  const colors = backdrop.colors.length ? backdrop.colors : ["#9a9ea3"];
  const background = colors.length > 1 ? `linear-gradient(135deg, ${colors.join(", ")})` : colors[0];
  return <span aria-hidden className="size-5 shrink-0 rounded-full border border-line" style={{ background }} />;
}

/** Catalogue entries for the shoot's gender (and the ones for everyone). */
const forGender = <T extends { gender: Gender }>(list: T[], gender: Gender | null) => (gender ? list.filter((x) => x.gender === gender || x.gender === "UNISEX") : list);

/** The options the active engine cannot do, grouped by why (one disclosure each). */
function lockedByReason(availability: OptionAvailability[]): { reason: UnavailableReason; options: GenerativeOption[] }[] {
  const groups = new Map<UnavailableReason, GenerativeOption[]>();
  for (const a of availability) {
    if (a.available) continue;
    const reason = a.reason ?? "needsGenerativeEngine";
    groups.set(reason, [...(groups.get(reason) ?? []), a.option]);
  }
  return [...groups].map(([reason, options]) => ({ reason, options }));
}

/**
 * The editor's options, the ones that work first: photo template and backdrop, then framing, quality
 * and the sizes the shoot's package includes (with the package that has more), then the options that
 * change the person. Those the active engine cannot do are folded away under their reason. The
 * choices live in the `studio` store until applied.
 */
export function EditorSidebar({ catalogue, availability, gender, sizes }: { catalogue: EditorChoices; availability: OptionAvailability[]; gender: Gender | null; sizes: EditorSizes }) {
  const t = useTranslations("Studio");
  const locale = useLocale();
  const choices = useStudio((s) => s.choices);
  const choose = useStudio((s) => s.choose);
  const keep = t("editor.keep");

  const reasonOf = (option: GenerativeOption) => availability.find((x) => x.option === option);
  const named = (list: { slug: string; name: string }[]) => [{ value: null, label: keep }, ...list.map((x) => ({ value: x.slug, label: x.name }))];
  const personChoices: Record<GenerativeOption, Choice<string | null>[]> = {
    emotion: named(catalogue.emotions),
    glasses: [{ value: null, label: keep }, ...GLASSES_CHOICES.map((g) => ({ value: g, label: t(`glasses.${g}`) }))],
    hairstyle: named(forGender(catalogue.hairstyles, gender)),
    outfit: named(forGender(catalogue.outfits, gender)),
  };
  const person = (option: GenerativeOption) => {
    const a = reasonOf(option);
    const disabled = !a?.available;
    return (
      <ChoiceGroup<string | null>
        key={option}
        name={option}
        legend={t(`options.${option}`)}
        choices={personChoices[option]}
        value={choices[option]}
        onChange={(value) => choose(option, value)}
        disabled={disabled}
        note={a && disabled && a.reason ? t(`unavailable.${a.reason}`) : undefined}
      />
    );
  };
  const offered = GENERATIVE_OPTIONS.filter((o) => reasonOf(o)?.available);
  const locked = lockedByReason(availability);
  const list = new Intl.ListFormat(locale, { type: "conjunction" });

  const template = catalogue.templates.find((x) => x.slug === choices.photoTemplate) ?? null;
  const backdrops: Choice<string | null>[] = [
    { value: null, label: keep },
    ...catalogue.backdrops.map((b) => ({ value: b.slug, label: b.name, swatch: <Swatch backdrop={b} /> })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="studio-section-template" className="flex flex-col gap-4">
        <h2 id="studio-section-template" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("sections.template")}</h2>
        <ChoiceGroup<string | null> name="backdrop" legend={t("options.backdrop")} choices={backdrops} value={choices.backdrop} onChange={(value) => choose("backdrop", value)} layout="swatches" />
        <ChoiceGroup<string | null>
          name="photoTemplate"
          legend={t("options.photoTemplate")}
          choices={[{ value: null, label: keep }, ...catalogue.templates.map((x) => ({ value: x.slug, label: x.name, hint: t("templateSize", { width: x.width, height: x.height }) }))]}
          value={choices.photoTemplate}
          onChange={(value) => choose("photoTemplate", value)}
        />
      </section>

      <section aria-labelledby="studio-section-output" className="flex flex-col gap-4">
        <h2 id="studio-section-output" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("sections.output")}</h2>
        <ChoiceGroup name="framing" legend={t("options.framing")} choices={EDIT_FRAMINGS.map((f) => ({ value: f, label: t(`framing.${f}`) }))} value={choices.framing} onChange={(value) => choose("framing", value)} layout="row" />
        <ChoiceGroup name="quality" legend={t("options.quality")} choices={EDIT_QUALITIES.map((q) => ({ value: q, label: t(`quality.${q}`) }))} value={choices.quality} onChange={(value) => choose("quality", value)} />
        <div className="flex flex-col gap-2">
          <ChoiceGroup
            name="size"
            legend={t("options.size")}
            choices={sizes.included.map((s) => ({ value: s, label: t(`size.${s}`) }))}
            value={choices.size}
            onChange={(value) => choose("size", value)}
            disabled={template !== null}
            note={template ? t("editor.sizeByTemplate", { width: template.width, height: template.height }) : undefined}
            layout="row"
          />
          {sizes.more.length > 0 && (
            <ul className="flex flex-col gap-0.5 text-xs text-ink-soft" data-testid="studio-size-more">
              {sizes.more.map((m) => (
                <li key={m.size} data-size={m.size}>{t("sizes.comesWith", { size: t(`size.${m.size}`), package: m.packageName })}</li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="studio-section-person" className="flex flex-col gap-4">
        <h2 id="studio-section-person" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("sections.person")}</h2>
        {offered.map(person)}
        {locked.map(({ reason, options }) => (
          <details key={reason} className="group rounded-md border border-line" data-testid="studio-locked" data-reason={reason}>
            <summary className="flex cursor-pointer list-none items-start gap-2 px-3 py-2 text-sm text-ink-soft [&::-webkit-details-marker]:hidden">
              <Icon name="chevron-right" size={16} className="mt-0.5 shrink-0 transition-transform group-open:rotate-90" />
              <span className="min-w-0 flex-1 wrap-break-word">{t(`locked.${reason}`, { options: list.format(options.map((o) => t(`options.${o}`))) })}</span>
            </summary>
            <div className="flex flex-col gap-4 border-t border-line px-3 py-3">{options.map(person)}</div>
          </details>
        ))}
      </section>
    </div>
  );
}
