import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { StyleOption } from "@/lib/catalog/styles";
import { StylePreview } from "./StylePreview";

/**
 * One style as a toggle button: its preview with a check mark, its name and what it is made of (who it
 * is for, backdrop and outfit; or that the person's own clothes are kept). Screen readers hear its
 * label, which tells the woman's and the man's version apart.
 */
export function StyleCard({ style, picked, eager, onToggle }: { style: StyleOption; picked: boolean; eager: boolean; onToggle: () => void }) {
  const aboutId = `style-${style.slug}-about`;
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={style.label}
      aria-describedby={aboutId}
      onClick={onToggle}
      data-style={style.slug}
      className={cx(
        "block h-full w-full overflow-hidden rounded-[var(--radius-card)] border bg-paper text-left transition-shadow",
        picked ? "border-brand ring-2 ring-brand" : "border-line hover:border-ink-soft hover:shadow-sm",
      )}
    >
      <span className="relative block">
        <StylePreview style={style} eager={eager} />
        <span
          aria-hidden
          className={cx(
            "absolute right-2 top-2 grid size-7 place-items-center rounded-full border transition-colors",
            picked ? "border-brand bg-brand text-white" : "border-white/70 bg-paper/70 text-transparent",
          )}
        >
          <Icon name="check" size={16} />
        </span>
      </span>
      <span className="block p-3">
        <span className="block text-sm font-semibold text-ink">{style.name}</span>
        <span id={aboutId} className="mt-0.5 block text-xs text-ink-soft">{style.about}</span>
      </span>
    </button>
  );
}
