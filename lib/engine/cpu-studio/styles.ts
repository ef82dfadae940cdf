// Backdrop styles the CPU studio engine can paint, and the small built-in set the command line offers.
import "server-only";
import type { EngineStyle } from "../engine";

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const solid = (id: string, color: string): EngineStyle => ({ id, backdrop: { kind: "SOLID", colors: [color] } });

/** The command line's styles; the app passes its own catalogue's styles instead. */
export const BUILT_IN_STYLES: Record<string, EngineStyle> = {
  "studio-grey": solid("studio-grey", "#9a9ea3"),
  "light-grey": solid("light-grey", "#c8cacc"),
  charcoal: solid("charcoal", "#3a3c40"),
  navy: solid("navy", "#223a5e"),
  white: solid("white", "#f3f3f1"),
  "warm-beige": solid("warm-beige", "#cdb89c"),
  gradient: { id: "gradient", backdrop: { kind: "GRADIENT", colors: ["#8d9aa8", "#2d3440"] } },
  "blurred-office": { id: "blurred-office", backdrop: { kind: "BLUR_OFFICE", colors: ["#b9b2a6", "#6f6a63"] } },
  "bokeh-city": { id: "bokeh-city", backdrop: { kind: "BOKEH", colors: ["#2a3140", "#e9c58f"] } },
};

export const DEFAULT_STYLE_ID = "studio-grey";

/** A built-in style by id, or `brand:<hex>` for an organisation colour; null if unknown. */
export function styleFromId(id: string): EngineStyle | null {
  if (id.startsWith("brand:")) {
    const hex = id.slice("brand:".length);
    const rgb = parseHex(hex);
    if (!rgb) return null;
    const color = `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    return { id, backdrop: { kind: "BRAND", colors: [color] }, brandColors: [color] };
  }
  return BUILT_IN_STYLES[id] ?? null;
}

/** The colours a backdrop is painted with, falling back to studio grey when a style gives none. */
export function backdropColors(style: EngineStyle): Rgb[] {
  const raw = style.backdrop.kind === "BRAND" && style.brandColors?.length ? style.brandColors : style.backdrop.colors;
  const parsed = raw.map(parseHex).filter((c): c is Rgb => c !== null);
  return parsed.length ? parsed : [[154, 158, 163]];
}
