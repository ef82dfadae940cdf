// The gallery actions' HTTP side, called by the route files in app/api/results/** (lib/http/route.ts,
// GALLERY_ROUTE: the wrapper signs the person in and answers the ResultActionErrors thrown here as
// `{ error: { code, message } }`): each takes the Request and the signed-in user's id, and returns the
// JSON or the file. Shapes: lib/results/options.ts (MarksResponse, ZipStatus).
import "server-only";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { refusalMessage } from "@/lib/http/errors";
import { readJsonBody } from "@/lib/http/json-body";
import { parseRange } from "@/lib/storage/http";
import { attachmentDisposition } from "@/lib/storage/signing";
import type { FileStorage } from "@/lib/storage/types";
import { findReadableResult, galleryNumbers } from "./access";
import { ResultActionError, type ResultErrorCode } from "./errors";
import { renderDownload, resultFiles, sourceFor, storedFormat } from "./files";
import { marksInput, setResultMarks } from "./marks";
import { requireOwnPage } from "./own-page";
import { DOWNLOAD_FORMATS, DOWNLOAD_SIZE_NAMES, DOWNLOAD_SIZES, downloadFileName, ZIP_SELECTIONS, zipFileName, type MarksResponse, type ZipStatus } from "./options";
import { readZip, recordZipDownload, startZip, zipBody, type ZipView } from "./zip";

/** The route spec every app/api/results route shares: the owner (or, to read, a lead of a team shoot's organisation: lib/results/access.ts) signed in, and the codes the gallery's clients know. */
export const GALLERY_ROUTE = {
  caller: { session: "user" },
  namespace: "GalleryActions",
  signedOutCode: "UNAUTHENTICATED" satisfies ResultErrorCode,
  internalCode: "INTERNAL_ERROR" satisfies ResultErrorCode,
} as const;

export type ResultRouteContext = { db: PrismaClient; storage: FileStorage; userId: string };
export type ZipRouteContext = ResultRouteContext & { boss: PgBoss };

const NO_STORE = { "Cache-Control": "no-store" };

/** The JSON body (lib/http/json-body.ts) parsed with `schema`: INVALID_BODY unless it is JSON, `invalid` unless it fits. */
async function parseBody<T>(request: Request, schema: z.ZodType<T>, invalid: "INVALID_MARKS" | "INVALID_SELECTION"): Promise<T> {
  const json = await readJsonBody(request);
  if (!json.ok) throw new ResultActionError("INVALID_BODY");
  const parsed = schema.safeParse(json.data);
  if (!parsed.success) throw new ResultActionError(invalid);
  return parsed.data;
}

/** PATCH /api/results/{id} `{ likedStatus?, isFavorite? }` → MarksResponse. */
export async function handleMarks(request: Request, ctx: ResultRouteContext & { resultId: string }): Promise<MarksResponse> {
  const input = await parseBody(request, marksInput, "INVALID_MARKS");
  return setResultMarks(ctx.db, { userId: ctx.userId, resultId: ctx.resultId, ...input });
}

const sizeParam = z.enum(DOWNLOAD_SIZE_NAMES as [keyof typeof DOWNLOAD_SIZES, ...(keyof typeof DOWNLOAD_SIZES)[]]).default("original");
const formatParam = z.enum(DOWNLOAD_FORMATS).optional();

/**
 * GET /api/results/{id}/download?size=original|square1024|linkedin400|portrait1080x1350&format=jpg|png
 * (defaults: original, and the format of the stored file it is made from: an edit saved as PNG stays
 * PNG): the photo as an attachment named lumen-headshot-{n}-{size}.{ext}, and a
 * Download row (GET only, not HEAD). Only from our own pages (lib/results/own-page.ts).
 */
export async function handleDownload(request: Request, ctx: ResultRouteContext & { resultId: string }): Promise<Response> {
  const { userId } = ctx;
  requireOwnPage(request);
  const params = new URL(request.url).searchParams;
  const size = sizeParam.safeParse(params.get("size") ?? undefined);
  if (!size.success) throw new ResultActionError("INVALID_SIZE");
  const format = formatParam.safeParse(params.get("format") ?? undefined);
  if (!format.success) throw new ResultActionError("INVALID_FORMAT");

  const result = await findReadableResult(ctx.db, userId, ctx.resultId);
  const numbers = await galleryNumbers(ctx.db, { id: result.shootId, styleIds: result.shoot.styleIds });
  const number = numbers.get(result.parentResultId ?? result.id) ?? numbers.size + 1;
  const files = resultFiles(result);
  const chosen = format.data ?? storedFormat(sourceFor(files, size.data));
  const file = await renderDownload(ctx.storage, files, size.data, chosen);
  const headers = {
    "Content-Type": file.contentType,
    "Content-Length": String(file.length),
    "Content-Disposition": attachmentDisposition(downloadFileName(number, size.data, chosen, result.version)),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") {
    if (file.body instanceof ReadableStream) await file.body.cancel();
    return new Response(null, { headers });
  }
  await ctx.db.download.create({
    data: { resultId: result.id, shootId: result.shootId, userId, format: chosen, size: DOWNLOAD_SIZES[size.data].record },
  });
  return new Response(file.body instanceof ReadableStream ? file.body : new Uint8Array(file.body), { headers });
}

const zipStartInput = z.object({ shootId: z.string().min(1).max(64), selection: z.enum(ZIP_SELECTIONS) }).strict();

const zipFileUrl = (id: string) => `/api/results/zips/${encodeURIComponent(id)}/file`;

async function zipStatusJson(zip: ZipView, locale: Locale): Promise<ZipStatus> {
  const status: ZipStatus = { id: zip.id, selection: zip.selection, state: zip.state, done: zip.done, total: zip.total };
  if (zip.ready) {
    status.size = zip.ready.size;
    status.fileName = zipFileName(zip.selection);
    status.downloadUrl = zipFileUrl(zip.id);
    status.expiresAt = zip.ready.expiresAt.toISOString();
  }
  if (zip.code) status.error = { code: zip.code, message: await refusalMessage(locale, "GalleryActions", zip.code) };
  return status;
}

/** POST /api/results/zips `{ shootId, selection: "liked" | "all" }` → 202 ZipStatus (queued). */
export async function handleZipStart(request: Request, ctx: ZipRouteContext): Promise<Response> {
  const input = await parseBody(request, zipStartInput, "INVALID_SELECTION");
  const { id, total } = await startZip(ctx, { userId: ctx.userId, shootId: input.shootId, selection: input.selection });
  const status: ZipStatus = { id, selection: input.selection, state: "queued", done: 0, total };
  return Response.json(status, { status: 202, headers: { ...NO_STORE, Location: `/api/results/zips/${encodeURIComponent(id)}` } });
}

/** GET /api/results/zips/{zipId} → ZipStatus (the page polls it), in the caller's language. */
export async function handleZipStatus(ctx: ZipRouteContext & { zipId: string; locale: Locale }): Promise<ZipStatus> {
  return zipStatusJson(await readZip(ctx, { userId: ctx.userId, zipId: ctx.zipId }), ctx.locale);
}

/**
 * GET /api/results/zips/{zipId}/file: the zip as an attachment, streamed from its stored parts, with
 * single byte ranges (a resumed download). Any bytes of it served record one Download per photo in it
 * (once per zip); HEAD and an unsatisfiable range record nothing. Only from our own pages
 * (lib/results/own-page.ts). 409 while it is being made, 410 once expired.
 */
export async function handleZipFile(request: Request, ctx: ZipRouteContext & { zipId: string }): Promise<Response> {
  const { userId } = ctx;
  requireOwnPage(request);
  const zip = await readZip(ctx, { userId, zipId: ctx.zipId });
  if (zip.state === "expired") throw new ResultActionError("ZIP_EXPIRED");
  if (zip.state === "failed") throw new ResultActionError(zip.code ?? "ZIP_FAILED");
  if (!zip.ready) throw new ResultActionError("ZIP_NOT_READY");
  const size = zip.ready.size;
  const range = parseRange(request.headers.get("range"), size);
  if (range === null) throw new ResultActionError("RANGE_NOT_SATISFIABLE", undefined, { "Content-Range": `bytes */${size}` });
  const headers: Record<string, string> = {
    "Content-Type": "application/zip",
    "Content-Length": String(range ? range.end - range.start + 1 : size),
    "Content-Disposition": attachmentDisposition(zipFileName(zip.selection)),
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
  if (request.method === "HEAD") return new Response(null, { status: range ? 206 : 200, headers });
  // Whatever part is asked for: a zip fetched from its second byte, or in pieces, is still every photo in it.
  await recordZipDownload(ctx.db, zip, userId);
  return new Response(zipBody(ctx.storage, zip, range), { status: range ? 206 : 200, headers });
}
