import { cx } from "./cx";
import { ICON_SHAPES, type IconName } from "./icon-shapes";

/**
 * Every icon the product uses, by the name the product uses for it. Their names and shapes (lucide's)
 * are in components/ui/icon-shapes.ts, written by `npm run icons` from components/ui/icon-glyphs.ts: an
 * icon is a plain <svg>, not one of lucide-react's client components (which carry each icon's drawing in
 * the page's payload as props and are hydrated one by one), and needs no request of its own.
 */
export const ICON_NAMES = Object.keys(ICON_SHAPES) as IconName[];
export type { IconName };

/** The stroke every icon is drawn with unless it asks for another (the `.icon` rule in app/globals.css). */
export const ICON_STROKE_WIDTH = 2;

export interface IconProps {
  name: IconName;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Pixel size of the square icon. */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

export function Icon({ name, label, size = 20, strokeWidth = ICON_STROKE_WIDTH, className }: IconProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cx("icon shrink-0", className)}
      style={strokeWidth === ICON_STROKE_WIDTH ? undefined : { strokeWidth }}
      {...a11y}
      // Our own constant, written by `npm run icons` from lucide's drawings: never text from a user.
      dangerouslySetInnerHTML={{ __html: ICON_SHAPES[name] }}
    />
  );
}
