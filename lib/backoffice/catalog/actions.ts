"use server";
// /admin/catalog: create, edit, price, archive, restore and delete packages (lib/backoffice/catalog/catalog.ts does the work and the audit).
import "server-only";
import { adminAction } from "../action";
import { createPackage, deletePackage, setPackageActive, setPackagePrice, updatePackage } from "./catalog";
import { createPackageForm, packageIdForm, priceForm, updatePackageForm } from "./schemas";

export const createPackageAction = adminAction(createPackageForm, async (input, { actorId, db }) => {
  const result = await createPackage(db, { ...input, actorId });
  return result.ok ? { ok: true, detail: input.slug } : { fieldErrors: result.fieldErrors };
});

export const updatePackageAction = adminAction(updatePackageForm, async (input, { actorId, db }) => {
  await updatePackage(db, { ...input, actorId });
  return { ok: true };
});

export const setPackagePriceAction = adminAction(priceForm, async (input, { actorId, db }) => {
  await setPackagePrice(db, { ...input, actorId });
  return { ok: true };
});

export const archivePackageAction = adminAction(packageIdForm, async (input, { actorId, db }) => {
  await setPackageActive(db, { ...input, active: false, actorId });
  return { ok: true };
});

export const restorePackageAction = adminAction(packageIdForm, async (input, { actorId, db }) => {
  await setPackageActive(db, { ...input, active: true, actorId });
  return { ok: true };
});

export const deletePackageAction = adminAction(packageIdForm, async (input, { actorId, db }) => {
  await deletePackage(db, { ...input, actorId });
  return { ok: true };
});
