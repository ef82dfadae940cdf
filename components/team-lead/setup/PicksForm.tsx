"use client";

import { useActionState, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActionState, FormAction } from "@/lib/http/action";
import { selectClothingAction, selectStyleAction } from "@/lib/teams/setup-actions";
import { useOrganizationDrafts, type Picks } from "@/stores/organization";
import { StepError } from "./fields";
import { PicksGrid, type PickItem } from "./PicksGrid";

export type { PickItem };

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
      <PicksGrid items={items} picks={picks} labels={{ female: t(`${section}.female`), male: t(`${section}.male`) }} onToggle={toggle} />
      <Button type="submit" loading={pending} className="self-start">{t("continue")}</Button>
    </form>
  );
}
