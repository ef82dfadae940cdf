"use client";

import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

export type Choice<T> = { value: T; label: string; hint?: string; swatch?: ReactNode };

const LAYOUTS = {
  list: "flex flex-col gap-1.5",
  /** Two columns (backdrops with their colour). */
  swatches: "grid grid-cols-2 gap-2",
  /** Short choices side by side (framing, size). */
  row: "flex flex-wrap gap-1.5",
} as const;

/**
 * One option of the sidebar as a radio group: a fieldset named by its legend. Disabled as a whole
 * (with the reason as its description) when the active engine cannot do it. Names are shown in full:
 * a long one wraps, never cut off.
 */
export function ChoiceGroup<T extends string | null>({
  name,
  legend,
  choices,
  value,
  onChange,
  disabled = false,
  note,
  layout = "list",
}: {
  name: string;
  legend: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Why the group is disabled, or what decides it. */
  note?: string;
  layout?: keyof typeof LAYOUTS;
}) {
  const noteId = note ? `${name}-note` : undefined;
  return (
    <fieldset disabled={disabled} aria-describedby={noteId} data-testid={`studio-option-${name}`} data-disabled={disabled || undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {note && (
        <p id={noteId} className="text-xs text-ink-soft" data-testid={`studio-option-${name}-note`}>
          {note}
        </p>
      )}
      <div className={cx(LAYOUTS[layout], disabled && "opacity-60")}>
        {choices.map((c) => {
          const checked = c.value === value;
          return (
            <label
              key={c.value ?? "keep"}
              className={cx(
                "flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm transition-colors",
                checked ? "border-brand bg-brand/5 text-ink" : "border-line text-ink-soft hover:border-ink/30",
                disabled && "cursor-not-allowed",
              )}
            >
              <input type="radio" name={name} className="accent-brand" checked={checked} onChange={() => onChange(c.value)} />
              {c.swatch}
              <span className="min-w-0 flex-1">
                <span className="block wrap-break-word" data-testid="studio-choice-label">{c.label}</span>
                {c.hint && <span className="block text-xs text-ink-soft">{c.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
