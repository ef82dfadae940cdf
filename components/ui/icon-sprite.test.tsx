// The icon sprite: public/icons.svg and its address are what `npm run icons` makes from lucide now, it
// holds every name the product uses with lucide's own shapes, and an icon is a reference to its symbol.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_GLYPHS } from "./icon-glyphs";
import { buildIconSprite } from "./icon-sprite";
import { ICON_SPRITE_URL } from "./icon-sprite-url";
import { Icon, ICON_NAMES } from "./icons";

const committed = readFileSync(path.join(import.meta.dirname, "../../public/icons.svg"), "utf8");

describe("the icon sprite", () => {
  it("is current: public/icons.svg and its address are what `npm run icons` makes", () => {
    const { svg, url } = buildIconSprite();
    expect(committed, "public/icons.svg is out of date: run npm run icons").toBe(svg);
    expect(ICON_SPRITE_URL, "components/ui/icon-sprite-url.ts is out of date: run npm run icons").toBe(url);
    expect(url).toMatch(/^\/icons\.svg\?v=[0-9a-f]{12}$/);
  });

  it("holds one symbol per icon name with lucide's shapes and no stroke or fill of its own", () => {
    const ids = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...ICON_NAMES]);
    for (const [, name, shapes] of ids) {
      const drawn = renderToStaticMarkup(createElement(ICON_GLYPHS[name as (typeof ICON_NAMES)[number]]));
      expect(drawn, name).toContain(shapes);
      expect(shapes, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
      expect(shapes, name).not.toMatch(/\b(stroke|fill|class)=/);
    }
  });
});

describe("an icon", () => {
  it("is an svg of its size that uses the sprite's symbol, hidden from assistive technology when decorative", () => {
    expect(renderToStaticMarkup(<Icon name="star" size={14} className="text-warning" />)).toBe(
      `<svg width="14" height="14" class="icon shrink-0 text-warning" aria-hidden="true"><use href="${ICON_SPRITE_URL}#star"></use></svg>`,
    );
  });

  it("is an image with its label when it carries meaning", () => {
    const html = renderToStaticMarkup(<Icon name="lock" label="Private" />);
    expect(html).toContain(`role="img" aria-label="Private"`);
    expect(html).not.toContain("aria-hidden");
  });

  it("takes another stroke width only when asked", () => {
    expect(renderToStaticMarkup(<Icon name="check" strokeWidth={1.5} />)).toContain(`style="stroke-width:1.5"`);
    expect(renderToStaticMarkup(<Icon name="check" />)).not.toContain("style=");
  });
});
