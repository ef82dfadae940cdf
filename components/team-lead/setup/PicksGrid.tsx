"use client";

import { StyleSwatch } from "@/components/styles/StyleSwatch";
import { cx } from "@/components/ui/cx";
import type { BackdropKind } from "@/lib/catalog/styles";

/** One backdrop or outfit on offer: drawn from its colours, and for whom it may be picked. */
export type PickItem = {
  id: string;
  name: string;
  backdrop: { kind: BackdropKind; colors: string[] };
  outfit: { colors: string[] } | null;
  forFemale: boolean;
  forMale: boolean;
};

/** The ids picked for women and for men. */
export type GenderPicks = { female: string[]; male: string[] };

/**
 * The backdrops or outfits as cards, each with a box for women and one for men (named "<item>: <label>"
 * for screen readers), posted as `female` and `male` fields. The wizard's styles and clothing steps and
 * the team lead area's pools (/app/admin/style, /app/admin/clothing) share it. `disabled`: read only
 * (a sub-team that inherits the organisation's pool).
 */
export function PicksGrid({ items, picks, labels, onToggle, disabled = false }: {
  items: PickItem[];
  picks: GenderPicks;
  labels: { female: string; male: string };
  onToggle: (gender: keyof GenderPicks, id: string) => void;
  disabled?: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => {
        const picked = picks.female.includes(item.id) || picks.male.includes(item.id);
        return (
          <li key={item.id} className={cx("overflow-hidden rounded-[var(--radius-card)] border bg-paper", picked ? "border-brand ring-2 ring-brand" : "border-line")} data-item={item.id} data-picked={picked ? "true" : "false"}>
            <StyleSwatch backdrop={item.backdrop} outfit={item.outfit} className="block aspect-[4/5] w-full" />
            <div className="flex flex-col gap-1.5 p-3">
              <span className="text-sm font-semibold text-ink">{item.name}</span>
              {(["female", "male"] as const).map((gender) =>
                (gender === "female" ? item.forFemale : item.forMale) ? (
                  <label key={gender} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name={gender}
                      value={item.id}
                      checked={picks[gender].includes(item.id)}
                      disabled={disabled}
                      onChange={() => onToggle(gender, item.id)}
                      aria-label={`${item.name}: ${labels[gender]}`}
                    />
                    {labels[gender]}
                  </label>
                ) : null,
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
