// Branding's HTTP side (lib/http/route.ts answers the refusals thrown here, TeamError and BrandingError):
//   GET /api/team/profile-picture/{shootId}[?download=1]  a member's own picture, or any member's for a
//       lead or owner of the organisation (PNG; an attachment with download=1). Another organisation's
//       shoot is a 404, a colleague who is a member gets a 403.
//   GET /api/team/branding/sample?kind=cutout|photo        the editor's preview picture: one of the
//       organisation's headshots at 512 px, the person cut out or as photographed (leads only).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { attachmentDisposition } from "@/lib/storage/signing";
import type { FileStorage } from "@/lib/storage/types";
import { requireTeam } from "../organization";
import { finishedShootsWhere } from "../results/queries";
import { BRANDING_ERROR_STATUS } from "./errors";
import { currentPicture, openPictureShoot, pictureFileName, pictureSource } from "./pictures";
import { resultFiles } from "@/lib/results/files";
import type { Restyle } from "./render";

export const BRANDING_ROUTE = {
  namespace: "TeamBranding",
  errors: { ...BRANDING_ERROR_STATUS, NOT_FOUND: 404, FORBIDDEN: 403 },
  signedOutCode: "NOT_SIGNED_IN",
  internalCode: "INTERNAL",
} as const;

/** Where a picture is fetched (an img's src) and downloaded. */
export const profilePictureUrl = (shootId: string, download = false) => `/api/team/profile-picture/${encodeURIComponent(shootId)}${download ? "?download=1" : ""}`;

const png = (bytes: Buffer, extra: Record<string, string> = {}) =>
  new Response(new Uint8Array(bytes), { headers: { "Content-Type": "image/png", "Content-Length": String(bytes.length), "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", ...extra } });

/** `mfaPending`: the request's session still owes a lead's MFA code (then only the person's own picture). */
export async function handleProfilePicture(ctx: { db: PrismaClient; storage: FileStorage; userId: string; shootId: string; download: boolean; mfaPending?: boolean; restyle?: Restyle }): Promise<Response> {
  const shoot = await openPictureShoot(ctx.db, ctx.userId, ctx.shootId, { mfaPending: ctx.mfaPending });
  const picture = await currentPicture({ db: ctx.db, storage: ctx.storage, restyle: ctx.restyle }, shoot);
  return png(picture.bytes, ctx.download ? { "Content-Disposition": attachmentDisposition(pictureFileName(shoot.user)) } : {});
}

export const SAMPLE_KINDS = ["cutout", "photo"] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];
const SAMPLE_SIZE = 512;

/**
 * The editor's preview picture, made once per headshot and kept beside the member's shoot (so it goes
 * when the shoot's files go). 404 when nobody has headshots yet, or the person cannot be cut out.
 */
export async function handleBrandingSample(ctx: { db: PrismaClient; storage: FileStorage; userId: string; kind: SampleKind; restyle?: Restyle }): Promise<Response> {
  const team = await requireTeam(ctx.db, ctx.userId, "organization.update");
  const sample = await sampleSource(ctx.db, team.organizationId);
  if (!sample) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const key = `shoots/${sample.shootId}/branding-sample-${sample.result.id}-${ctx.kind}.png`;
  const cached = await ctx.storage.get(key);
  if (cached) return png(cached);
  const image = await ctx.storage.get(resultFiles(sample.result).original.key);
  if (!image) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const restyle = ctx.restyle ?? (async (r) => (await import("@/lib/engine/pool")).restyleInPool(r));
  const out = await restyle({ image, size: { width: SAMPLE_SIZE, height: SAMPLE_SIZE }, backdrop: null, cutout: ctx.kind === "cutout" ? "transparent" : undefined, encoding: { format: "png" } }).catch(() => null);
  if (!out) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  await ctx.storage.put(key, out.bytes, { contentType: "image/png", cacheControl: "private, max-age=300" });
  return png(out.bytes);
}

/** Whether the organisation has a headshot the editor can preview with. */
export async function hasSample(db: PrismaClient, organizationId: string): Promise<boolean> {
  return (await sampleSource(db, organizationId)) !== null;
}

async function sampleSource(db: PrismaClient, organizationId: string) {
  const shoot = await db.shoot.findFirst({ where: finishedShootsWhere(organizationId, { q: "", team: undefined, actioned: undefined }), orderBy: [{ readyAt: "asc" }, { id: "asc" }], select: { id: true } });
  const result = shoot ? await pictureSource(db, shoot.id) : null;
  return shoot && result ? { shootId: shoot.id, result } : null;
}
