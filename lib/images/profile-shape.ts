// The shapes of a profile picture, drawn as SVG for sharp to composite: the mask that cuts the picture
// (circle, rounded square, square) and a ring along its edge. One drawing for the team templates
// (lib/teams/branding/render.ts) and the free profile-picture maker (lib/tools/pfp/render.ts), so the
// two cut the same circle and round the same corners. Browser-safe: no sharp here, only the SVG text.

export const PROFILE_SHAPES = ["circle", "rounded", "square"] as const;
export type ProfileShape = (typeof PROFILE_SHAPES)[number];

/** The corner radius of the rounded shape at a picture's side. */
export const roundedRadius = (size: number): number => Math.round(size * 0.16);

/**
 * The shape at side `S` as SVG: filled white (a mask for `blend: "dest-in"`), or with `stroke` only its
 * outline, drawn `inset` pixels inside the edge (half the stroke's width keeps the whole ring inside).
 */
export function shapeSvg(shape: ProfileShape, S: number, inset = 0, stroke?: { width: number; color: string }): Buffer {
  const paint = stroke ? `fill="none" stroke="${stroke.color}" stroke-width="${stroke.width}"` : `fill="#fff"`;
  const body =
    shape === "circle"
      ? `<circle cx="${S / 2}" cy="${S / 2}" r="${S / 2 - inset}" ${paint}/>`
      : `<rect x="${inset}" y="${inset}" width="${S - 2 * inset}" height="${S - 2 * inset}" rx="${shape === "rounded" ? Math.max(0, roundedRadius(S) - inset) : 0}" ${paint}/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">${body}</svg>`);
}

/**
 * How far the pixel centre (x + 0.5, y + 0.5) lies outside the shape at side S, in pixels (negative
 * inside): a signed distance, so a mask and a ring can be drawn anti-aliased without rendering SVG
 * (`clamp(0.5 - d)` is the pixel's coverage).
 */
export function shapeDistance(shape: ProfileShape, S: number): (x: number, y: number) => number {
  const c = S / 2;
  // Math.sqrt, not Math.hypot: this runs once a pixel, and hypot is several times slower in V8.
  if (shape === "circle") return (x, y) => {
    const dx = x + 0.5 - c, dy = y + 0.5 - c;
    return Math.sqrt(dx * dx + dy * dy) - c;
  };
  const r = shape === "rounded" ? roundedRadius(S) : 0;
  return (x, y) => {
    // A rounded box's distance: the corner circles' where both axes are past the straight part.
    const qx = Math.abs(x + 0.5 - c) - (c - r), qy = Math.abs(y + 0.5 - c) - (c - r);
    const ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    return Math.sqrt(ox * ox + oy * oy) + Math.min(qx > qy ? qx : qy, 0) - r;
  };
}
