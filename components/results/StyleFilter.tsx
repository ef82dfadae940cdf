"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";

/** A style the gallery can be filtered by: `key` is the style id ("" for removed styles). */
export type StyleOption = { key: string; name: string; count: number };

/** "All styles" and one button per style (aria-pressed), each with how many photos it has. */
export function StyleFilter({ styles, value, onChange, total }: { styles: StyleOption[]; value: string | null; onChange: (key: string | null) => void; total: number }) {
  const t = useTranslations("Results.filter");
  const options = [{ key: null, name: t("all"), count: total }, ...styles];
  return (
    <div role="group" aria-label={t("label")} className="flex flex-wrap gap-2">
      {options.map((o) => {
        const pressed = value === o.key;
        return (
          <button
            key={o.key ?? "all"}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(o.key)}
            className={cx(
              "inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors",
              pressed ? "border-brand bg-brand text-white" : "border-line bg-paper text-ink-soft hover:bg-mist hover:text-ink",
            )}
          >
            {o.name}
            <span aria-hidden className={cx("tabular-nums", pressed ? "text-white/80" : "text-ink-soft")}>{o.count}</span>
            <span className="sr-only">({t("count", { count: o.count })})</span>
          </button>
        );
      })}
    </div>
  );
}
