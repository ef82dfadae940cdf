"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { Icon, type IconName } from "@/components/ui/icons";
import type { MarksFilter } from "./marks-state";

/** "All", "Liked" (liked or loved) and "Favourite": pressed buttons like the style filter's, with counts. */
export function MarksFilterBar({ value, onChange, counts }: { value: MarksFilter; onChange: (filter: MarksFilter) => void; counts: Record<MarksFilter, number> }) {
  const t = useTranslations("GalleryActions.filter");
  const options: { key: MarksFilter; icon?: IconName }[] = [{ key: "all" }, { key: "liked", icon: "thumbs-up" }, { key: "favorite", icon: "star" }];
  return (
    <div role="group" aria-label={t("label")} className="flex flex-wrap gap-2" data-testid="marks-filter">
      {options.map(({ key, icon }) => {
        const pressed = value === key;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            data-filter={key}
            onClick={() => onChange(key)}
            className={cx(
              "inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors",
              pressed ? "border-brand bg-brand text-white" : "border-line bg-paper text-ink-soft hover:bg-mist hover:text-ink",
            )}
          >
            {icon && <Icon name={icon} size={16} />}
            {t(key)}
            <span aria-hidden className={cx("tabular-nums", pressed ? "text-white/80" : "text-ink-soft")}>{counts[key]}</span>
            <span className="sr-only">({t("count", { count: counts[key] })})</span>
          </button>
        );
      })}
    </div>
  );
}
