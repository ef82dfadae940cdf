// The favourites zip's HTTP side, called by app/api/team/results/favorites-zip/** (lib/http/route.ts,
// FAVORITES_ZIP_ROUTE: a lead signed in; the wrapper answers the refusals thrown here, TeamError and
// TeamResultsError, as `{ error: { code, message } }`). Shapes: FavoritesZipStatus.
import "server-only";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { refusalMessage } from "@/lib/http/errors";
import { parseRange } from "@/lib/storage/http";
import { attachmentDisposition } from "@/lib/storage/signing";
import type { FileStorage } from "@/lib/storage/types";
import { TEAM_RESULTS_ERROR_STATUS, TeamResultsError } from "./errors";
import { cancelFavoritesZip, favoritesZipBody, readFavoritesZip, startFavoritesZip, type FavoritesZipState, type FavoritesZipView } from "./favorites-zip";

/** The route spec the favourites zip's routes share. */
export const FAVORITES_ZIP_ROUTE = {
  caller: { session: "lead" },
  namespace: "TeamResults",
  errors: TEAM_RESULTS_ERROR_STATUS,
  signedOutCode: "NOT_SIGNED_IN",
  internalCode: "INTERNAL",
} as const;

export const favoritesZipStartBody = z.object({ team: z.string().trim().max(64).nullish() }).strict();

export type FavoritesZipContext = { db: PrismaClient; storage: FileStorage; boss: PgBoss; userId: string };

/** The JSON of the status, start and cancel routes; the page polls it. */
export type FavoritesZipStatus = {
  id: string;
  teamId: string | null;
  state: FavoritesZipState;
  /** Members packed so far, of `total` (members with a favourite); `skipped` members have none. */
  done: number;
  total: number;
  skipped: number;
  size?: number;
  fileName?: string;
  downloadUrl?: string;
  expiresAt?: string;
  error?: { code: string; message: string };
};

export const favoritesZipUrl = (id: string) => `/api/team/results/favorites-zip/${encodeURIComponent(id)}`;

async function statusJson(zip: FavoritesZipView, locale: Locale): Promise<FavoritesZipStatus> {
  const status: FavoritesZipStatus = { id: zip.id, teamId: zip.teamId, state: zip.state, done: zip.done, total: zip.total, skipped: zip.skipped };
  if (zip.ready) {
    status.size = zip.ready.size;
    status.fileName = zip.ready.fileName;
    status.downloadUrl = `${favoritesZipUrl(zip.id)}/file`;
    status.expiresAt = zip.ready.expiresAt.toISOString();
  }
  if (zip.code) status.error = { code: zip.code, message: await refusalMessage(locale, "TeamResults", zip.code) };
  return status;
}

/** POST /api/team/results/favorites-zip `{ team? }` → 202 FavoritesZipStatus (queued). */
export async function handleFavoritesZipStart(ctx: FavoritesZipContext & { team?: string | null }): Promise<Response> {
  const { id, total, skipped, teamId } = await startFavoritesZip(ctx, { userId: ctx.userId, teamId: ctx.team || null });
  const status: FavoritesZipStatus = { id, teamId, state: "queued", done: 0, total, skipped };
  return Response.json(status, { status: 202, headers: { "Cache-Control": "no-store", Location: favoritesZipUrl(id) } });
}

/** GET /api/team/results/favorites-zip/{zipId} → FavoritesZipStatus. */
export async function handleFavoritesZipStatus(ctx: FavoritesZipContext & { zipId: string; locale: Locale }): Promise<FavoritesZipStatus> {
  return statusJson(await readFavoritesZip(ctx, { userId: ctx.userId, zipId: ctx.zipId }), ctx.locale);
}

/** POST /api/team/results/favorites-zip/{zipId}/cancel → FavoritesZipStatus. */
export async function handleFavoritesZipCancel(ctx: FavoritesZipContext & { zipId: string; locale: Locale }): Promise<FavoritesZipStatus> {
  return statusJson(await cancelFavoritesZip(ctx, { userId: ctx.userId, zipId: ctx.zipId }), ctx.locale);
}

/**
 * GET /api/team/results/favorites-zip/{zipId}/file: the zip as an attachment, streamed from its parts,
 * with single byte ranges (a resumed download). 409 while it is being made, 410 once expired.
 */
export async function handleFavoritesZipFile(request: Request, ctx: FavoritesZipContext & { zipId: string }): Promise<Response> {
  const zip = await readFavoritesZip(ctx, { userId: ctx.userId, zipId: ctx.zipId });
  if (zip.state === "expired") throw new TeamResultsError("ZIP_EXPIRED");
  if (zip.state === "cancelled") throw new TeamResultsError("ZIP_CANCELLED");
  if (zip.state === "failed") throw new TeamResultsError("ZIP_FAILED");
  if (!zip.ready) throw new TeamResultsError("ZIP_NOT_READY");
  const size = zip.ready.size;
  const range = parseRange(request.headers.get("range"), size);
  if (range === null) throw new TeamResultsError("RANGE_NOT_SATISFIABLE", undefined, { "Content-Range": `bytes */${size}` });
  const headers: Record<string, string> = {
    "Content-Type": "application/zip",
    "Content-Length": String(range ? range.end - range.start + 1 : size),
    "Content-Disposition": attachmentDisposition(zip.ready.fileName),
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
  if (request.method === "HEAD") return new Response(null, { status: range ? 206 : 200, headers });
  return new Response(favoritesZipBody(ctx.storage, zip, range), { status: range ? 206 : 200, headers });
}
