"use client";

import { useActionState, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { StylePreview } from "@/components/styles/StylePreview";
import type { StyleOption } from "@/lib/catalog/styles";
import type { ActionState } from "@/lib/http/action";
import { stylesAction } from "@/lib/shoots/actions";
import { useCart, useCartHydrated } from "@/stores/cart";
import { useOnboarding } from "@/stores/onboarding";
import { FormErrors } from "./FormErrors";

type Filter = "mine" | "all";

/**
 * Picks the shoot's styles, pre-filled with what was saved, else what was picked before paying (the
 * cart), else what was picked here before a reload. Styles for the person's gender come first.
 */
export function StyleStep({ shootId, styles, saved, max, gender }: { shootId: string; styles: StyleOption[]; saved: string[]; max: number; gender: "FEMALE" | "MALE" | null }) {
  const t = useTranslations("Upload.styles");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(stylesAction, {});
  const hydrated = useCartHydrated();
  const { styleDraft, setStyleDraft, shootId: draftShoot } = useOnboarding();
  const known = new Set(styles.map((s) => s.slug));
  const [chosen, setChosen] = useState<string[]>(saved);
  const [filter, setFilter] = useState<Filter>(gender ? "mine" : "all");
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!hydrated || saved.length) return;
    const draft = draftShoot === shootId ? styleDraft : null;
    const fromCart = useCart.getState().styleSlugs;
    const pick = (draft?.length ? draft : fromCart).filter((s) => known.has(s)).slice(0, max);
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
      const next = [...current, slug];
      setStyleDraft(next);
      return next;
    });
  };

  const visible = styles.filter((s) => filter === "all" || !gender || s.gender === gender || s.gender === "UNISEX");
  return (
    <form action={action} className="flex flex-col gap-6">
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      {chosen.map((slug) => <input key={slug} type="hidden" name="style" value={slug} />)}
      <FormErrors state={state} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm font-medium text-ink" aria-live="polite" data-testid="style-count">{t("count", { chosen: chosen.length, max })}</p>
        {gender && (
          <div className="flex gap-2" role="group" aria-label={t("filter.label")}>
            {(["mine", "all"] as const).map((f) => (
              <Button key={f} type="button" size="sm" variant={filter === f ? "primary" : "secondary"} aria-pressed={filter === f} onClick={() => setFilter(f)}>{t(`filter.${f}`)}</Button>
            ))}
          </div>
        )}
      </div>
      {notice && <p className="text-sm text-warning" role="status">{notice}</p>}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {visible.map((s) => {
          const on = chosen.includes(s.slug);
          return (
            <li key={s.slug}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(s.slug)}
                className={cx("group flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border-2 text-left transition-colors", on ? "border-brand" : "border-line hover:border-ink-soft")}
              >
                <span className="relative block">
                  <StylePreview style={s} />
                  {on && <span className="absolute top-2 right-2 rounded-full bg-brand p-1 text-paper"><Icon name="check" size={16} /></span>}
                </span>
                <span className="block p-3">
                  <span className="block text-sm font-medium text-ink">{s.name}</span>
                  <span className="block text-xs text-ink-soft">{s.backdrop.name} · {s.outfit.name}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button type="submit" loading={pending} disabled={chosen.length === 0} className="self-start">{t("continue")}</Button>
    </form>
  );
}
