"use server";

// The brand-consistency pages' forms (/app/admin/style, /app/admin/clothing, /app/admin/combos). Each runs
// as a team lead (action role "lead") and asks the organisation check again inside lib/teams, so a lead
// only ever changes their own organisation: another organisation's team or combo ids are NOT_FOUND, and
// a member gets FORBIDDEN. Refusals come back as keys of TeamStyle.errors or TeamLead.errors.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { deleteCombo, moveCombo, saveCombo, setCombosEnabled } from "./combos";
import { customiseTeamPool, inheritOrganizationPool, savePool, setBackdropVariety } from "./consistency";
import { pickedIds } from "./setup-schemas";

const id = z.string().trim().min(1).max(64);
/** The pool's scope: "" = the organisation. */
const scopeId = z.preprocess((v) => (v === "" || v === undefined ? null : v), id.nullable());
const kind = z.enum(["backdrops", "outfits"]);
const onOff = z.preprocess((v) => v === "on" || v === "1" || v === "true", z.boolean());

/** Saves a pool's picks (one `female` and one `male` field per id). */
export const savePoolAction = action(z.object({ kind, teamId: scopeId, female: pickedIds, male: pickedIds }), async (input, { principal }) => {
  await savePool(await prisma(), principal.userId, input);
}, { role: "lead" });

export const customisePoolAction = action(z.object({ kind, teamId: id }), async (input, { principal }) => {
  await customiseTeamPool(await prisma(), principal.userId, input);
}, { role: "lead" });

export const inheritPoolAction = action(z.object({ kind, teamId: id }), async (input, { principal }) => {
  await inheritOrganizationPool(await prisma(), principal.userId, input);
}, { role: "lead" });

/** The variety checkbox (absent = off). */
export const backdropVarietyAction = action(z.object({ teamId: scopeId, on: onOff }), async (input, { principal }) => {
  await setBackdropVariety(await prisma(), principal.userId, input);
}, { role: "lead" });

const comboForm = z.object({
  comboId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()),
  name: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().max(80, "tooLong").optional()),
  backdropId: z.string().trim().min(1, "required").max(64),
  maleOutfitId: z.string().trim().min(1, "required").max(64),
  femaleOutfitId: z.string().trim().min(1, "required").max(64),
});

export const saveComboAction = action(comboForm, async (input, { principal }) => {
  await saveCombo(await prisma(), principal.userId, input);
}, { role: "lead" });

export const deleteComboAction = action(z.object({ comboId: id }), async (input, { principal }) => {
  await deleteCombo(await prisma(), principal.userId, input.comboId);
}, { role: "lead" });

export const moveComboAction = action(z.object({ comboId: id, direction: z.enum(["up", "down"]) }), async (input, { principal }) => {
  await moveCombo(await prisma(), principal.userId, input);
}, { role: "lead" });

export const combosEnabledAction = action(z.object({ on: onOff }), async (input, { principal }) => {
  await setCombosEnabled(await prisma(), principal.userId, input.on);
}, { role: "lead" });
