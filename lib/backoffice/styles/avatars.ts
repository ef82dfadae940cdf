// Preview avatars (/admin/avatar): the portraits style previews are rendered from. An admin uploads a
// portrait (the safe decoder writes it afresh), chooses a square crop box (x, y, size in the photo's
// pixels, orientation applied; none = the centred largest square), and names it. The square is stored
// as WebP under avatars/{id}-{hash}.webp and shown to admins only (app/api/backoffice/avatars/[id]).
// A style picks an avatar (/admin/style) and "render preview" makes its picture from it
// (./previews.ts). An avatar a style still uses cannot be deleted. Audit: avatar.create,
// avatar.update, avatar.delete.
import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import type { FileStorage } from "@/lib/storage/types";
import { BackofficeError } from "../errors";
import { AVATAR_SIDE, avatarKey, decodeUpload } from "./images";
import { NS } from "./styles";

const AVATAR_AUDIT_FIELDS = ["name", "imageKey", "size"] as const;
/**
 * The crop box is in the photo's own pixels. WebP (what the decoder writes) has at most 16,383 px a side:
 * a longer photo (a panorama under the pixel limit) is scaled to that, and a box drawn on its full size
 * is then refused as outside the photo (CROP_OUTSIDE, naming the size) rather than failing the encoder.
 */
const WORK_SIDE = 16_383;

export type Crop = { x?: number; y?: number; size?: number };

/** The crop box inside a width × height photo: the admin's, checked, or the centred largest square. */
export function cropBox(width: number, height: number, crop: Crop): { left: number; top: number; side: number } {
  const given = [crop.x, crop.y, crop.size].filter((v) => v !== undefined).length;
  if (given === 0) {
    const side = Math.min(width, height);
    return { left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), side };
  }
  if (given !== 3) throw new BackofficeError(NS, "CROP_INCOMPLETE");
  const [left, top, side] = [crop.x!, crop.y!, crop.size!];
  if (side < 128) throw new BackofficeError(NS, "CROP_TOO_SMALL", { min: 128 });
  if (left + side > width || top + side > height) throw new BackofficeError(NS, "CROP_OUTSIDE", { width, height });
  return { left, top, side };
}

/** The stored square of an upload cut by `crop`. */
async function squareOf(photo: Buffer, crop: Crop): Promise<Buffer> {
  const clean = await decodeUpload(photo, WORK_SIDE);
  const box = cropBox(clean.width, clean.height, crop);
  return sharp(clean.bytes).extract({ left: box.left, top: box.top, width: box.side, height: box.side }).resize(AVATAR_SIDE, AVATAR_SIDE).webp({ quality: 90 }).toBuffer();
}

export async function createAvatar(deps: { db: PrismaClient; storage: FileStorage }, input: { name: string; photo: Buffer; crop: Crop; actorId: string }): Promise<string> {
  const square = await squareOf(input.photo, input.crop);
  const id = randomUUID();
  const key = avatarKey(id, square);
  await deps.storage.put(key, square, { contentType: "image/webp", cacheControl: "private, max-age=300" });
  try {
    await deps.db.$transaction(async (tx) => {
      const avatar = await tx.previewAvatar.create({ data: { id, name: input.name, imageKey: key, size: AVATAR_SIDE } });
      await recordAudit(tx, { actorId: input.actorId, action: "avatar.create", target: ["PreviewAvatar", id], after: auditFields(avatar, AVATAR_AUDIT_FIELDS), data: { crop: input.crop } });
    });
  } catch (e) {
    await deps.storage.delete(key);
    throw e;
  }
  return id;
}

/** Renames an avatar, and with a new photo replaces its square (the old file goes after the commit). */
export async function updateAvatar(deps: { db: PrismaClient; storage: FileStorage }, input: { avatarId: string; name: string; photo: Buffer | null; crop: Crop; actorId: string }): Promise<void> {
  const square = input.photo ? await squareOf(input.photo, input.crop) : null;
  const key = square ? avatarKey(input.avatarId, square) : null;
  if (square && key) await deps.storage.put(key, square, { contentType: "image/webp", cacheControl: "private, max-age=300" });
  const old = await deps.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "PreviewAvatar" WHERE "id" = ${input.avatarId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.previewAvatar.findUniqueOrThrow({ where: { id: input.avatarId } });
    const after = await tx.previewAvatar.update({ where: { id: before.id }, data: { name: input.name, ...(key ? { imageKey: key } : {}) } });
    await recordAudit(tx, { actorId: input.actorId, action: "avatar.update", target: ["PreviewAvatar", after.id], before: auditFields(before, AVATAR_AUDIT_FIELDS), after: auditFields(after, AVATAR_AUDIT_FIELDS), ...(key ? { data: { crop: input.crop } } : {}) });
    return key && before.imageKey !== key ? before.imageKey : null;
  });
  if (old) await deps.storage.delete(old);
}

/** Deletes an avatar no style uses (`AVATAR_IN_USE` otherwise) and its file. */
export async function deleteAvatar(deps: { db: PrismaClient; storage: FileStorage }, input: { avatarId: string; actorId: string }): Promise<void> {
  const key = await deps.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "PreviewAvatar" WHERE "id" = ${input.avatarId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const styles = await tx.style.count({ where: { avatarId: input.avatarId } });
    if (styles > 0) throw new BackofficeError(NS, "AVATAR_IN_USE", { count: styles });
    const before = await tx.previewAvatar.delete({ where: { id: input.avatarId } });
    await recordAudit(tx, { actorId: input.actorId, action: "avatar.delete", target: ["PreviewAvatar", before.id], before: auditFields(before, AVATAR_AUDIT_FIELDS), after: null });
    return before.imageKey;
  });
  await deps.storage.delete(key);
}

/** Every avatar with the styles that use it, for the screen. */
export async function listAvatars(db: PrismaClient) {
  return db.previewAvatar.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true, size: true, updatedAt: true, styles: { orderBy: { slug: "asc" }, select: { id: true, slug: true, name: true, active: true } } } });
}

/** The storage key of an avatar's square, or null. */
export async function avatarFile(db: PrismaClient, avatarId: string): Promise<string | null> {
  return (await db.previewAvatar.findUnique({ where: { id: avatarId }, select: { imageKey: true } }))?.imageKey ?? null;
}
