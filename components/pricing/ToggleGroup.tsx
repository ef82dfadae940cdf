"use client";

// Plain joining, not cx (tailwind-merge): this island is on the cached price list, kept light; its
// classes never compete with each other.
const cx = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(" ");

/** A small row of mutually exclusive buttons (aria-pressed), e.g. the gender choice; none is pressed while `value` is null. */
export function ToggleGroup<T extends string>({ label, options, value, onChange, className }: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cx("inline-flex items-center gap-3", className)}>
      <span aria-hidden className="text-sm text-ink-soft">{label}</span>
      <span className="inline-flex rounded-full border border-line bg-paper p-0.5">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={cx(
              "min-h-9 rounded-full px-3 text-sm font-medium transition-colors",
              value === o.value ? "bg-brand text-white" : "text-ink-soft hover:bg-mist hover:text-ink",
            )}
          >
            {o.label}
          </button>
        ))}
      </span>
    </div>
  );
}
