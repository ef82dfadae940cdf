"use client";

import { useTranslations } from "next-intl";
import type { BackdropChoice, EditorChoices, Gender } from "@/lib/studio/catalogue";
import { EDIT_FRAMINGS, EDIT_QUALITIES, EDIT_SIZES, GLASSES_CHOICES, type EditOptions, type GenerativeOption, type OptionAvailability } from "@/lib/studio/options";
import { useStudio } from "@/stores/studio";
import { ChoiceGroup, type Choice } from "./ChoiceGroup";

function Swatch({ backdrop }: { backdrop: BackdropChoice }) {
  const colors = backdrop.colors.length ? backdrop.colors : ["#9a9ea3"];
  const background = colors.length > 1 ? `linear-gradient(135deg, ${colors.join(", ")})` : colors[0];
  return <span aria-hidden className="size-5 shrink-0 rounded-full border border-line" style={{ background }} />;
}

/** Catalogue entries for the shoot's gender (and the ones for everyone). */
const forGender = <T extends { gender: Gender }>(list: T[], gender: Gender | null) => (gender ? list.filter((x) => x.gender === gender || x.gender === "UNISEX") : list);

/**
 * The editor's options, in the spec's order: emotion, glasses, hairstyle, outfit (each disabled with
 * the engine's reason when it cannot change the person), photo template and backdrop, framing,
 * quality and size. The choices live in the `studio` store until applied.
 */
export function EditorSidebar({ catalogue, availability, gender }: { catalogue: EditorChoices; availability: OptionAvailability[]; gender: Gender | null }) {
  const t = useTranslations("Studio");
  const choices = useStudio((s) => s.choices);
  const choose = useStudio((s) => s.choose);
  const keep = t("editor.keep");

  const generative = (option: GenerativeOption) => {
    const a = availability.find((x) => x.option === option);
    return { disabled: !a?.available, note: a && !a.available && a.reason ? t(`unavailable.${a.reason}`) : undefined };
  };
  const named = <K extends "emotion" | "hairstyle" | "outfit">(option: K, list: { slug: string; name: string }[]) => (
    <ChoiceGroup<EditOptions[K]>
      name={option}
      legend={t(`options.${option as GenerativeOption}`)}
      choices={[{ value: null, label: keep }, ...list.map((x) => ({ value: x.slug, label: x.name }))]}
      value={choices[option]}
      onChange={(value) => choose(option, value)}
      {...generative(option)}
    />
  );

  const template = catalogue.templates.find((x) => x.slug === choices.photoTemplate) ?? null;
  const backdrops: Choice<string | null>[] = [
    { value: null, label: keep },
    ...catalogue.backdrops.map((b) => ({ value: b.slug, label: b.name, swatch: <Swatch backdrop={b} /> })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="studio-section-person" className="flex flex-col gap-4">
        <h2 id="studio-section-person" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("sections.person")}</h2>
        {named("emotion", catalogue.emotions)}
        <ChoiceGroup<EditOptions["glasses"]>
          name="glasses"
          legend={t("options.glasses")}
          choices={[{ value: null, label: keep }, ...GLASSES_CHOICES.map((g) => ({ value: g, label: t(`glasses.${g}`) }))]}
          value={choices.glasses}
          onChange={(value) => choose("glasses", value)}
          {...generative("glasses")}
        />
        {named("hairstyle", forGender(catalogue.hairstyles, gender))}
        {named("outfit", forGender(catalogue.outfits, gender))}
      </section>

      <section aria-labelledby="studio-section-template" className="flex flex-col gap-4">
        <h2 id="studio-section-template" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("sections.template")}</h2>
        <ChoiceGroup<string | null>
          name="photoTemplate"
          legend={t("options.photoTemplate")}
          choices={[{ value: null, label: keep }, ...catalogue.templates.map((x) => ({ value: x.slug, label: x.name, hint: t("templateSize", { width: x.width, height: x.height }) }))]}
          value={choices.photoTemplate}
          onChange={(value) => choose("photoTemplate", value)}
        />
        <ChoiceGroup<string | null> name="backdrop" legend={t("options.backdrop")} choices={backdrops} value={choices.backdrop} onChange={(value) => choose("backdrop", value)} layout="swatches" />
      </section>

      <section aria-labelledby="studio-section-output" className="flex flex-col gap-4">
        <h2 id="studio-section-output" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("sections.output")}</h2>
        <ChoiceGroup name="framing" legend={t("options.framing")} choices={EDIT_FRAMINGS.map((f) => ({ value: f, label: t(`framing.${f}`) }))} value={choices.framing} onChange={(value) => choose("framing", value)} />
        <ChoiceGroup name="quality" legend={t("options.quality")} choices={EDIT_QUALITIES.map((q) => ({ value: q, label: t(`quality.${q}`) }))} value={choices.quality} onChange={(value) => choose("quality", value)} />
        <ChoiceGroup
          name="size"
          legend={t("options.size")}
          choices={EDIT_SIZES.map((s) => ({ value: s, label: t(`size.${s}`) }))}
          value={choices.size}
          onChange={(value) => choose("size", value)}
          disabled={template !== null}
          note={template ? t("editor.sizeByTemplate", { width: template.width, height: template.height }) : undefined}
        />
      </section>
    </div>
  );
}
