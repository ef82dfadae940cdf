// What a style promises depends on the engine that makes it. An engine with the `outfit` capability
// (a ComfyUI workflow that declares it) dresses the person: a style is a backdrop and an outfit, made
// for women or for men. The CPU studio engine keeps the person's own clothes: a style is then only its
// backdrop (with the engine's light and framing), so every style on one backdrop is the same look, for
// everyone, and no outfit is named. Pure: the server groups the catalogue with it, and the choosers in
// the browser map a stored choice (the cart, a draft, an order) onto the looks on offer with it.
import type { Gender } from "@/generated/prisma/enums";
import { matchesGender } from "./gender";

// The choosers name a gender without reaching into generated/.
export type { Gender };

/** `outfits`: the engine dresses the person in the style's outfit; `ownClothes`: it keeps theirs. */
export type StyleMode = "outfits" | "ownClothes";

/** The mode an engine with these capabilities supports (lib/engine/registry.ts names them). */
export function styleModeFor(capabilities: Iterable<string>): StyleMode {
  return new Set(capabilities).has("outfit") ? "outfits" : "ownClothes";
}

/** A catalogue style as grouping needs it, in catalogue order. */
export type LookRow = { slug: string; gender: Gender; themeName: string; backdropSlug: string };

/** One thing a person can pick: a style (outfits), or a backdrop standing for every style on it (own clothes). */
export type Look<R extends LookRow = LookRow> = {
  /** The same for every style that looks the same: the style's slug, or `backdrop:<slug>`. */
  key: string;
  /** The style a choice of this look saves (what the shoot is generated with). */
  row: R;
  /** Every style slug this look stands for. */
  slugs: string[];
  /** Styles with the same theme for another gender share it (the woman's and man's Classic Corporate). */
  theme: string;
  /** Who it is made for; a look that keeps the person's clothes is for everyone. */
  gender: Gender;
};

/** Whether a style made for `style` suits a person of `person` (anything suits a person whose gender is not known). */
const fits = (style: Gender, person: Gender | null) => matchesGender(style, person === "FEMALE" ? "female" : person === "MALE" ? "male" : "all");

/** The key grouping a style in this mode (see Look.key). */
export function lookKey(row: Pick<LookRow, "slug" | "backdropSlug">, mode: StyleMode): string {
  return mode === "ownClothes" ? `backdrop:${row.backdropSlug}` : row.slug;
}

/**
 * The looks on offer, in catalogue order. With outfits, every style is its own look. With own clothes,
 * the styles on one backdrop are one look, saved as the first of them made for `gender` (any style when
 * the gender is not known: the result is the same).
 */
export function groupLooks<R extends LookRow>(rows: R[], mode: StyleMode, gender: Gender | null = null): Look<R>[] {
  if (mode === "outfits") {
    return rows.map((row) => ({ key: row.slug, row, slugs: [row.slug], theme: themeOf(row), gender: row.gender }));
  }
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = lookKey(row, mode);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([key, members]) => ({
    key,
    row: members.find((m) => fits(m.gender, gender)) ?? members[0]!,
    slugs: members.map((m) => m.slug),
    theme: key,
    gender: "UNISEX" as const,
  }));
}

function themeOf(row: LookRow): string {
  return `${row.themeName.trim().toLowerCase()}|${row.backdropSlug}`;
}

/** What the browser needs of a look to map a choice onto it. */
export type ChoiceLook = { slug: string; slugs: string[]; theme: string; gender: Gender };

/**
 * A stored choice of style slugs as the looks on offer: each slug becomes the slug its look saves;
 * a style made for the other gender becomes its counterpart for `gender` when there is one; slugs no
 * look stands for are dropped, and a look picked twice counts once. Order is kept.
 */
export function resolveChoice(slugs: readonly string[], looks: readonly ChoiceLook[], gender: Gender | null = null): string[] {
  const out: string[] = [];
  for (const slug of slugs) {
    let look = looks.find((l) => l.slugs.includes(slug));
    if (!look) continue;
    if (!fits(look.gender, gender)) look = looks.find((l) => l.theme === look!.theme && fits(l.gender, gender)) ?? look;
    if (!out.includes(look.slug)) out.push(look.slug);
  }
  return out;
}

/** Whether a look is shown to a person of `gender` (everything when it is not known). */
export function looksFor<L extends Pick<ChoiceLook, "gender">>(looks: readonly L[], gender: Gender | null): L[] {
  return looks.filter((l) => fits(l.gender, gender));
}
