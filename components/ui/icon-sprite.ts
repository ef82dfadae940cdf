import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_GLYPHS } from "./icon-glyphs";
import { ICON_NAMES } from "./icons";

/** Where the sprite is served from (public/). */
export const ICON_SPRITE_PATH = "/icons.svg";

/**
 * The sprite of every icon: one <symbol id="{name}" viewBox="0 0 24 24"> per name, holding lucide's
 * shapes without its stroke settings (the `.icon` rule in app/globals.css sets those on the <svg> that
 * uses it, so that a class or a strokeWidth can change them), and the address that names this
 * version of it (the content's hash, so that it can be cached for good).
 */
export function buildIconSprite(): { svg: string; url: string } {
  const symbols = ICON_NAMES.map((name) => {
    const markup = renderToStaticMarkup(createElement(ICON_GLYPHS[name]));
    const open = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>/.exec(markup);
    if (!open || !markup.endsWith("</svg>")) throw new Error(`icon ${name}: lucide drew no <svg> with a viewBox`);
    const shapes = markup.slice(open[0].length, -"</svg>".length);
    return `<symbol id="${name}" viewBox="${open[1]}">${shapes}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 12);
  return { svg, url: `${ICON_SPRITE_PATH}?v=${hash}` };
}
