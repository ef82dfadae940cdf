import { cx } from "@/components/ui/cx";

const HEX = /^#[0-9a-f]{6}$/i;

/** A row of colour dots (a backdrop's or an outfit's colours); `label` names them for screen readers. */
export function Swatches({ colors, label, className }: { colors: string[]; label: string; className?: string }) {
  const shown = colors.filter((c) => HEX.test(c));
  if (shown.length === 0) return null;
  return (
    <span role="img" aria-label={`${label}: ${shown.join(", ")}`} className={cx("inline-flex items-center gap-1", className)}>
      {shown.map((c, i) => (
        <span key={`${c}-${i}`} className="size-4 rounded-full border border-line" style={{ backgroundColor: c }} />
      ))}
    </span>
  );
}
