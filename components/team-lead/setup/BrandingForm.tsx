"use client";

import { useActionState, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActionState, FormAction } from "@/lib/http/action";
import { brandingAction } from "@/lib/teams/setup-actions";
import { useOrganizationDrafts } from "@/stores/organization";
import { inputClass, StepError, useSetupMessages } from "./fields";
import { LogoField } from "./LogoField";

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The logo (optional, checked again on the server) and one to three brand colours. The wizard's step by
 * default (drafts kept in the browser until saved); /app/admin/branding passes its own action, button
 * label and saved message, without drafts.
 */
export function BrandingForm({ owner, logoUrl, savedColors, action: save = brandingAction, submitLabel, savedLabel, drafts = true }: {
  owner: string;
  logoUrl: string | null;
  savedColors: string[];
  action?: FormAction;
  submitLabel?: string;
  savedLabel?: string;
  drafts?: boolean;
}) {
  const t = useTranslations("TeamSetup");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(save, {});
  const { field, message } = useSetupMessages();
  const { claim, setColors } = useOrganizationDrafts();
  const pad = (c: string[]) => [...c, "", "", ""].slice(0, 3);
  const [colors, setLocal] = useState<string[]>(pad(savedColors.length ? savedColors : ["#1F2A44"]));
  useEffect(() => {
    if (!drafts) return;
    claim(owner);
    const d = useOrganizationDrafts.getState().branding;
    if (d) setLocal(pad(d.colors));
  }, [owner, claim, drafts]);
  const change = (i: number, value: string) => {
    const next = colors.map((c, j) => (j === i ? value : c));
    setLocal(next);
    if (drafts) setColors(next);
  };
  return (
    <form action={action} className="flex max-w-2xl flex-col gap-6" noValidate data-testid="branding-form">
      <input type="hidden" name="locale" value={locale} />
      <StepError state={state} />
      <LogoField
        logoUrl={logoUrl}
        label={t("branding.logo")}
        hint={t("branding.logoHint")}
        tooLarge={message("LOGO_TOO_LARGE", { maxMb: 5 })}
        currentLogo={t("branding.currentLogo")}
        removeLogo={t("branding.removeLogo")}
      />
      <fieldset className="flex flex-col gap-3" aria-describedby="brand-colors-hint">
        <legend className="text-sm font-medium text-ink">{t("branding.colors")}</legend>
        <p id="brand-colors-hint" className="text-sm text-ink-soft">{t("branding.colorsHint")}</p>
        <div className="flex flex-wrap gap-4">
          {colors.map((color, i) => (
            <div key={i} className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t("branding.color", { n: i + 1 })}
                value={HEX.test(color) ? color : "#ffffff"}
                onChange={(e) => change(i, e.target.value.toUpperCase())}
                className="h-11 w-11 cursor-pointer rounded-lg border border-line bg-paper"
              />
              <input
                name="colors"
                aria-label={t("branding.color", { n: i + 1 })}
                value={color}
                maxLength={7}
                placeholder="#RRGGBB"
                onChange={(e) => change(i, e.target.value)}
                className={`${inputClass(Boolean(state.fieldErrors?.colors))} w-32 font-mono uppercase`}
              />
            </div>
          ))}
        </div>
        {field(state, "colors") && <p className="text-sm text-danger" role="alert">{field(state, "colors")}</p>}
      </fieldset>
      {state.ok && savedLabel && <p role="status" className="text-sm text-success">{savedLabel}</p>}
      <Button type="submit" loading={pending} className="self-start">{submitLabel ?? t("continue")}</Button>
    </form>
  );
}
