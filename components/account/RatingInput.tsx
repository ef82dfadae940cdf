"use client";

import { useId, useState } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";

/**
 * One to five stars as a radio group (arrow keys move between them, as for any radio group).
 * `labels[i]` names the rating i + 1 for screen readers and as a tooltip.
 */
export function RatingInput({ name, legend, labels, defaultValue, error }: { name: string; legend: string; labels: string[]; defaultValue?: number; error?: string }) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? 0);
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${id}-err` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {labels.map((label, i) => {
          const n = i + 1;
          return (
            <label key={n} title={label} onMouseEnter={() => setHover(n)} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand">
              <input type="radio" name={name} value={n} checked={value === n} onChange={() => setValue(n)} className="sr-only" data-testid={`${name}-${n}`} />
              <Icon name="star" size={32} className={cx("transition-colors", n <= shown ? "fill-current text-amber-500" : "text-ink-soft/40")} />
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
        {shown > 0 && <span className="ml-2 text-sm text-ink-soft" aria-hidden="true">{labels[shown - 1]}</span>}
      </div>
      {error && <p id={`${id}-err`} className="mt-1.5 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
