// A shoot leaving the product: one rule for every caller that deletes a whole shoot (the owner deleting
// their account, lib/account/delete.ts; a platform admin, lib/backoffice/shoots). In the caller's
// transaction the shoot moves to DELETED (state machine, audit row), its photos and results are marked
// deleted (rows stay for the record), the photos count as purged and every link into it is revoked.
// The files go after the commit (`removeShootFiles`, best effort: the privacy sweep removes what is left,
// lib/privacy/leftovers.ts).
import "server-only";
import type { Prisma, ShootState } from "@/lib/db";
import { transition } from "./states";

/** Every file of a shoot lives under this prefix (photos, thumbnails, results, zips, profile picture). */
export const shootPrefix = (shootId: string) => `shoots/${shootId}/`;

/** Marks one shoot and what hangs on it deleted, in `tx`. A shoot already DELETED only gets its rows marked. */
export async function withdrawShoot(tx: Prisma.TransactionClient, shoot: { id: string; state: ShootState }, reason: string, now: Date): Promise<void> {
  if (shoot.state !== "DELETED") await transition(tx, shoot.id, shoot.state, "DELETED", reason);
  await tx.uploadedPhoto.updateMany({ where: { shootId: shoot.id, deletedAt: null }, data: { deletedAt: now } });
  await tx.result.updateMany({ where: { shootId: shoot.id, deletedAt: null }, data: { deletedAt: now } });
  await tx.shoot.updateMany({ where: { id: shoot.id, photosPurgedAt: null }, data: { photosPurgedAt: now } });
  await tx.shareToken.updateMany({ where: { shootId: shoot.id, revokedAt: null }, data: { revokedAt: now } });
  await tx.voteToken.updateMany({ where: { shootId: shoot.id, revokedAt: null }, data: { revokedAt: now } });
  await tx.uploadToken.updateMany({ where: { shootId: shoot.id, revokedAt: null }, data: { revokedAt: now } });
}
