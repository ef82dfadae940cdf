// The free headshot's visible watermark: "Lumen · free preview" repeated diagonally across the whole
// picture, plus a small mark in the lower right corner. Each line of text is drawn twice, a dark
// outline under light letters, so it shows on a navy backdrop as well as on a light grey one; at about
// a quarter opacity the face stays recognisable while the picture is plainly not the paid product.
import "server-only";
import sharp from "sharp";

export const WATERMARK = {
  text: "Lumen · free preview",
  /** Opacity of the diagonal pattern. */
  opacity: 0.28,
  /** Opacity of the corner mark (read once, so a little stronger). */
  cornerOpacity: 0.75,
  /** Degrees of the pattern's slope (counter-clockwise). */
  angle: -30,
  jpegQuality: 88,
} as const;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The overlay as SVG, sized to the picture. */
export function watermarkSvg(width: number, height: number): string {
  const size = Math.round(Math.max(width, height) / 22);
  const text = escapeXml(WATERMARK.text);
  const rowGap = Math.round(size * 4);
  const colGap = Math.round(size * 13);
  const diag = Math.ceil(Math.hypot(width, height));
  const rows: string[] = [];
  // A pattern wider than the diagonal, rotated about the centre, covers every corner.
  for (let y = -diag, r = 0; y <= diag; y += rowGap, r++) {
    for (let x = -diag + (r % 2) * (colGap / 2); x <= diag; x += colGap) {
      rows.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${text}</text>`);
    }
  }
  const corner = Math.round(size * 0.75);
  const font = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<g transform="translate(${width / 2} ${height / 2}) rotate(${WATERMARK.angle})" opacity="${WATERMARK.opacity}" ${font} font-size="${size}">`,
    `<g fill="none" stroke="#000" stroke-width="${Math.max(2, Math.round(size / 9))}" stroke-linejoin="round">${rows.join("")}</g>`,
    `<g fill="#fff">${rows.join("")}</g>`,
    `</g>`,
    `<g opacity="${WATERMARK.cornerOpacity}" ${font} font-size="${corner}" text-anchor="end">`,
    `<rect x="${width - corner * 12.5}" y="${height - corner * 2.3}" width="${corner * 12}" height="${corner * 1.8}" rx="${corner * 0.4}" fill="#000" fill-opacity="0.55"/>`,
    `<text x="${width - corner * 1.1}" y="${height - corner}" fill="#fff">${text}</text>`,
    `</g>`,
    `</svg>`,
  ].join("");
}

/** The picture with the watermark drawn on it, as JPEG. */
export async function watermark(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new Error("watermark: the image has no size");
  return sharp(image)
    .composite([{ input: Buffer.from(watermarkSvg(width, height)), left: 0, top: 0 }])
    .jpeg({ quality: WATERMARK.jpegQuality, mozjpeg: true })
    .toBuffer();
}
