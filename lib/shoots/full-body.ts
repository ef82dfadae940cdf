// "Require full-body photos" (the organisation's headshots settings, lib/teams/settings.ts): a member of
// such an organisation uploads at least FULL_BODY_MIN photos that show them head to toe, besides the
// close-ups the headshots are made from.
//
// The rule reads the quality gate's own measurements (lib/engine/quality.ts), no second model: a
// full-body photo has exactly one person (one confident face, no MULTIPLE_FACES), a face the gate could
// judge (not cut off, not blurred, not too dark or bright: its only possible refusal is FACE_TOO_SMALL,
// which is what a far-away face is for a headshot), an upright frame (height >= width), and a face at
// most FACE_TO_HEIGHT of the photo's height wide. A standing adult is about 7.5 heads tall and a face
// about 0.75 of a head wide, so head to toe in the frame puts the face at ~8-10 % of the height; a
// close-up measures 25-50 %, a waist-up photo 15-20 %.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import type { QualityVerdict } from "@/lib/engine/quality";
import { parseSettings } from "@/lib/teams/settings";

/** Full-body photos a member of such an organisation must upload. */
export const FULL_BODY_MIN = 3;
/** Widest face, relative to the photo's height, that still shows the whole person. */
export const FACE_TO_HEIGHT = 0.12;

/** Whether the gate's verdict describes a head-to-toe photo of one person (see the file comment). */
export function isFullBodyVerdict(verdict: Pick<QualityVerdict, "reasons" | "width" | "height" | "metrics">): boolean {
  const m = verdict.metrics;
  if (!m || m.faceCount < 1 || verdict.width <= 0 || verdict.height <= 0) return false;
  if (verdict.reasons.some((r) => r !== "FACE_TOO_SMALL")) return false;
  if (verdict.height < verdict.width) return false;
  return m.faceWidthPx > 0 && m.faceWidthPx / verdict.height <= FACE_TO_HEIGHT;
}

type Reader = Pick<PrismaClient | Prisma.TransactionClient, "shoot" | "uploadedPhoto">;

export type FullBodyRequirement = { required: boolean; count: number; min: number };

/** Whether shoot `shootId` must have full-body photos, and how many it has (rows not deleted). */
export async function fullBodyRequirement(db: Reader, shootId: string): Promise<FullBodyRequirement> {
  const shoot = await db.shoot.findUnique({ where: { id: shootId }, select: { organization: { select: { settings: true, deletedAt: true } } } });
  const required = Boolean(shoot?.organization && !shoot.organization.deletedAt && parseSettings(shoot.organization.settings).headshots.requireFullBody);
  if (!required) return { required: false, count: 0, min: FULL_BODY_MIN };
  const count = await db.uploadedPhoto.count({ where: { shootId, fullBody: true, deletedAt: null } });
  return { required, count, min: FULL_BODY_MIN };
}
