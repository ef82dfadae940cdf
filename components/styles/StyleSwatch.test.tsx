// The drawn preview a style gets when it has no picture: it must really show the backdrop and outfit.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shade, StyleSwatch } from "./StyleSwatch";

const fills = (svg: string) => [...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]!.toUpperCase());

describe("style swatch", () => {
  it("paints a solid backdrop and dresses the figure in the outfit's colours, tie included", () => {
    const svg = renderToStaticMarkup(<StyleSwatch backdrop={{ kind: "SOLID", colors: ["#1F2E4A"] }} outfit={{ colors: ["#34373C", "#FFFFFF", "#2F4A6B"] }} />);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 320 400"[^>]*aria-hidden="true"/);
    expect(fills(svg)).toEqual(expect.arrayContaining(["#1F2E4A", "#34373C", "#FFFFFF", "#2F4A6B"]));
  });

  it("draws gradients from both backdrop colours, with ids unique to each swatch", () => {
    const svg = renderToStaticMarkup(
      <>
        <StyleSwatch backdrop={{ kind: "GRADIENT", colors: ["#EEF1F5", "#A9B4C4"] }} outfit={{ colors: ["#F5F3EE"] }} />
        <StyleSwatch backdrop={{ kind: "BRAND", colors: ["#0F3D5E", "#2A7AAF"] }} outfit={{ colors: ["#F7F7F5"] }} />
      </>,
    );
    expect(fills(svg)).toEqual(expect.arrayContaining(["#EEF1F5", "#A9B4C4", "#0F3D5E", "#2A7AAF", "#F5F3EE", "#F7F7F5"]));
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
  });

  it("shows the office and bokeh backdrops' accent colours", () => {
    const office = renderToStaticMarkup(<StyleSwatch backdrop={{ kind: "BLUR_OFFICE", colors: ["#D5DBE0", "#7E8C98", "#F4EFE6"] }} outfit={{ colors: ["#6B6F76", "#CFE0F1"] }} />);
    expect(fills(office)).toEqual(expect.arrayContaining(["#D5DBE0", "#7E8C98", "#F4EFE6", "#6B6F76", "#CFE0F1"]));
    const bokeh = renderToStaticMarkup(<StyleSwatch backdrop={{ kind: "BOKEH", colors: ["#1B2132", "#F3C178", "#7FA7D9"] }} outfit={{ colors: ["#1C1C1E", "#C9B79C"] }} />);
    expect(fills(bokeh)).toEqual(expect.arrayContaining(["#F3C178", "#7FA7D9", "#1C1C1E", "#C9B79C"]));
  });

  it("ignores colours that are not #rrggbb (they come from an admin form) and still draws", () => {
    const svg = renderToStaticMarkup(<StyleSwatch backdrop={{ kind: "SOLID", colors: ["red;x"] }} outfit={{ colors: ["url(evil)", "#ZZZZZZ"] }} />);
    expect(svg).not.toMatch(/red;x|evil|ZZZZZZ/);
    expect(fills(svg).length).toBeGreaterThan(3);
  });

  it("with no outfit (the engine keeps the person's clothes) draws a plain figure in no outfit colour", () => {
    const svg = renderToStaticMarkup(<StyleSwatch backdrop={{ kind: "SOLID", colors: ["#1F2E4A"] }} outfit={null} />);
    expect(fills(svg)).toEqual(["#1F2E4A", "#FFFFFF"]);
    expect(svg).toContain('data-figure="plain"');
    const dressed = renderToStaticMarkup(<StyleSwatch backdrop={{ kind: "SOLID", colors: ["#1F2E4A"] }} outfit={{ colors: ["#34373C"] }} />);
    expect(dressed).not.toContain('data-figure="plain"');
  });

  it("lightens and darkens colours", () => {
    expect(shade("#808080", 0.5)).toBe("#c0c0c0");
    expect(shade("#808080", -0.5)).toBe("#404040");
    expect(shade("#000000", 1)).toBe("#ffffff");
  });
});
