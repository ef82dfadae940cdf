import { cx } from "./cx";
import { ICON_SPRITE_URL } from "./icon-sprite-url";

/**
 * Every icon the product uses, by the name the product uses for it. The drawings (lucide) live in one
 * sprite, public/icons.svg, made by `npm run icons` from components/ui/icon-glyphs.ts: a page carries a
 * two-element reference per icon instead of its paths, and no icon is a client component to hydrate.
 */
export const ICON_NAMES = [
  "check",
  "check-circle",
  "x",
  "alert",
  "alert-circle",
  "info",
  "upload",
  "camera",
  "image",
  "image-off",
  "download",
  "share",
  "heart",
  "star",
  "thumbs-up",
  "thumbs-down",
  "user",
  "users",
  "building",
  "settings",
  "logout",
  "menu",
  "chevron-left",
  "chevron-right",
  "chevron-down",
  "chevron-up",
  "external-link",
  "copy",
  "trash",
  "edit",
  "lock",
  "mail",
  "globe",
  "wifi-off",
  "sparkles",
  "credit-card",
  "loader",
  "clock",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The stroke every symbol is drawn with unless an icon asks for another (the `.icon` rule in app/globals.css). */
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
    <svg width={size} height={size} className={cx("icon shrink-0", className)} style={strokeWidth === ICON_STROKE_WIDTH ? undefined : { strokeWidth }} {...a11y}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
