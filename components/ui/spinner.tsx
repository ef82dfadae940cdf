import { cx } from "./cx";
import { Icon } from "./icons";

export interface SpinnerProps {
  size?: number;
  /** When set, the spinner announces itself as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const glyph = <Icon name="loader" size={size} className={cx("animate-spin", className)} />;
  if (!label) return glyph;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {glyph}
      <span className="sr-only">{label}</span>
    </span>
  );
}
