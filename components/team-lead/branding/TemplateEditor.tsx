"use client";
// A profile-picture template's form (lib/teams/branding/actions.ts saveTemplateAction) beside its live
// preview. Every control is a named form field the action reads; the preview follows each change.
import { useActionState, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, inputClass, StepError, useSetupMessages } from "@/components/team-lead/setup/fields";
import type { ActionState } from "@/lib/http/action";
import { saveTemplateAction } from "@/lib/teams/branding/actions";
import { DEFAULT_PFP_CONFIG, PFP_BACKGROUNDS, PFP_LIMITS, PFP_LOGO_POSITIONS, PFP_SHAPES, type PfpConfig } from "@/lib/teams/branding/config";
import { ProfilePicturePreview, type PreviewSample } from "./ProfilePicturePreview";

const NAMESPACES = ["TeamBranding", "TeamLead"];
const HEX = /^#[0-9a-f]{6}$/i;

export type EditedTemplate = { id: string; name: string; teamId: string | null; isDefault: boolean; config: PfpConfig } | null;

function ColorField({ label, name, value, onChange, error }: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          <input type="color" aria-hidden="true" tabIndex={-1} value={HEX.test(value) ? value.toLowerCase() : "#ffffff"} onChange={(e) => onChange(e.target.value.toUpperCase())} className="h-11 w-11 cursor-pointer rounded-lg border border-line bg-paper" />
          <input id={id} name={name} value={value} maxLength={7} placeholder="#RRGGBB" aria-describedby={describedBy} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)} className={`${inputClass(invalid)} w-32 font-mono uppercase`} />
        </div>
      )}
    </Field>
  );
}

export function TemplateEditor({ template, teams, brandColors, logoUrl, sample }: {
  template: EditedTemplate;
  teams: { id: string; name: string }[];
  brandColors: string[];
  logoUrl: string | null;
  sample: PreviewSample;
}) {
  const t = useTranslations("TeamBranding.editor");
  const locale = useLocale();
  const [state, run, pending] = useActionState<ActionState, FormData>(saveTemplateAction, {});
  const { field } = useSetupMessages(...NAMESPACES);
  const typed = state.values ?? {};
  const [config, setConfig] = useState<PfpConfig>(() => {
    const base = template?.config ?? DEFAULT_PFP_CONFIG;
    return brandColors.length || base.background !== "brand" ? base : { ...base, background: "solid" };
  });
  const [makeDefault, setMakeDefault] = useState(template?.isDefault ?? false);
  const set = <K extends keyof PfpConfig>(key: K, value: PfpConfig[K]) => setConfig((c) => ({ ...c, [key]: value }));
  const num = (v: string, fallback: number) => (v.trim() === "" || Number.isNaN(Number(v)) ? fallback : Number(v));
  const [sizeText, setSizeText] = useState(String(config.size));

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_auto]">
      <form action={run} className="flex max-w-2xl flex-col gap-5" noValidate data-testid="template-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="id" value={template?.id ?? ""} />
        <StepError state={state} namespaces={NAMESPACES} />
        <Field label={t("name")} error={field(state, "name")}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="name" defaultValue={typed.name ?? template?.name ?? ""} maxLength={60} required aria-describedby={describedBy} aria-invalid={invalid || undefined} className={inputClass(invalid)} />
          )}
        </Field>
        {teams.length > 0 ? (
          <Field label={t("team")} hint={t("teamHint")} error={field(state, "team")}>
            {({ id, describedBy }) => (
              <select id={id} name="team" defaultValue={typed.team ?? template?.teamId ?? ""} aria-describedby={describedBy} className={inputClass(false)}>
                <option value="">{t("wholeOrganization")}</option>
                {teams.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </select>
            )}
          </Field>
        ) : (
          <input type="hidden" name="team" value="" />
        )}

        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{t("shape")}</legend>
          <div className="flex flex-wrap gap-4">
            {PFP_SHAPES.map((shape) => (
              <label key={shape} className="flex items-center gap-2 text-sm">
                <input type="radio" name="shape" value={shape} checked={config.shape === shape} onChange={() => set("shape", shape)} />
                {t(`shapes.${shape}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <Field label={t("size")} hint={t("sizeHint", { min: PFP_LIMITS.minSize, max: PFP_LIMITS.maxSize })} error={field(state, "size")}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="size"
              type="number"
              inputMode="numeric"
              min={PFP_LIMITS.minSize}
              max={PFP_LIMITS.maxSize}
              step={1}
              value={sizeText}
              onChange={(e) => {
                setSizeText(e.target.value);
                const n = num(e.target.value, config.size);
                if (Number.isInteger(n) && n >= PFP_LIMITS.minSize && n <= PFP_LIMITS.maxSize) set("size", n);
              }}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={`${inputClass(invalid)} w-32`}
            />
          )}
        </Field>

        <div className="flex flex-col gap-3">
          <Field label={t("background")} error={field(state, "background")}>
            {({ id, describedBy }) => (
              <select id={id} name="background" value={config.background} onChange={(e) => set("background", e.target.value as PfpConfig["background"])} aria-describedby={describedBy} className={inputClass(false)}>
                {PFP_BACKGROUNDS.map((b) => <option key={b} value={b}>{t(`backgrounds.${b}`)}</option>)}
              </select>
            )}
          </Field>
          {config.background === "brand" && <p className="text-sm text-ink-soft">{brandColors[0] ? t("brandHint", { color: brandColors[0] }) : t("noBrandColor")}</p>}
          <ColorField label={t("backgroundColor")} name="backgroundColor" value={config.backgroundColor} onChange={(v) => set("backgroundColor", v)} error={field(state, "backgroundColor")} />
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-ink">{t("border")}</legend>
          <Field label={t("borderWidth")} error={field(state, "borderWidth")}>
            {({ id, describedBy }) => (
              <input id={id} name="borderWidth" type="range" min={0} max={PFP_LIMITS.maxBorder} step={0.5} value={config.borderWidth} onChange={(e) => set("borderWidth", num(e.target.value, 0))} aria-describedby={describedBy} className="w-64" />
            )}
          </Field>
          <ColorField label={t("borderColor")} name="borderColor" value={config.borderColor} onChange={(v) => set("borderColor", v)} error={field(state, "borderColor")} />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-ink">{t("logo")}</legend>
          {!logoUrl && <p className="text-sm text-ink-soft">{t("noLogo")}</p>}
          <Field label={t("logoPosition")} error={field(state, "logoPosition")}>
            {({ id, describedBy }) => (
              <select id={id} name="logoPosition" value={config.logoPosition} onChange={(e) => set("logoPosition", e.target.value as PfpConfig["logoPosition"])} aria-describedby={describedBy} className={inputClass(false)}>
                {PFP_LOGO_POSITIONS.map((p) => <option key={p} value={p}>{t(`logoPositions.${p}`)}</option>)}
              </select>
            )}
          </Field>
          <Field label={t("logoSize")} error={field(state, "logoSize")}>
            {({ id, describedBy }) => (
              <input id={id} name="logoSize" type="range" min={PFP_LIMITS.minLogo} max={PFP_LIMITS.maxLogo} step={1} value={config.logoSize} onChange={(e) => set("logoSize", num(e.target.value, 20))} aria-describedby={describedBy} className="w-64" />
            )}
          </Field>
        </fieldset>

        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="greyscale" value="1" checked={config.greyscale} onChange={(e) => set("greyscale", e.target.checked)} />
          {t("greyscale")}
        </label>

        <div className="flex flex-col gap-3 rounded-lg border border-line p-4">
          <div className="flex items-start gap-2 text-sm">
            <input id="template-make-default" type="checkbox" name="makeDefault" value="1" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} className="mt-1" aria-describedby="make-default-hint" />
            <div>
              <label htmlFor="template-make-default" className="font-medium text-ink">{t("makeDefault")}</label>
              <p id="make-default-hint" className="text-ink-soft">{t("makeDefaultHint")}</p>
            </div>
          </div>
          <div className="flex items-start gap-2 text-sm">
            <input id="template-update-existing" type="checkbox" name="updateExisting" value="1" disabled={!makeDefault} defaultChecked={false} className="mt-1" aria-describedby="update-existing-hint" />
            <div>
              <label htmlFor="template-update-existing" className="font-medium text-ink">{t("updateExisting")}</label>
              <p id="update-existing-hint" className="text-ink-soft">{t("updateExistingHint")}</p>
            </div>
          </div>
        </div>

        <Button type="submit" loading={pending} className="self-start">{t("save")}</Button>
      </form>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <ProfilePicturePreview config={config} brandColors={brandColors} logoUrl={logoUrl} sample={sample} />
      </div>
    </div>
  );
}
