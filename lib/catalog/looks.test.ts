// What a style is depends on the engine: the pure rules that group the catalogue into looks and map a
// stored choice onto them (the server and the choosers in the browser use the same ones).
import { describe, expect, it } from "vitest";
import { CPU_STUDIO_CAPABILITIES } from "@/lib/engine/cpu-studio/capabilities";
import { ENGINE_CAPABILITIES } from "@/lib/engine/registry";
import { groupLooks, looksFor, resolveChoice, styleModeFor, type LookRow } from "./looks";

const row = (slug: string, gender: LookRow["gender"], themeName: string, backdropSlug: string): LookRow => ({ slug, gender, themeName, backdropSlug });

// Catalogue order, like the seed: each theme's woman's and man's version, two themes on one backdrop.
const ROWS = [
  row("classic-f", "FEMALE", "Classic Corporate", "light-grey"),
  row("classic-m", "MALE", "Classic Corporate", "light-grey"),
  row("navy-f", "FEMALE", "Executive Navy", "navy"),
  row("navy-m", "MALE", "Executive Navy", "navy"),
  row("shirt-f", "FEMALE", "Clean White Shirt", "light-grey"),
  row("shirt-m", "MALE", "Clean White Shirt", "light-grey"),
  row("brand-u", "UNISEX", "Brand", "brand"),
];

describe("the style mode follows the engine's capabilities", () => {
  it("keeps the person's clothes with the CPU studio engine, dresses them with an engine that has `outfit`", () => {
    expect(styleModeFor(CPU_STUDIO_CAPABILITIES)).toBe("ownClothes");
    expect(styleModeFor(["backdrop", "framing", "upscale"])).toBe("ownClothes");
    expect(styleModeFor(["backdrop", "outfit"])).toBe("outfits");
    expect(styleModeFor(ENGINE_CAPABILITIES)).toBe("outfits");
  });
});

describe("looks", () => {
  it("with outfits, are the styles themselves, each for its gender, counterparts sharing a theme", () => {
    const looks = groupLooks(ROWS, "outfits");
    expect(looks.map((l) => [l.key, l.slugs, l.gender])).toEqual(ROWS.map((r) => [r.slug, [r.slug], r.gender]));
    expect(looks[0]!.theme).toBe(looks[1]!.theme);
    expect(looks[0]!.theme).not.toBe(looks[4]!.theme);
  });

  it("with own clothes, are the backdrops: one per backdrop, for everyone, saving the person's version", () => {
    const anyone = groupLooks(ROWS, "ownClothes");
    expect(anyone.map((l) => [l.key, l.row.slug, l.slugs, l.gender])).toEqual([
      ["backdrop:light-grey", "classic-f", ["classic-f", "classic-m", "shirt-f", "shirt-m"], "UNISEX"],
      ["backdrop:navy", "navy-f", ["navy-f", "navy-m"], "UNISEX"],
      ["backdrop:brand", "brand-u", ["brand-u"], "UNISEX"],
    ]);
    expect(groupLooks(ROWS, "ownClothes", "MALE").map((l) => l.row.slug)).toEqual(["classic-m", "navy-m", "brand-u"]);
    expect(groupLooks(ROWS, "ownClothes", "UNISEX").map((l) => l.row.slug)).toEqual(["classic-f", "navy-f", "brand-u"]);
  });

  it("shown for a gender: theirs and unisex ones with outfits, all of them when the gender is unknown", () => {
    const looks = groupLooks(ROWS, "outfits");
    expect(looksFor(looks, "FEMALE").map((l) => l.slugs[0])).toEqual(["classic-f", "navy-f", "shirt-f", "brand-u"]);
    expect(looksFor(looks, "MALE").map((l) => l.slugs[0])).toEqual(["classic-m", "navy-m", "shirt-m", "brand-u"]);
    expect(looksFor(looks, null)).toHaveLength(ROWS.length);
    expect(looksFor(groupLooks(ROWS, "ownClothes"), "MALE")).toHaveLength(3);
  });
});

describe("a stored choice", () => {
  const outfits = groupLooks(ROWS, "outfits").map((l) => ({ ...l, slug: l.row.slug }));
  const ownClothes = (gender: LookRow["gender"] | null) => groupLooks(ROWS, "ownClothes", gender).map((l) => ({ ...l, slug: l.row.slug }));

  it("with own clothes, counts two styles on one backdrop once, saved as the person's version", () => {
    expect(resolveChoice(["shirt-f", "classic-m", "navy-m"], ownClothes(null))).toEqual(["classic-f", "navy-f"]);
    expect(resolveChoice(["shirt-f", "classic-m", "navy-f"], ownClothes("MALE"), null)).toEqual(["classic-m", "navy-m"]);
  });

  it("with outfits, becomes the counterparts for the person's gender, keeping what has none", () => {
    expect(resolveChoice(["classic-f", "navy-m", "brand-u"], outfits, "MALE")).toEqual(["classic-m", "navy-m", "brand-u"]);
    expect(resolveChoice(["classic-m", "classic-f"], outfits, "FEMALE")).toEqual(["classic-f"]);
    // Unknown gender: nothing is swapped.
    expect(resolveChoice(["classic-f", "classic-m"], outfits, null)).toEqual(["classic-f", "classic-m"]);
    // Only the woman's version on offer for a man: it stays (the confirmation names it "(Women)").
    expect(resolveChoice(["shirt-f"], outfits.filter((l) => l.slug !== "shirt-m"), "MALE")).toEqual(["shirt-f"]);
  });

  it("drops styles that left the catalogue and keeps the order", () => {
    expect(resolveChoice(["gone", "navy-f", "classic-f", "navy-f"], outfits)).toEqual(["navy-f", "classic-f"]);
    expect(resolveChoice([], outfits)).toEqual([]);
  });
});
