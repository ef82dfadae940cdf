"use client";

import { useState } from "react";
import { cx } from "@/components/ui/cx";

/** One filter: `key` names the items' data attribute (data-{key}, space-separated values it matches). */
export type FilterGroup = { key: string; label: string; all: string; options: { value: string; label: string }[] };

/**
 * The cached public lists' filter: the server renders every item (data-filter-item, data-{key}); this
 * island only hides and shows them, so the page reads no search parameters and works without
 * JavaScript (everything shown). One row of pressed buttons per group; "all" clears a group.
 */
export function ListFilter({ target, groups, empty, className }: { target: string; groups: FilterGroup[]; empty: string; className?: string }) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<number | null>(null);

  function choose(key: string, value: string) {
    const next = { ...chosen, [key]: value };
    setChosen(next);
    const list = document.getElementById(target);
    if (!list) return;
    let count = 0;
    for (const item of list.querySelectorAll<HTMLElement>("[data-filter-item]")) {
      const matches = groups.every((g) => !next[g.key] || (item.dataset[g.key] ?? "").split(" ").includes(next[g.key]!));
      item.hidden = !matches;
      if (matches) count++;
    }
    setShown(count);
  }

  return (
    <div className={cx("flex flex-col gap-3", className)} data-testid={`filter-${target}`}>
      {groups.map((g) => (
        <div key={g.key} role="group" aria-label={g.label} className="flex flex-wrap items-center gap-2">
          <span aria-hidden className="mr-1 text-sm text-ink-soft">{g.label}</span>
          {[{ value: "", label: g.all }, ...g.options].map((o) => {
            const pressed = (chosen[g.key] ?? "") === o.value;
            return (
              <button
                key={o.value || "all"}
                type="button"
                aria-pressed={pressed}
                onClick={() => choose(g.key, o.value)}
                className={cx(
                  "min-h-9 rounded-full border px-3 text-sm font-medium transition-colors",
                  pressed ? "border-brand bg-brand text-white" : "border-line bg-paper text-ink-soft hover:bg-mist hover:text-ink",
                )}
              >
                {o.label}
              </button>
            );
          })}
        </div>
      ))}
      <p role="status" aria-live="polite" className={cx("text-sm text-ink-soft", shown !== 0 && "sr-only")}>
        {shown === 0 ? empty : ""}
      </p>
    </div>
  );
}
