"use client";

import { useActionState, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { StyleCard } from "@/components/styles/StyleCard";
import { Button } from "@/components/ui/button";
import { looksFor, resolveChoice, type Gender } from "@/lib/catalog/looks";
import type { StyleCatalogue } from "@/lib/catalog/styles";
import type { ActionState } from "@/lib/http/action";
import { stylesAction } from "@/lib/shoots/actions";
import { useCart, useCartHydrated } from "@/stores/cart";
import { useOnboarding } from "@/stores/onboarding";
import { FormErrors } from "./FormErrors";

type Filter = "mine" | "all";

/**
 * Picks the shoot's styles, pre-filled with what was saved, else what was picked before paying (the
 * cart), else what was picked here before a reload. When the engine dresses people, the styles follow
 * the gender given in personal info: only theirs are shown at first, and a choice made for another
 * gender becomes its counterpart for theirs. When it keeps the person's own clothes, a style is a
 * backdrop for everyone. A team that forces backdrop variety (`variety`) gets each pick on a different
 * backdrop (the server checks it again, lib/shoots/styles.ts).
 */
export function StyleStep({ shootId, catalogue, saved, max, gender, variety = false }: { shootId: string; catalogue: StyleCatalogue; saved: string[]; max: number; gender: Gender | null; variety?: boolean }) {
  const t = useTranslations("Upload.styles");
  const team = useTranslations("TeamStyle.member");
  const locale = useLocale();
  const { mode, styles } = catalogue;
  const person = mode === "outfits" ? gender : null;
  const [state, action, pending] = useActionState<ActionState, FormData>(stylesAction, {});
  const hydrated = useCartHydrated();
  const { styleDraft, setStyleDraft, shootId: draftShoot } = useOnboarding();
  const [chosen, setChosen] = useState<string[]>(() => resolveChoice(saved, styles, person).slice(0, max));
  const [filter, setFilter] = useState<Filter>(person ? "mine" : "all");
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!hydrated || saved.length) return;
    const draft = draftShoot === shootId ? styleDraft : null;
    const fromCart = useCart.getState().styleSlugs;
    const pick = resolveChoice(draft?.length ? draft : fromCart, styles, person).slice(0, max);
    if (pick.length) setChosen(pick);
    // once, when the stored cart and drafts become readable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const toggle = (slug: string) => {
    setNotice(null);
    setChosen((current) => {
      if (current.includes(slug)) {
        const next = current.filter((s) => s !== slug);
        setStyleDraft(next);
        return next;
      }
      if (current.length >= max) {
        setNotice(t("limit", { max }));
        return current;
      }
      const backdrop = styles.find((s) => s.slug === slug)?.backdrop.slug;
      if (variety && current.some((c) => styles.find((s) => s.slug === c)?.backdrop.slug === backdrop)) {
        setNotice(team("sameBackdrop"));
        return current;
      }
      const next = [...current, slug];
      setStyleDraft(next);
      return next;
    });
  };

  const visible = filter === "mine" && person ? looksFor(styles, person) : styles;
  return (
    <form action={action} className="flex flex-col gap-6">
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      {chosen.map((slug) => <input key={slug} type="hidden" name="style" value={slug} />)}
      <FormErrors state={state} />
      {mode === "ownClothes" && <p className="max-w-2xl text-sm text-ink-soft" data-testid="style-own-clothes">{t("ownClothes")}</p>}
      {variety && <p className="max-w-2xl text-sm text-ink" data-testid="style-variety">{team("variety")}</p>}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm font-medium text-ink" aria-live="polite" data-testid="style-count">{t("count", { chosen: chosen.length, max })}</p>
        {person && (
          <div className="flex gap-2" role="group" aria-label={t("filter.label")}>
            {(["mine", "all"] as const).map((f) => (
              <Button key={f} type="button" size="sm" variant={filter === f ? "primary" : "secondary"} aria-pressed={filter === f} onClick={() => setFilter(f)}>{t(`filter.${f}`)}</Button>
            ))}
          </div>
        )}
      </div>
      {notice && <p className="text-sm text-warning" role="status">{notice}</p>}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="style-grid">
        {visible.map((s, i) => (
          <li key={s.slug}>
            <StyleCard style={s} picked={chosen.includes(s.slug)} eager={i < 4} onToggle={() => toggle(s.slug)} />
          </li>
        ))}
      </ul>
      <Button type="submit" loading={pending} disabled={chosen.length === 0} className="self-start">{t("continue")}</Button>
    </form>
  );
}
