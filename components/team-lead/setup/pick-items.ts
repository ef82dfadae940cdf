// The catalogue's backdrops and outfits as PicksGrid items, with what a pool picked for women and men:
// the wizard's styles and clothing steps and the team lead area's pools map them the same way.
import type { SetupBackdrop, SetupOutfit } from "@/lib/teams/setup-catalogue";
import type { GenderPicks, PickItem } from "./PicksGrid";

/** Backdrops can be offered to anyone. */
export function backdropItems(backdrops: SetupBackdrop[]): PickItem[] {
  return backdrops.map((b) => ({ id: b.id, name: b.name, backdrop: { kind: b.kind, colors: b.colors }, outfit: null, forFemale: true, forMale: true }));
}

/** An outfit is offered to the gender it is made for (both when it is for everyone), drawn on a neutral backdrop. */
export function outfitItems(outfits: SetupOutfit[]): PickItem[] {
  return outfits.map((o) => ({ id: o.id, name: o.name, backdrop: { kind: "SOLID", colors: ["#E6E8EB"] }, outfit: { colors: o.colors }, forFemale: o.gender !== "MALE", forMale: o.gender !== "FEMALE" }));
}

/** What a pool picked, per gender. */
export function pickedFor(rows: { id: string; female: boolean; male: boolean }[]): GenderPicks {
  return { female: rows.filter((r) => r.female).map((r) => r.id), male: rows.filter((r) => r.male).map((r) => r.id) };
}
