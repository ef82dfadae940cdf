// A style's preview picture (/admin/style): uploaded by an admin (through the safe decoder), or
// rendered by our own CPU studio engine from the style's preview avatar (/admin/avatar) on its
// backdrop and in its outfit, in the request (about a second). The picture goes to storage under
// style-previews/{slug}-{hash}.webp, `Style.previewUrl` becomes its address (served by
// app/api/style-previews/[file]), the audit row `style.preview.upload` / `style.preview.render` keeps
// before and after, and a replaced picture of ours is deleted once the change committed.
import "server-only";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import type { FileStorage } from "@/lib/storage/types";
import { BackofficeError } from "../errors";
import { decodeUpload, PREVIEW_SIZE, storedPreviewKey, stylePreviewKey, stylePreviewUrl } from "./images";
import { NS, STYLE_AUDIT_FIELDS } from "./styles";

export type PreviewDeps = { db: PrismaClient; storage: FileStorage; engine: () => Promise<HeadshotEngine> };

const toPreview = (bytes: Buffer) => sharp(bytes).resize({ ...PREVIEW_SIZE, fit: "cover", position: sharp.strategy.attention }).webp({ quality: 82, effort: 5 }).toBuffer();

/** Stores `webp` as the style's preview and records it; the old stored file goes after the commit. */
async function setPreview(deps: Pick<PreviewDeps, "db" | "storage">, styleId: string, slug: string, webp: Buffer, actorId: string, action: string, data: Record<string, unknown>): Promise<string> {
  const key = stylePreviewKey(slug, webp);
  await deps.storage.put(key, webp, { contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable" });
  const old = await deps.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Style" WHERE "id" = ${styleId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.style.findUniqueOrThrow({ where: { id: styleId } });
    const after = await tx.style.update({ where: { id: styleId }, data: { previewUrl: stylePreviewUrl(key) } });
    await recordAudit(tx, { actorId, action, target: ["Style", styleId], before: auditFields(before, STYLE_AUDIT_FIELDS), after: auditFields(after, STYLE_AUDIT_FIELDS), data });
    return storedPreviewKey(before.previewUrl);
  });
  if (old && old !== key) await deps.storage.delete(old);
  revalidateEveryPublicPage();
  return key;
}

/** An admin's own picture as the style's preview: decoded safely, cut to 4:5 around what draws the eye. */
export async function uploadStylePreview(deps: Pick<PreviewDeps, "db" | "storage">, input: { styleId: string; photo: Buffer; actorId: string }): Promise<string> {
  const style = await deps.db.style.findUnique({ where: { id: input.styleId }, select: { slug: true } });
  if (!style) throw new BackofficeError(NS, "NOT_FOUND");
  const clean = await decodeUpload(input.photo, 2048);
  return setPreview(deps, input.styleId, style.slug, await toPreview(clean.bytes), input.actorId, "style.preview.upload", { bytes: input.photo.length });
}

/** The style's preview made by the studio engine from its avatar; refused without one (`NO_AVATAR`) or when the engine makes nothing. */
export async function renderStylePreview(deps: PreviewDeps, input: { styleId: string; actorId: string }): Promise<string> {
  const style = await deps.db.style.findUnique({ where: { id: input.styleId }, include: { backdrop: true, outfit: true, avatar: true } });
  if (!style) throw new BackofficeError(NS, "NOT_FOUND");
  if (!style.avatar) throw new BackofficeError(NS, "NO_AVATAR");
  const source = await deps.storage.get(style.avatar.imageKey);
  if (!source) throw new BackofficeError(NS, "AVATAR_FILE_MISSING");
  // The engine takes photos as the upload flow stores them: JPEG (our own WebP, re-encoded).
  const photo = await sharp(source).jpeg({ quality: 95 }).toBuffer();
  let image: Buffer;
  let engineId: string;
  try {
    const engine = await deps.engine();
    engineId = engine.id;
    const result = await engine.generate({
      photos: [photo], count: 1, sizes: [{ ...PREVIEW_SIZE }],
      style: { id: style.slug, backdrop: { kind: style.backdrop.kind, colors: style.backdrop.colors }, outfit: { slug: style.outfit.slug, description: style.outfit.name } },
    });
    const made = result.images[0];
    if (!made) throw new BackofficeError(NS, "RENDER_FAILED", { reason: result.dropped[0]?.reason ?? "NO_OUTPUT" });
    image = made.bytes;
  } catch (error) {
    if (error instanceof EngineError) throw new BackofficeError(NS, "RENDER_FAILED", { reason: error.code });
    throw error;
  }
  return setPreview(deps, style.id, style.slug, await toPreview(image), input.actorId, "style.preview.render", { avatarId: style.avatar.id, engine: engineId });
}

/** The storage key behind /api/style-previews/{file}, or null unless a style names exactly that address. */
export async function stylePreviewFile(db: PrismaClient, file: string): Promise<string | null> {
  const key = storedPreviewKey(`/api/style-previews/${file}`);
  if (!key) return null;
  const style = await db.style.findFirst({ where: { previewUrl: stylePreviewUrl(key) }, select: { id: true } });
  return style ? key : null;
}
