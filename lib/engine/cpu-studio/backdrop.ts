// Procedural backdrops: painted studio colours with a soft light spot behind the head, gradients,
// and out-of-focus office and city scenes drawn as SVG and blurred like a shallow depth of field.
import "server-only";
import sharp from "sharp";
import type { EngineStyle } from "../engine";
import { clamp255 } from "../image-math";
import { backdropColors, type Rgb } from "./styles";

export type BackdropContext = {
  width: number;
  height: number;
  /** Where the head is, so the light spot sits behind it. */
  headX: number;
  headY: number;
  /** Varies scene details between variations. */
  seed: number;
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const css = (c: Rgb, k = 1) => `rgb(${c.map((v) => clamp255(v * k)).join(",")})`;

function rng(seed: number) {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x6d2b79f5) >>> 0) / 4294967296);
}

/**
 * A painted backdrop: `top`..`bottom` vertical blend, lifted by a soft spot behind the head, with a
 * whisper of noise against banding.
 */
function painted(ctx: BackdropContext, top: Rgb, bottom: Rgb, spot: number): Buffer {
  const { width: W, height: H, headX, headY } = ctx;
  const out = Buffer.alloc(W * H * 3);
  // the spot reaches zero at the nearest corner, so the corners show the style's own colour (a size
  // cut from a taller or wider render has its corners a little inside: a trace of the spot, if any)
  const R2 = Math.min(...[[0, 0], [W, 0], [0, H], [W, H]].map(([x, y]) => (x! - headX) ** 2 + (y! - headY) ** 2));
  const rand = rng(ctx.seed + 7);
  const noise = new Float32Array(4096);
  for (let k = 0; k < noise.length; k++) noise[k] = (rand() - 0.5) * 2.2;
  const inv = 1 / R2;
  const colD = new Float64Array(W);
  for (let x = 0; x < W; x++) colD[x] = (x - headX) * (x - headX);
  for (let y = 0; y < H; y++) {
    const c = mix(top, bottom, y / Math.max(1, H - 1));
    paintRow(out, y, W, c[0], c[1], c[2], (y - headY) * (y - headY), colD, inv, spot, noise);
  }
  return out;
}

/** One row of the painted backdrop (a small function: V8 optimises it at once and keeps it). */
function paintRow(out: Uint8Array, y: number, W: number, c0: number, c1: number, c2: number, dy2: number, colD: Float64Array, inv: number, spot: number, noise: Float32Array): void {
  for (let x = 0; x < W; x++) {
    const d2 = (colD[x]! + dy2) * inv;
    const f = d2 < 1 ? 1 - d2 : 0;
    const lift = spot * f * f;
    const nz = noise[(x * 7 + y * 131) & 4095]!;
    const i = (y * W + x) * 3;
    const r = c0 + (255 - c0) * lift + nz, g = c1 + (255 - c1) * lift + nz, b = c2 + (255 - c2) * lift + nz;
    out[i] = r < 0 ? 0 : r > 255 ? 255 : (r + 0.5) | 0;
    out[i + 1] = g < 0 ? 0 : g > 255 ? 255 : (g + 0.5) | 0;
    out[i + 2] = b < 0 ? 0 : b > 255 ? 255 : (b + 0.5) | 0;
  }
}

async function svgScene(ctx: BackdropContext, body: string, blurSigma: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.width}" height="${ctx.height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().blur(blurSigma).raw().toBuffer();
}

/** An office out of focus: wall, windows with daylight, a shelf, a plant, ceiling lights. */
function officeSvg(ctx: BackdropContext, wall: Rgb, floor: Rgb): string {
  const { width: W, height: H } = ctx;
  const r = rng(ctx.seed);
  const parts = [
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(wall, 1.08)}"/><stop offset="0.72" stop-color="${css(wall)}"/><stop offset="1" stop-color="${css(floor)}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#w)"/>`,
  ];
  const side = r() < 0.5 ? 0 : 1;
  const wx = side ? W * (0.58 + r() * 0.08) : W * (0.02 + r() * 0.06);
  const ww = W * 0.36;
  parts.push(`<rect x="${wx}" y="${H * 0.06}" width="${ww}" height="${H * 0.58}" fill="#eef3f7"/>`);
  for (let k = 1; k < 3; k++) parts.push(`<rect x="${wx + (ww * k) / 3 - W * 0.008}" y="${H * 0.06}" width="${W * 0.016}" height="${H * 0.58}" fill="${css(wall, 0.75)}"/>`);
  parts.push(`<rect x="${wx}" y="${H * 0.33}" width="${ww}" height="${H * 0.014}" fill="${css(wall, 0.75)}"/>`);
  const sx = side ? W * 0.04 : W * 0.66;
  parts.push(`<rect x="${sx}" y="${H * 0.18}" width="${W * 0.28}" height="${H * 0.62}" fill="${css(wall, 0.55)}"/>`);
  for (let row = 0; row < 4; row++) {
    let x = sx + W * 0.01;
    while (x < sx + W * 0.26) {
      const bw = W * (0.01 + r() * 0.02);
      const hue = [[150, 60, 50], [60, 80, 120], [200, 180, 140], [70, 110, 80], [220, 220, 215]][Math.floor(r() * 5)] as Rgb;
      parts.push(`<rect x="${x}" y="${H * (0.2 + row * 0.15) + r() * H * 0.03}" width="${bw}" height="${H * 0.11}" fill="${css(hue)}"/>`);
      x += bw + W * 0.004;
    }
  }
  const px = side ? W * 0.36 : W * 0.56;
  parts.push(`<ellipse cx="${px}" cy="${H * 0.62}" rx="${W * 0.07}" ry="${H * 0.13}" fill="#4d6b3f"/>`);
  for (let k = 0; k < 3; k++) parts.push(`<ellipse cx="${W * (0.2 + k * 0.3 + r() * 0.05)}" cy="${H * 0.015}" rx="${W * 0.09}" ry="${H * 0.02}" fill="#fffdf4"/>`);
  return parts.join("");
}

/** City lights at night through a lens wide open: soft discs on a dark blend. */
function bokehSvg(ctx: BackdropContext, base: Rgb, light: Rgb): string {
  const { width: W, height: H } = ctx;
  const r = rng(ctx.seed + 11);
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(base, 1.2)}"/><stop offset="1" stop-color="${css(base, 0.7)}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 46; i++) {
    const warm = r() < 0.6;
    const c: Rgb = warm ? mix(light, [255, 240, 210], r() * 0.4) : mix([150, 185, 230], light, r() * 0.3);
    parts.push(`<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * H * 0.8).toFixed(0)}" r="${((0.025 + r() * 0.07) * W).toFixed(0)}" fill="${css(c)}" fill-opacity="${(0.15 + r() * 0.35).toFixed(2)}"/>`);
  }
  return parts.join("");
}

/** The backdrop for a style, as W x H interleaved RGB. */
export async function paintBackdrop(style: EngineStyle, ctx: BackdropContext): Promise<Buffer> {
  const colors = backdropColors(style);
  const c0 = colors[0]!;
  const c1 = colors[1] ?? c0;
  switch (style.backdrop.kind) {
    case "SOLID":
    case "BRAND":
      return painted(ctx, c0, c0, 0.1);
    case "GRADIENT":
      return painted(ctx, c0, c1, 0.06);
    case "BLUR_OFFICE":
      return svgScene(ctx, officeSvg(ctx, c0, c1), ctx.width / 55);
    case "BOKEH":
      return svgScene(ctx, bokehSvg(ctx, c0, c1), ctx.width / 70);
  }
}
