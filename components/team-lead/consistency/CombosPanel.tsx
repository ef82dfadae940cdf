"use client";
// /app/admin/combos: the organisation's combos in order (move, edit, delete), a form for a new one, and
// the "use combos" switch. A combo's outfits are offered for the backdrop picked: only pairs that make a
// catalogue style from the organisation's approved backdrops and outfits.
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { StyleSwatch } from "@/components/styles/StyleSwatch";
import { ActionForm } from "@/components/team-lead/ActionForm";
import { inputClass } from "@/components/team-lead/fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { combosEnabledAction, deleteComboAction, moveComboAction, saveComboAction } from "@/lib/teams/consistency-actions";
import type { ComboBackdropChoice, ComboView } from "@/lib/teams/combos";
import { STYLE_MESSAGE_NAMESPACES } from "./PoolForm";

export function CombosPanel({ combos, choices, enabled, max }: { combos: ComboView[]; choices: ComboBackdropChoice[]; enabled: boolean; max: number }) {
  const t = useTranslations("TeamStyle.combos");
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <SwitchForm enabled={enabled} />
      <section className="flex flex-col gap-3" aria-labelledby="combos-list">
        <h2 id="combos-list" className="text-lg font-semibold">{t("list")}</h2>
        {combos.length === 0 ? (
          <p className="text-sm text-ink-soft" data-testid="combos-empty">{t("empty")}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="combos">
            {combos.map((combo, i) => {
              const title = combo.name ?? t("untitled", { number: i + 1 });
              return (
                <li key={combo.id} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-4" data-testid="combo" data-combo={combo.id}>
                  <div className="flex flex-wrap items-center gap-4">
                    <StyleSwatch backdrop={combo.backdrop} outfit={combo.female ?? combo.male} className="block h-20 w-16 shrink-0 rounded" />
                    <div className="min-w-48 flex-1">
                      <p className="font-semibold">{i + 1}. {title}</p>
                      <p className="text-sm text-ink-soft">{t("backdrop")}: {combo.backdrop.name}</p>
                      <p className="text-sm text-ink-soft">{t("male")}: {combo.male?.name ?? "—"}</p>
                      <p className="text-sm text-ink-soft">{t("female")}: {combo.female?.name ?? "—"}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {i > 0 && <ActionForm action={moveComboAction} fields={{ comboId: combo.id, direction: "up" }} label={t("up")} variant="ghost" namespaces={STYLE_MESSAGE_NAMESPACES} />}
                      {i < combos.length - 1 && <ActionForm action={moveComboAction} fields={{ comboId: combo.id, direction: "down" }} label={t("down")} variant="ghost" namespaces={STYLE_MESSAGE_NAMESPACES} />}
                      <Button type="button" size="sm" variant="secondary" aria-expanded={editing === combo.id} onClick={() => setEditing(editing === combo.id ? null : combo.id)}>
                        {editing === combo.id ? t("cancel") : t("edit")}
                      </Button>
                      <ActionForm action={deleteComboAction} fields={{ comboId: combo.id }} label={t("delete")} variant="danger" namespaces={STYLE_MESSAGE_NAMESPACES} />
                    </div>
                  </div>
                  {editing === combo.id && <ComboForm choices={choices} combo={combo} onSaved={() => setEditing(null)} />}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" aria-labelledby="combo-new">
        <h2 id="combo-new" className="text-lg font-semibold">{t("new")}</h2>
        {combos.length >= max ? (
          <p className="text-sm text-ink-soft" data-testid="combos-full">{t("full", { max })}</p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-ink-soft" data-testid="combos-no-choices">{t("noChoices")}</p>
        ) : (
          <ComboForm choices={choices} key={combos.length} />
        )}
      </section>
    </div>
  );
}

function SwitchForm({ enabled }: { enabled: boolean }) {
  const t = useTranslations("TeamStyle.combos");
  const locale = useLocale();
  const message = useActionMessage(...STYLE_MESSAGE_NAMESPACES);
  const { state, run, pending } = useRefreshingAction(combosEnabledAction);
  return (
    <section className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" data-testid="combos-switch" data-enabled={enabled ? "true" : "false"}>
      <h2 className="text-lg font-semibold">{t("switchTitle")}</h2>
      <p className="text-sm text-ink">{enabled ? t("on") : t("off")}</p>
      <form action={run} className="flex flex-col gap-3">
        <input type="hidden" name="locale" value={locale} />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="on" defaultChecked={enabled} key={String(enabled)} />
          {t("use")}
        </label>
        {state.error && <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>}
        <Button type="submit" variant="secondary" loading={pending} className="self-start">{t("saveSwitch")}</Button>
      </form>
    </section>
  );
}

function ComboForm({ choices, combo, onSaved }: { choices: ComboBackdropChoice[]; combo?: ComboView; onSaved?: () => void }) {
  const t = useTranslations("TeamStyle.combos");
  const locale = useLocale();
  const message = useActionMessage(...STYLE_MESSAGE_NAMESPACES);
  const { state, run, pending, values, fieldErrors } = useRefreshingAction(saveComboAction);
  const [backdropId, setBackdropId] = useState(values.backdropId ?? combo?.backdrop.id ?? "");
  const choice = choices.find((c) => c.id === backdropId);
  useEffect(() => {
    if (state.ok) onSaved?.();
  }, [state, onSaved]);
  const prefix = combo ? `combo-${combo.id}` : "combo-new";
  const field = (name: string, label: string, control: (id: string) => ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${prefix}-${name}`} className="text-sm font-medium text-ink">{label}</label>
      {control(`${prefix}-${name}`)}
      {fieldErrors[name] && <p className="text-sm text-danger" role="alert">{message(fieldErrors[name]!)}</p>}
    </div>
  );
  const select = (name: string, options: { id: string; name: string }[], value: string | undefined, onChange?: (v: string) => void) => (id: string) => (
    <select id={id} name={name} defaultValue={onChange ? undefined : value ?? ""} value={onChange ? backdropId : undefined} onChange={onChange ? (e) => onChange(e.target.value) : undefined} className={inputClass} key={onChange ? undefined : `${name}-${backdropId}`}>
      <option value="">{t("choose")}</option>
      {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
    </select>
  );
  return (
    <form
      action={run}
      className="grid gap-4 sm:grid-cols-2"
      data-testid={combo ? "combo-edit" : "combo-form"}
    >
      <input type="hidden" name="locale" value={locale} />
      {combo && <input type="hidden" name="comboId" value={combo.id} />}
      {field("name", t("name"), (id) => <input id={id} name="name" maxLength={80} defaultValue={values.name ?? combo?.name ?? ""} className={inputClass} />)}
      {field("backdropId", t("backdrop"), select("backdropId", choices, backdropId, setBackdropId))}
      {field("maleOutfitId", t("male"), select("maleOutfitId", choice?.male ?? [], values.maleOutfitId ?? (combo?.backdrop.id === backdropId ? combo?.male?.id : undefined)))}
      {field("femaleOutfitId", t("female"), select("femaleOutfitId", choice?.female ?? [], values.femaleOutfitId ?? (combo?.backdrop.id === backdropId ? combo?.female?.id : undefined)))}
      <div className="sm:col-span-2 flex flex-col gap-2">
        {state.error && <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>}
        {state.ok && !combo && <p role="status" className="text-sm text-success">{t("saved")}</p>}
        <Button type="submit" loading={pending} className="self-start">{combo ? t("save") : t("add")}</Button>
      </div>
    </form>
  );
}
