// A profile-picture template's settings (ProfilePictureTemplate.config), one zod schema for the form,
// the database and the renderer. Neutral: the editor's live preview (a client component) imports it too.
import { z } from "zod";
import { PROFILE_SHAPES } from "@/lib/images/profile-shape";

export const PFP_SHAPES = PROFILE_SHAPES;
/** transparent: the person alone; solid: a colour of the lead's; brand: the organisation's first brand colour; blurred: the photo's own background out of focus; original: the photo as it is. */
export const PFP_BACKGROUNDS = ["transparent", "solid", "brand", "blurred", "original"] as const;
export const PFP_LOGO_POSITIONS = ["none", "top-left", "top-right", "bottom-left", "bottom-right", "bottom-center"] as const;

export const PFP_LIMITS = {
  minSize: 128,
  maxSize: 1024,
  /** Border width as a share of the picture's side, in percent. */
  maxBorder: 10,
  /** The logo's longest side as a share of the picture's side, in percent. */
  minLogo: 10,
  maxLogo: 40,
} as const;

const HEX = /^#[0-9A-F]{6}$/;
const hex = z.string({ error: "colorInvalid" }).trim().toUpperCase().regex(HEX, "colorInvalid");

export const pfpConfigSchema = z.object({
  shape: z.enum(PFP_SHAPES, { error: "invalid" }),
  size: z.coerce.number({ error: "sizeRange" }).int("sizeRange").min(PFP_LIMITS.minSize, "sizeRange").max(PFP_LIMITS.maxSize, "sizeRange"),
  background: z.enum(PFP_BACKGROUNDS, { error: "invalid" }),
  backgroundColor: hex,
  borderWidth: z.coerce.number({ error: "borderRange" }).min(0, "borderRange").max(PFP_LIMITS.maxBorder, "borderRange"),
  borderColor: hex,
  logoPosition: z.enum(PFP_LOGO_POSITIONS, { error: "invalid" }),
  logoSize: z.coerce.number({ error: "logoRange" }).int("logoRange").min(PFP_LIMITS.minLogo, "logoRange").max(PFP_LIMITS.maxLogo, "logoRange"),
  greyscale: z.boolean({ error: "invalid" }),
});
export type PfpConfig = z.infer<typeof pfpConfigSchema>;

export const DEFAULT_PFP_CONFIG: PfpConfig = {
  shape: "circle",
  size: 512,
  background: "brand",
  backgroundColor: "#F3F3F1",
  borderWidth: 0,
  borderColor: "#FFFFFF",
  logoPosition: "none",
  logoSize: 20,
  greyscale: false,
};

/** A stored config, read leniently: anything missing or unreadable takes the default (never throws). */
export function readPfpConfig(raw: unknown): PfpConfig {
  const stored = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_PFP_CONFIG) as (keyof PfpConfig)[]) {
    const one = pfpConfigSchema.shape[key].safeParse(stored[key]);
    out[key] = one.success ? one.data : DEFAULT_PFP_CONFIG[key];
  }
  return out as PfpConfig;
}

/** The background colour a config paints (null: none, the photo's own or transparency). */
export function backgroundColorOf(config: PfpConfig, brandColors: readonly string[]): string | null {
  if (config.background === "solid") return config.backgroundColor;
  if (config.background === "brand") return brandColors[0] ?? config.backgroundColor;
  return null;
}

/** Border width in pixels at the picture's size (0: none). */
export const borderPixels = (config: PfpConfig): number => Math.round((config.size * config.borderWidth) / 100);

/** The logo's box in pixels (left, top, side) at the picture's size, or null when it has none. */
export function logoBox(config: PfpConfig): { left: number; top: number; side: number } | null {
  if (config.logoPosition === "none") return null;
  const S = config.size;
  const side = Math.max(8, Math.round((S * config.logoSize) / 100));
  const margin = Math.round(S * 0.04) + borderPixels(config);
  const pos = config.logoPosition;
  if (config.shape === "circle") {
    // On the circle: the corner positions sit on the diagonal, just inside the rim.
    const c = S / 2;
    const d = (S / 2 - side / 2 - margin) * Math.SQRT1_2;
    const cx = pos === "bottom-center" ? c : pos.endsWith("left") ? c - d : c + d;
    const cy = pos === "bottom-center" ? S - margin - side / 2 : pos.startsWith("top") ? c - d : c + d;
    return { left: Math.round(cx - side / 2), top: Math.round(cy - side / 2), side };
  }
  const left = pos === "bottom-center" ? Math.round((S - side) / 2) : pos.endsWith("left") ? margin : S - margin - side;
  const top = pos.startsWith("top") ? margin : S - margin - side;
  return { left, top, side };
}

/** Corner radius in pixels for the rounded shape (drawn by lib/images/profile-shape.ts). */
export { roundedRadius } from "@/lib/images/profile-shape";
