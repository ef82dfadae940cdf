import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_GLYPHS } from "./icon-glyphs";

/**
 * Each icon's shapes as lucide draws them (its <path>, <circle>… elements), without lucide's stroke
 * settings: the `.icon` rule in app/globals.css sets those on the <svg>, so that a class or a
 * strokeWidth can change them.
 */
export function drawIconShapes(): Record<string, string> {
  const entries = (Object.keys(ICON_GLYPHS) as (keyof typeof ICON_GLYPHS)[]).map((name) => {
    const markup = renderToStaticMarkup(createElement(ICON_GLYPHS[name]));
    const open = /^<svg\b[^>]*\bviewBox="0 0 24 24"[^>]*>/.exec(markup);
    if (!open || !markup.endsWith("</svg>")) throw new Error(`icon ${name}: lucide drew no 24 × 24 <svg>`);
    return [name, markup.slice(open[0].length, -"</svg>".length)] as const;
  });
  return Object.fromEntries(entries);
}

/** The text of components/ui/icon-shapes.ts, as `npm run icons` writes it. */
export function iconShapesModule(): string {
  const lines = Object.entries(drawIconShapes()).map(([name, shapes]) => `  ${JSON.stringify(name)}: ${JSON.stringify(shapes)},`);
  return [
    "// Written by `npm run icons` (scripts/icons.ts) from components/ui/icon-glyphs.ts: every icon's name and",
    "// shapes, drawn by lucide. Do not edit; components/ui/icons.test.tsx fails while this is out of date.",
    "",
    "export const ICON_SHAPES = {",
    ...lines,
    "};",
    "",
    "export type IconName = keyof typeof ICON_SHAPES;",
    "",
  ].join("\n");
}
