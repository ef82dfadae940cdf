// The icons: components/ui/icon-shapes.ts is what `npm run icons` makes from lucide now, it holds every
// name the product uses with lucide's own shapes, and an icon is a plain <svg> of them, drawn on the server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_GLYPHS } from "./icon-glyphs";
import { iconShapesModule } from "./icon-drawing";
import { ICON_SHAPES } from "./icon-shapes";
import { Icon, ICON_NAMES } from "./icons";

describe("the icons' shapes", () => {
  it("are current: components/ui/icon-shapes.ts is what `npm run icons` writes", () => {
    const committed = readFileSync(path.join(import.meta.dirname, "icon-shapes.ts"), "utf8");
    expect(committed, "components/ui/icon-shapes.ts is out of date: run npm run icons").toBe(iconShapesModule());
  });

  it("hold every icon of icon-glyphs.ts with lucide's shapes and no stroke, fill or class of their own", () => {
    expect(ICON_NAMES).toEqual(Object.keys(ICON_GLYPHS));
    for (const name of ICON_NAMES) {
      const shapes = ICON_SHAPES[name];
      expect(renderToStaticMarkup(createElement(ICON_GLYPHS[name])), name).toContain(`viewBox="0 0 24 24"`);
      expect(renderToStaticMarkup(createElement(ICON_GLYPHS[name])), name).toContain(shapes);
      expect(shapes, name).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse)\b[^<>]*><\/\2>)+$/);
      expect(shapes, name).not.toMatch(/\b(stroke|fill|class|style|on\w+)=/);
    }
  });
});

describe("an icon", () => {
  it("is an svg of its size with the icon's shapes, hidden from assistive technology when decorative", () => {
    expect(renderToStaticMarkup(<Icon name="check" size={14} className="text-warning" />)).toBe(
      `<svg width="14" height="14" viewBox="0 0 24 24" class="icon shrink-0 text-warning" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>`,
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
