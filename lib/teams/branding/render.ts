// A member's profile picture from one of their headshots, as a template says (lib/teams/branding/config.ts):
// the person is cut out (or set on their own background blurred) by the engine's re-render of a finished
// headshot (lib/engine/edit.ts, the studio editor's matting: one matting in the product), then sharp
// greys it, paints the background, cuts the shape, draws the border and places the logo. PNG out.
// With no template: the fallback, a 600 x 600 head-and-shoulders crop with the original background.
import "server-only";
import sharp, { type OverlayOptions } from "sharp";
import { EngineError } from "@/lib/engine/engine";
import type { RestyledImage, RestyleRequest } from "@/lib/engine/edit";
import { shapeSvg } from "@/lib/images/profile-shape";
import { backgroundColorOf, borderPixels, logoBox, type PfpConfig } from "./config";

export type Restyle = (request: RestyleRequest, signal?: AbortSignal) => Promise<RestyledImage>;

export type RenderedPicture = { bytes: Buffer; width: number; height: number };

/** The fallback's side (market behaviour B9: "Download PFP", 600 x 600 PNG). */
export const FALLBACK_SIZE = 600;

async function poolRestyle(request: RestyleRequest, signal?: AbortSignal): Promise<RestyledImage> {
  const { restyleInPool } = await import("@/lib/engine/pool");
  return restyleInPool(request, signal);
}

/**
 * Renders `image` (a stored headshot, JPEG or PNG) with `config`. `logo` is the organisation's stored
 * logo (WebP) or null (no logo is drawn then); `brandColors` paint the "brand" background. Throws the
 * engine's NO_FACE when a background other than the original needs a person and none is found.
 */
export async function renderProfilePicture(input: {
  image: Buffer;
  config: PfpConfig;
  logo: Buffer | null;
  brandColors: readonly string[];
  restyle?: Restyle;
  signal?: AbortSignal;
}): Promise<RenderedPicture> {
  const { config } = input;
  const S = config.size;
  const restyle = input.restyle ?? poolRestyle;
  const cutout = config.background === "original" ? undefined : config.background === "blurred" ? "blurred" : "transparent";
  const framed = await restyle({ image: input.image, size: { width: S, height: S }, backdrop: null, cutout, encoding: { format: "png" } }, input.signal);

  let person = sharp(framed.bytes).ensureAlpha();
  if (config.greyscale) person = person.greyscale();
  let base = await person.toColourspace("srgb").ensureAlpha().png().toBuffer();
  const color = backgroundColorOf(config, input.brandColors);
  if (color) base = await sharp(base).flatten({ background: color }).ensureAlpha().png().toBuffer();

  const layers: OverlayOptions[] = [];
  if (config.shape !== "square") layers.push({ input: shapeSvg(config.shape, S), blend: "dest-in" });
  const border = borderPixels(config);
  if (border > 0) layers.push({ input: shapeSvg(config.shape, S, border / 2, { width: border, color: config.borderColor }) });
  const box = logoBox(config);
  if (box && input.logo) {
    const logo = await sharp(input.logo).resize(box.side, box.side, { fit: "inside" }).png().toBuffer({ resolveWithObject: true });
    layers.push({
      input: logo.data,
      left: Math.min(S - logo.info.width, Math.max(0, box.left + Math.round((box.side - logo.info.width) / 2))),
      top: Math.min(S - logo.info.height, Math.max(0, box.top + Math.round((box.side - logo.info.height) / 2))),
    });
  }
  const bytes = await sharp(base).composite(layers).png({ compressionLevel: 6 }).toBuffer();
  return { bytes, width: S, height: S };
}

/**
 * No default template: a 600 x 600 head-and-shoulders crop of the headshot with its own background (a
 * square headshot is scaled; another shape is cut around the face, or centred when none is found).
 */
export async function renderFallbackPicture(input: { image: Buffer; restyle?: Restyle; signal?: AbortSignal }): Promise<RenderedPicture> {
  const restyle = input.restyle ?? poolRestyle;
  const size = { width: FALLBACK_SIZE, height: FALLBACK_SIZE };
  try {
    const out = await restyle({ image: input.image, size, backdrop: null, encoding: { format: "png" } }, input.signal);
    return { bytes: out.bytes, width: out.width, height: out.height };
  } catch (error) {
    if (!(error instanceof EngineError) || error.code !== "NO_FACE") throw error;
    const bytes = await sharp(input.image).rotate().resize(FALLBACK_SIZE, FALLBACK_SIZE, { fit: "cover", position: "north" }).png().toBuffer();
    return { bytes, width: FALLBACK_SIZE, height: FALLBACK_SIZE };
  }
}
