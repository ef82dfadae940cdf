// Style, backdrop and outfit preview images, drawn locally: an SVG (backdrop + a stylised
// head-and-shoulders figure in the outfit's colours) turned into a small WebP with sharp.
// Files live in public/styles/ and are committed (Next only serves public/ files that exist at
// build time); `npm run db:seed` writes any that are missing, `tsx prisma/seed/previews.ts --force`
// redraws them all.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BACKDROPS, OUTFITS, PREVIEW_URL, STYLES, type SeedBackdrop, type SeedOutfit } from "./catalogue";

export const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

const W = 320;
const H = 400;

const SKIN = ["#F1C7A5", "#D9A77E", "#B97F57", "#8D5A3B", "#E6B894", "#C68E66"];
const HAIR = ["#2B1E16", "#4A3222", "#1A1A1A", "#6B4A2E", "#3A2A20", "#8A6A4A"];

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

function c(colors: string[], i: number, fallback: string): string {
  return colors[i] ?? colors[0] ?? fallback;
}

/** Backdrop layer (defs + shapes) for a 320×400 canvas. */
function backdropSvg(b: Pick<SeedBackdrop, "kind" | "colors">, colorsOverride?: string[]): string {
  const colors = colorsOverride?.length ? colorsOverride : b.colors;
  const base = c(colors, 0, "#CCCCCC");
  const light = `<radialGradient id="light" cx="50%" cy="38%" r="65%"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`;
  const overlay = `<rect width="${W}" height="${H}" fill="url(#light)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  switch (b.kind) {
    case "GRADIENT":
    case "BRAND":
      return `<defs>${light}<linearGradient id="bg" x1="0" y1="0" x2="${b.kind === "BRAND" ? 1 : 0}" y2="1"><stop offset="0" stop-color="${b.kind === "BRAND" ? c(colors, 1, base) : base}"/><stop offset="1" stop-color="${b.kind === "BRAND" ? base : c(colors, 1, shade(base, -0.3))}"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#bg)"/>${overlay}`;
    case "BLUR_OFFICE": {
      const wall = base;
      const dark = c(colors, 1, shade(base, -0.4));
      const window = c(colors, 2, "#FFFFFF");
      return `<defs>${light}<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter></defs>
        <rect width="${W}" height="${H}" fill="${wall}"/>
        <g filter="url(#blur)">
          <rect x="-20" y="20" width="120" height="260" fill="${window}"/>
          <rect x="38" y="20" width="8" height="260" fill="${dark}" opacity="0.5"/>
          <rect x="230" y="60" width="110" height="150" fill="${shade(wall, 0.35)}"/>
          <rect x="210" y="230" width="140" height="16" fill="${dark}"/>
          <rect x="-10" y="300" width="340" height="110" fill="${shade(dark, -0.1)}" opacity="0.7"/>
          <ellipse cx="270" cy="190" rx="30" ry="46" fill="#5E7F5A" opacity="0.85"/>
          <circle cx="120" cy="70" r="16" fill="#fff" opacity="0.8"/>
        </g>${overlay}`;
    }
    case "BOKEH": {
      const warm = c(colors, 1, "#F3C178");
      const cool = c(colors, 2, "#7FA7D9");
      const dots: [number, number, number, string, number][] = [
        [30, 60, 22, warm, 0.55], [92, 32, 14, cool, 0.5], [270, 50, 26, warm, 0.45], [300, 140, 18, cool, 0.55],
        [40, 170, 16, cool, 0.45], [250, 230, 30, warm, 0.35], [20, 260, 24, warm, 0.4], [150, 20, 12, "#ffffff", 0.4],
        [210, 110, 10, warm, 0.6], [110, 120, 9, cool, 0.5], [300, 300, 20, cool, 0.35], [70, 330, 18, warm, 0.3],
      ];
      return `<defs>${light}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(base, 0.12)}"/><stop offset="1" stop-color="${shade(base, -0.35)}"/></linearGradient>
        <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3.5"/></filter></defs>
        <rect width="${W}" height="${H}" fill="url(#bg)"/>
        <g filter="url(#soft)">${dots.map(([x, y, r, col, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${col}" opacity="${o}"/>`).join("")}</g>${overlay}`;
    }
    default:
      return `<defs>${light}</defs><rect width="${W}" height="${H}" fill="${base}"/>${overlay}`;
  }
}

/** Head-and-shoulders figure in the outfit's colours. */
function figureSvg(outfit: Pick<SeedOutfit, "cut" | "colors" | "gender">, variant: number): string {
  const main = c(outfit.colors, 0, "#333333");
  const inner = c(outfit.colors, 1, "#FFFFFF");
  const tie = outfit.colors[2];
  const skin = SKIN[variant % SKIN.length] ?? "#E0B090";
  const hair = HAIR[(variant * 5 + 1) % HAIR.length] ?? "#2B1E16";
  const female = outfit.gender === "FEMALE";
  const torso = "M18,400 C20,336 56,306 112,294 L138,286 L182,286 L208,294 C264,306 300,336 302,400 Z";
  const parts: string[] = [];
  parts.push(`<defs><filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(main, -0.18)}"/><stop offset="0.5" stop-color="${main}"/><stop offset="1" stop-color="${shade(main, -0.22)}"/></linearGradient>
    <radialGradient id="face" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="${shade(skin, 0.1)}"/><stop offset="1" stop-color="${shade(skin, -0.12)}"/></radialGradient></defs>`);
  // soft shadow on the backdrop
  parts.push(`<ellipse cx="172" cy="330" rx="150" ry="90" fill="#000" opacity="0.18" filter="url(#shadow)"/>`);
  // long hair behind the shoulders
  if (female) parts.push(`<path d="M100,170 C96,110 130,100 160,100 C196,100 226,112 222,172 L230,300 C200,312 120,312 92,300 Z" fill="${hair}"/>`);
  // neck
  parts.push(`<path d="M138,232 L182,232 L186,296 L134,296 Z" fill="${shade(skin, -0.15)}"/>`);
  // body
  parts.push(`<path d="${torso}" fill="url(#cloth)"/>`);
  switch (outfit.cut) {
    case "suit":
    case "blazer": {
      parts.push(`<path d="M134,287 L160,360 L186,287 Z" fill="${inner}"/>`);
      if (tie) parts.push(`<path d="M154,296 L166,296 L170,306 L164,372 L160,380 L156,372 L150,306 Z" fill="${tie}"/>`);
      else parts.push(`<path d="M146,287 L160,330 L174,287 Z" fill="${shade(skin, -0.08)}"/>`);
      // lapels
      parts.push(`<path d="M134,287 L112,296 L146,372 L160,360 Z" fill="${shade(main, -0.28)}"/><path d="M186,287 L208,296 L174,372 L160,360 Z" fill="${shade(main, -0.28)}"/>`);
      parts.push(`<path d="M160,360 L160,400" stroke="${shade(main, -0.4)}" stroke-width="2"/>`);
      break;
    }
    case "knit":
      parts.push(`<path d="M134,289 C140,306 180,306 186,289" fill="none" stroke="${shade(main, -0.25)}" stroke-width="9" stroke-linecap="round"/>`);
      parts.push(`<path d="M60,400 L64,350 M260,400 L256,350" stroke="${shade(main, -0.15)}" stroke-width="3"/>`);
      break;
    case "shirt":
      parts.push(`<path d="M146,287 L160,326 L174,287 Z" fill="${shade(skin, -0.08)}"/>`);
      parts.push(`<path d="M134,284 L160,324 L140,312 L126,300 Z" fill="${shade(main, -0.08)}"/><path d="M186,284 L160,324 L180,312 L194,300 Z" fill="${shade(main, -0.08)}"/>`);
      parts.push(`<path d="M160,326 L160,400" stroke="${shade(main, -0.2)}" stroke-width="1.5"/><circle cx="160" cy="345" r="2" fill="${shade(main, -0.3)}"/><circle cx="160" cy="372" r="2" fill="${shade(main, -0.3)}"/>`);
      break;
    case "blouse":
      parts.push(`<path d="M140,287 C146,318 174,318 180,287 Z" fill="${shade(skin, -0.08)}"/>`);
      parts.push(`<path d="M140,287 C146,318 174,318 180,287" fill="none" stroke="${shade(main, -0.18)}" stroke-width="3"/>`);
      break;
  }
  // head
  parts.push(`<ellipse cx="160" cy="178" rx="46" ry="58" fill="url(#face)"/>`);
  parts.push(`<ellipse cx="114" cy="184" rx="7" ry="12" fill="${shade(skin, -0.1)}"/><ellipse cx="206" cy="184" rx="7" ry="12" fill="${shade(skin, -0.1)}"/>`);
  // hair on top
  if (female) parts.push(`<path d="M112,172 C108,118 140,108 162,110 C192,110 214,126 210,172 C200,142 182,132 160,130 C140,132 122,144 112,172 Z" fill="${hair}"/>`);
  else parts.push(`<path d="M114,168 C110,124 136,112 160,112 C188,112 212,124 206,168 C200,146 186,138 160,138 C136,138 120,146 114,168 Z" fill="${hair}"/>`);
  return parts.join("\n");
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

async function toWebp(svgText: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svgText))
    .resize({ width })
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toBuffer();
}

export function stylePreviewSvg(backdrop: Pick<SeedBackdrop, "kind" | "colors">, outfit: Pick<SeedOutfit, "cut" | "colors" | "gender">, variant: number): string {
  // ids are document-wide: the backdrop uses light/vignette/bg/blur/soft, the figure shadow/cloth/face
  return svg(backdropSvg(backdrop) + figureSvg(outfit, variant));
}

export type PreviewFile = { url: string; file: string; render: () => Promise<Buffer> };

/** Every preview the catalogue refers to. */
export function previewFiles(): PreviewFile[] {
  const byBackdrop = new Map(BACKDROPS.map((b) => [b.slug, b]));
  const byOutfit = new Map(OUTFITS.map((o) => [o.slug, o]));
  const file = (url: string) => path.join(PUBLIC_DIR, url);
  const out: PreviewFile[] = [];
  STYLES.forEach((s, i) => {
    const b = byBackdrop.get(s.backdrop);
    const o = byOutfit.get(s.outfit);
    if (!b || !o) throw new Error(`style ${s.slug}: unknown backdrop or outfit`);
    const url = PREVIEW_URL.style(s.slug);
    out.push({ url, file: file(url), render: () => toWebp(stylePreviewSvg(b, o, i), W) });
  });
  for (const b of BACKDROPS) {
    const url = PREVIEW_URL.backdrop(b.slug);
    out.push({ url, file: file(url), render: () => toWebp(svg(backdropSvg(b)), 160) });
  }
  const neutral: Pick<SeedBackdrop, "kind" | "colors"> = { kind: "SOLID", colors: ["#E4E6E9"] };
  OUTFITS.forEach((o, i) => {
    const url = PREVIEW_URL.outfit(o.slug);
    out.push({ url, file: file(url), render: () => toWebp(stylePreviewSvg(neutral, o, i), 160) });
  });
  return out;
}

/** Writes missing previews (all with `force`). Returns the files written. */
export async function ensurePreviews(options: { force?: boolean } = {}): Promise<string[]> {
  const written: string[] = [];
  for (const p of previewFiles()) {
    if (!options.force && fs.existsSync(p.file)) continue;
    fs.mkdirSync(path.dirname(p.file), { recursive: true });
    fs.writeFileSync(p.file, await p.render());
    written.push(p.file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const written = await ensurePreviews({ force: process.argv.includes("--force") });
  console.log(`wrote ${written.length} preview(s) to ${path.relative(process.cwd(), PUBLIC_DIR)}/styles`);
}
