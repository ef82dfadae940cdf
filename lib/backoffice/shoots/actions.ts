"use server";
// The back office's shoot actions (/admin/model/[id]): each one adminAction calling lib/backoffice/shoots/manage.ts.
import "server-only";
import { getStorage } from "@/lib/storage";
import { adminAction } from "../action";
import { adminDeleteShoot, adminMoveShoot, adminRegenerateStyle, adminRetryShoot } from "./manage";
import { deleteForm, moveForm, regenerateForm, shootForm } from "./schemas";

export const retryShootAction = adminAction(shootForm, async (input, { actorId, db }) => {
  await adminRetryShoot(db, { actorId, shootId: input.shootId });
  return { ok: true };
});

export const regenerateStyleAction = adminAction(regenerateForm, async (input, { actorId, db }) => {
  await adminRegenerateStyle(db, { actorId, shootId: input.shootId, styleId: input.styleId });
  return { ok: true };
});

export const moveShootAction = adminAction(moveForm, async (input, { actorId, db }) => {
  await adminMoveShoot(db, { actorId, shootId: input.shootId, to: input.to, reason: input.reason });
  return { ok: true };
});

export const deleteShootAction = adminAction(deleteForm, async (input, { actorId, db }) => {
  await adminDeleteShoot(db, getStorage(), { actorId, shootId: input.shootId, reason: input.reason });
  return { ok: true };
});
