// One member's gallery in the team lead area (/app/admin/results/{id}): the gallery the member sees
// (lib/shoots/results.ts), found by the organisation rule of lib/results/access.ts, with who it is.
// Only the organisation's team shoots: a lead's own individual shoots are not shown here.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { findReadableShoot } from "@/lib/results/access";
import { GALLERY_SHOOT, shootGallery, type ShootGallery } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";
import { requireTeam } from "../organization";

export type TeamShootGalleryRead =
  | { found: false }
  | { found: true; ready: false; id: string }
  | ({ found: true; ready: true; member: { name: string | null; email: string | null; team: string | null } } & ShootGallery);

/** A member's gallery for a lead of their organisation: not found otherwise (a member is FORBIDDEN by requireTeam). */
export async function getTeamShootGallery(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; shootId: string; locale: Locale; now?: number },
): Promise<TeamShootGalleryRead> {
  const team = await requireTeam(db, input.userId, "results.read");
  const shoot = await findReadableShoot(db, input.userId, input.shootId, {
    ...GALLERY_SHOOT,
    organizationId: true,
    user: { select: { name: true, email: true } },
    membership: { select: { team: { select: { name: true } } } },
  });
  if (!shoot || shoot.organizationId !== team.organizationId) return { found: false };
  const gallery = await shootGallery(db, storage, shoot, input);
  if (!gallery.found) return { found: false };
  if (!gallery.ready) return { found: true, ready: false, id: gallery.id };
  return { ...gallery, member: { name: shoot.user.name, email: isUndeliverable(shoot.user.email) ? null : shoot.user.email, team: shoot.membership?.team?.name ?? null } };
}
