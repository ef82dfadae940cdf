// A member's profile picture: made from their favourite headshot (else their first) with the template
// their scope has (lib/teams/branding/templates.ts: templateForMember), or the fallback crop with none,
// stored at shoots/{shootId}/profile-picture.png (it goes with the shoot's files when the shoot is
// deleted) with a ProfilePicture row saying which template version and which headshot it came from.
// A stored picture is served while it is current and made again when it is not.
import "server-only";
import { Refusal, SHARED_NAMESPACE } from "@/lib/http/errors";
import type { PrismaClient } from "@/lib/db";
import { EngineError } from "@/lib/engine/engine";
import { resultFiles } from "@/lib/results/files";
import { RELEASED_FROM_REVIEW } from "@/lib/shoots/review-hold";
import type { FileStorage } from "@/lib/storage/types";
import { TeamError } from "../errors";
import { can, organizationRole } from "../access";
import { BrandingError } from "./errors";
import { renderFallbackPicture, renderProfilePicture, type RenderedPicture, type Restyle } from "./render";
import { templateForMember, type PfpTemplate } from "./templates";

export const profilePictureKey = (shootId: string) => `shoots/${shootId}/profile-picture.png`;

export type PictureDeps = { db: PrismaClient; storage: FileStorage; restyle?: Restyle; signal?: AbortSignal };

type Source = { id: string; storageKey: string; width: number; height: number; variant: unknown };
const SOURCE_SELECT = { id: true, storageKey: true, width: true, height: true, variant: true } as const;

/** The headshot a picture is made from: the favourite (its newest version), else the first made. */
export async function pictureSource(db: PrismaClient, shootId: string): Promise<Source | null> {
  const favorite = await db.result.findFirst({
    where: { shootId, isFavorite: true, deletedAt: null },
    orderBy: [{ version: "desc" }, { createdAt: "desc" }],
    select: SOURCE_SELECT,
  });
  return favorite ?? db.result.findFirst({ where: { shootId, deletedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: SOURCE_SELECT });
}

/** What making a shoot's picture reads of it (its member, their sub-team, the organisation's brand). */
export const PICTURE_SHOOT_SELECT = {
  id: true,
  userId: true,
  organizationId: true,
  user: { select: { name: true, email: true } },
  membership: { select: { teamId: true } },
  organization: { select: { logoKey: true, brandColors: true, deletedAt: true } },
} as const;

/**
 * A team shoot whose picture can be made: finished (ACTIVE), released from manual review
 * (lib/shoots/review-hold.ts), not deleted, of a member still in the organisation.
 */
async function pictureShoot(db: PrismaClient, shootId: string) {
  if (shootId.length > 64) return null;
  return db.shoot.findFirst({
    where: { id: shootId, state: "ACTIVE", ...RELEASED_FROM_REVIEW, deletedAt: null, organizationId: { not: null }, membership: { removedAt: null, status: { not: "DELETED" } } },
    select: PICTURE_SHOOT_SELECT,
  });
}

export type PictureShoot = NonNullable<Awaited<ReturnType<typeof pictureShoot>>>;

/**
 * Whether `userId` may have shoot `shootId`'s picture: its member (their own), or a lead or owner of its
 * organisation. Another organisation's shoot, or none, is NOT_FOUND; a colleague who is a member is FORBIDDEN.
 * A lead whose session still owes the organisation's MFA code (`mfaPending`, the caller asks
 * lib/auth/mfa-gate.ts) gets only their own: anyone else's is 401 MFA_REQUIRED.
 */
export async function openPictureShoot(db: PrismaClient, userId: string, shootId: string, options: { mfaPending?: boolean } = {}): Promise<PictureShoot> {
  const shoot = await pictureShoot(db, shootId);
  if (!shoot || shoot.organization?.deletedAt) throw new TeamError("NOT_FOUND");
  const role = await organizationRole(db, userId, shoot.organizationId!);
  if (shoot.userId === userId && role !== null) return shoot;
  if (role === null) throw new TeamError("NOT_FOUND");
  if (!can(role, "results.read")) throw new TeamError("FORBIDDEN");
  if (options.mfaPending) throw new Refusal(SHARED_NAMESPACE, "MFA_REQUIRED", 401);
  return shoot;
}

const current = (stored: { templateId: string | null; templateVersion: number; resultId: string } | null, template: PfpTemplate | null, source: Source) =>
  stored !== null && stored.templateId === (template?.id ?? null) && stored.templateVersion === (template?.version ?? 0) && stored.resultId === source.id;

/** Renders `shoot`'s picture with `template` (null: the fallback) from `source`, stores it and records it. */
async function makePicture(deps: PictureDeps, shoot: PictureShoot, template: PfpTemplate | null, source: Source): Promise<RenderedPicture> {
  const { db, storage } = deps;
  const image = await storage.get(resultFiles(source).original.key);
  if (!image) throw new BrandingError("NO_HEADSHOT");
  let picture: RenderedPicture;
  try {
    if (template) {
      const logo = template.config.logoPosition !== "none" && shoot.organization?.logoKey ? await storage.get(shoot.organization.logoKey) : null;
      picture = await renderProfilePicture({ image, config: template.config, logo, brandColors: shoot.organization?.brandColors ?? [], restyle: deps.restyle, signal: deps.signal });
    } else {
      picture = await renderFallbackPicture({ image, restyle: deps.restyle, signal: deps.signal });
    }
  } catch (error) {
    if (error instanceof EngineError && !error.retryable && (error.code === "NO_FACE" || error.code === "CORRUPT_IMAGE")) throw new BrandingError("NO_FACE");
    throw error;
  }
  const key = profilePictureKey(shoot.id);
  await storage.put(key, picture.bytes, { contentType: "image/png", cacheControl: "private, no-store" });
  const row = { templateId: template?.id ?? null, templateVersion: template?.version ?? 0, resultId: source.id, storageKey: key, width: picture.width, height: picture.height };
  await db.profilePicture.upsert({ where: { shootId: shoot.id }, create: { ...row, shootId: shoot.id, organizationId: shoot.organizationId! }, update: row });
  return picture;
}

export type PictureOutcome = { bytes: Buffer; width: number; height: number; made: boolean; templateId: string | null };

/**
 * `shoot`'s current picture: the stored one while its template version and headshot are still the
 * ones that apply, else made again (and stored). NO_HEADSHOT without a headshot, NO_FACE when the
 * template needs the person cut out and the headshot shows no face.
 */
export async function currentPicture(deps: PictureDeps, shoot: PictureShoot, template?: PfpTemplate | null): Promise<PictureOutcome> {
  const { db, storage } = deps;
  const tpl = template === undefined ? await templateForMember(db, shoot.organizationId!, shoot.membership?.teamId ?? null) : template;
  const source = await pictureSource(db, shoot.id);
  if (!source) throw new BrandingError("NO_HEADSHOT");
  const stored = await db.profilePicture.findUnique({ where: { shootId: shoot.id }, select: { templateId: true, templateVersion: true, resultId: true, storageKey: true, width: true, height: true } });
  if (current(stored, tpl, source)) {
    const bytes = await storage.get(stored!.storageKey);
    if (bytes) return { bytes, width: stored!.width, height: stored!.height, made: false, templateId: tpl?.id ?? null };
  }
  const made = await makePicture(deps, shoot, tpl, source);
  return { ...made, made: true, templateId: tpl?.id ?? null };
}

/** Whether the shoot's stored picture is the one its template and headshot make now (the job skips those). */
export async function pictureIsCurrent(db: PrismaClient, shootId: string, template: PfpTemplate | null): Promise<boolean> {
  const [source, stored] = await Promise.all([
    pictureSource(db, shootId),
    db.profilePicture.findUnique({ where: { shootId }, select: { templateId: true, templateVersion: true, resultId: true } }),
  ]);
  return source !== null && current(stored, template, source);
}

/** For the member's own page: their scope's default template, or null (no tab without one). */
export async function memberPictureTemplate(db: PrismaClient, organizationId: string, membershipId: string): Promise<PfpTemplate | null> {
  const membership = await db.membership.findUnique({ where: { id: membershipId }, select: { teamId: true } });
  return templateForMember(db, organizationId, membership?.teamId ?? null);
}

/** "profile-picture-greta-hoffmann.png": the member's name (else the part of their address before the @), ASCII. */
export function pictureFileName(user: { name: string | null; email: string | null }): string {
  const base = (user.name?.trim() || user.email?.split("@")[0] || "member")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `profile-picture-${base || "member"}.png`;
}
