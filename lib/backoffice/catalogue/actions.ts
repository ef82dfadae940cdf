"use server";
// The catalogue editor's actions (/admin/clothing, /admin/wardrobe, /admin/emotions, /admin/hairstyles,
// /admin/studio/phototemplate): the form names its resource; ./editor.ts and ./wardrobe.ts do the work
// and the audit.
import "server-only";
import { adminAction } from "../action";
import { saveEntry, setEntryActive } from "./editor";
import { entryActiveForm, entryForm, outfitGroupForm } from "./schemas";
import { setOutfitGroup } from "./wardrobe";

export const saveCatalogueEntryAction = adminAction(entryForm, async (input, { actorId, db }) => {
  const saved = await saveEntry(db, input, actorId);
  return saved.ok ? { ok: true, detail: saved.slug } : { fieldErrors: saved.fieldErrors };
});

export const setCatalogueEntryActiveAction = adminAction(entryActiveForm, async (input, { actorId, db }) => {
  await setEntryActive(db, { ...input, actorId });
  return { ok: true };
});

export const setOutfitGroupAction = adminAction(outfitGroupForm, async (input, { actorId, db }) => {
  await setOutfitGroup(db, { outfitId: input.outfitId, groupId: input.groupId ?? null, actorId });
  return { ok: true };
});
