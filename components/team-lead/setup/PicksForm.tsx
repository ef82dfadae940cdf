"use client";

import { useActionState, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { StyleSwatch } from "@/components/styles/StyleSwatch";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import type { BackdropKind } from "@/lib/catalog/styles";
import type { ActionState, FormAction } from "@/lib/http/action";
import { selectClothingAction, selectStyleAction } from "@/lib/teams/setup-actions";
import { useOrganizationDrafts, type Picks } from "@/stores/organization";
import { StepError } from "./fields";

/** One backdrop or outfit on offer: drawn from its colours, and for whom it may be picked. */
export type PickItem = {
  id: string;
  name: string;
  backdrop: { kind: BackdropKind; colors: string[] };
  outfit: { colors: string[] } | null;
  forFemale: boolean;
  forMale: boolean;
};

const ACTIONS: Record<"backdrops" | "outfits", FormAction> = { backdrops: selectStyleAction, outfits: selectClothingAction };

/**
 * The styles step (backdrops) and the clothing step (outfits): each item with a box for women and one
 * for men, counted per gender. What was picked and not saved survives a reload (organization store).
 */
export function PicksForm({ owner, kind, items, saved }: { owner: string; kind: "backdrops" | "outfits"; items: PickItem[]; saved: Picks }) {
  const t = useTranslations("TeamSetup");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(ACTIONS[kind], {});
  const drafts = useOrganizationDrafts();
  const [picks, setPicks] = useState<Picks>(saved);
  const section = kind === "backdrops" ? "style" : "clothing";
  useEffect(() => {
    drafts.claim(owner);
    const d = useOrganizationDrafts.getState()[kind];
    if (d) setPicks({ female: d.female.filter((id) => items.some((i) => i.id === id)), male: d.male.filter((id) => items.some((i) => i.id === id)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, kind]);
  const toggle = (gender: keyof Picks, id: string) => {
    const next = { ...picks, [gender]: picks[gender].includes(id) ? picks[gender].filter((x) => x !== id) : [...picks[gender], id] };
    setPicks(next);
    if (kind === "backdrops") drafts.setBackdrops(next);
    else drafts.setOutfits(next);
  };
  return (
    <form action={action} className="flex flex-col gap-6" data-testid={`${kind}-form`}>
      <input type="hidden" name="locale" value={locale} />
      <StepError state={state} />
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t(`${section}.female`)}: {t(`${section}.picked`, { count: picks.female.length })} · {t(`${section}.male`)}: {t(`${section}.picked`, { count: picks.male.length })}
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => {
          const picked = picks.female.includes(item.id) || picks.male.includes(item.id);
          return (
            <li key={item.id} className={cx("overflow-hidden rounded-[var(--radius-card)] border bg-paper", picked ? "border-brand ring-2 ring-brand" : "border-line")} data-item={item.id}>
              <StyleSwatch backdrop={item.backdrop} outfit={item.outfit} className="block aspect-[4/5] w-full" />
              <div className="flex flex-col gap-1.5 p-3">
                <span className="text-sm font-semibold text-ink">{item.name}</span>
                {(["female", "male"] as const).map((gender) =>
                  (gender === "female" ? item.forFemale : item.forMale) ? (
                    <label key={gender} className="flex items-center gap-2 text-sm text-ink">
                      <input type="checkbox" name={gender} value={item.id} checked={picks[gender].includes(item.id)} onChange={() => toggle(gender, item.id)} aria-label={`${item.name}: ${t(`${section}.${gender}`)}`} />
                      {t(`${section}.${gender}`)}
                    </label>
                  ) : null,
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Button type="submit" loading={pending} className="self-start">{t("continue")}</Button>
    </form>
  );
}
