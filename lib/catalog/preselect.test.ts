// `?style=<slug>` on the chooser: which look it picks, checked against what is on offer (active styles,
// in the engine's mode), and what the chooser holds on arrival with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import type { ChoiceLook } from "./looks";
import { picksOnArrival, preselectedStyle } from "./preselect";
import { listStyles } from "./styles";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

describe("preselectedStyle against the seeded catalogue", () => {
  it("with outfits: a valid slug is that style, for its gender", async () => {
    const { styles } = await listStyles(db.prisma, "en", { mode: "outfits" });
    expect(preselectedStyle("executive-navy-male", styles)).toEqual({ slug: "executive-navy-male", gender: "MALE" });
    expect(preselectedStyle("executive-navy-female", styles)).toEqual({ slug: "executive-navy-female", gender: "FEMALE" });
  });

  it("with own clothes: any style on a backdrop picks that backdrop's look", async () => {
    const { styles } = await listStyles(db.prisma, "en", { mode: "ownClothes" });
    const look = styles.find((s) => s.slugs.includes("clean-white-shirt-male"))!;
    expect(preselectedStyle("clean-white-shirt-male", styles)).toEqual({ slug: look.slug, gender: "UNISEX" });
    expect(look.backdrop.slug).toBe("studio-light-grey");
  });

  it("ignores unknown, malformed and missing values", async () => {
    const { styles } = await listStyles(db.prisma, "en", { mode: "outfits" });
    for (const bad of ["no-such-style", "", " executive-navy-male", "EXECUTIVE-NAVY-MALE", "executive-navy-male,city-evening-male", "x".repeat(101), undefined, null, 42, ["executive-navy-male"]]) {
      expect(preselectedStyle(bad, styles)).toBeNull();
    }
  });

  it("ignores a retired style, and one whose backdrop or outfit is retired", async () => {
    await db.prisma.style.update({ where: { slug: "city-evening-female" }, data: { active: false } });
    await db.prisma.outfit.update({ where: { slug: "male-grey-blazer" }, data: { active: false } });
    try {
      for (const mode of ["outfits", "ownClothes"] as const) {
        const { styles } = await listStyles(db.prisma, "en", { mode });
        if (mode === "outfits") expect(preselectedStyle("city-evening-female", styles)).toBeNull();
        expect(preselectedStyle("modern-office-male", styles), mode).toBeNull();
      }
      // With own clothes, the backdrop is still offered through the other style on it.
      const own = await listStyles(db.prisma, "en", { mode: "ownClothes" });
      expect(preselectedStyle("city-evening-male", own.styles)).not.toBeNull();
    } finally {
      await db.prisma.style.update({ where: { slug: "city-evening-female" }, data: { active: true } });
      await db.prisma.outfit.update({ where: { slug: "male-grey-blazer" }, data: { active: true } });
    }
  });
});

const look = (slug: string, gender: ChoiceLook["gender"], theme: string): ChoiceLook => ({ slug, slugs: [slug], theme, gender });
const LOOKS = [look("a-female", "FEMALE", "a"), look("a-male", "MALE", "a"), look("b-female", "FEMALE", "b"), look("b-male", "MALE", "b")];

describe("picksOnArrival", () => {
  it("puts the preselected style first and asks for its gender, turning earlier picks into that gender's", () => {
    expect(picksOnArrival({ stored: ["a-male"], storedGender: "MALE", looks: LOOKS, outfits: true, preselected: { slug: "b-female", gender: "FEMALE" } })).toEqual({ styles: ["b-female", "a-female"], gender: "FEMALE" });
  });

  it("keeps the picks as they are when the preselected style is already among them", () => {
    expect(picksOnArrival({ stored: ["a-female", "b-female"], storedGender: "FEMALE", looks: LOOKS, outfits: true, preselected: { slug: "b-female", gender: "FEMALE" } })).toEqual({ styles: ["a-female", "b-female"], gender: "FEMALE" });
  });

  it("without a preselected style, keeps the stored gender and picks (those no longer offered go)", () => {
    expect(picksOnArrival({ stored: ["a-male", "gone"], storedGender: "MALE", looks: LOOKS, outfits: true, preselected: null })).toEqual({ styles: ["a-male"], gender: "MALE" });
  });

  it("with own clothes, asks nothing and adds the look", () => {
    const own = [{ slug: "x-female", slugs: ["x-female", "x-male"], theme: "backdrop:x", gender: "UNISEX" as const }, { slug: "y-female", slugs: ["y-female"], theme: "backdrop:y", gender: "UNISEX" as const }];
    expect(picksOnArrival({ stored: ["y-female"], storedGender: null, looks: own, outfits: false, preselected: { slug: "x-female", gender: "UNISEX" } })).toEqual({ styles: ["x-female", "y-female"], gender: null });
  });
});
