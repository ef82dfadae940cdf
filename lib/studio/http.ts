// The studio's HTTP side, called by the thin route files in app/api/studio/**: each takes the Request
// and the signed-in person's id and answers JSON (errors localised, `{ error: { code, message, … } }`).
import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "@/lib/db";
import { requestLocale } from "@/lib/http/errors";
import type { FileStorage } from "@/lib/storage/types";
import { requireStudioUser } from "./access";
import type { EngineInfo } from "./engine";
import { StudioError, studioErrorResponse } from "./errors";
import { editOptionsSchema, editRequestSchema, type EditJobView } from "./options";
import { requestEdit } from "./request";
import { editJobView, readEditJob, readStudioResult } from "./versions";

export type StudioRouteContext = { db: PrismaClient; userId: string | null | undefined };
export type EditRouteContext = StudioRouteContext & { boss: PgBoss; engine: () => Promise<EngineInfo> };

const NO_STORE = { "Cache-Control": "no-store" };
const MAX_JSON_BYTES = 10_000;

/** The JSON of POST /api/studio/edits: the edit, the balance after it, and whether this call booked it. */
export type EditStarted = { job: EditJobView; credits: number; created: boolean };

async function readBody(request: Request): Promise<unknown> {
  // JSON only: a cross-site form cannot send this content type without the browser asking first.
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) throw new StudioError("INVALID_BODY");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BYTES) throw new StudioError("INVALID_BODY");
  const text = await request.text().catch(() => null);
  if (text === null || text.length > MAX_JSON_BYTES) throw new StudioError("INVALID_BODY");
  try {
    return JSON.parse(text);
  } catch {
    throw new StudioError("INVALID_BODY");
  }
}

/**
 * POST /api/studio/edits `{ resultId, options, idempotencyKey }` → 202 EditStarted (queued), or 200
 * with the edit booked before under the same key.
 */
export async function handleEditRequest(request: Request, ctx: EditRouteContext): Promise<Response> {
  const locale = requestLocale(request);
  try {
    const userId = await requireStudioUser(ctx.db, ctx.userId);
    const body = await readBody(request);
    const parsed = editRequestSchema.safeParse(body);
    if (!parsed.success) {
      const options = (body as { options?: unknown } | null)?.options;
      throw new StudioError(options !== undefined && !editOptionsSchema.safeParse(options).success ? "INVALID_OPTIONS" : "INVALID_BODY");
    }
    const { job, created, credits } = await requestEdit({ db: ctx.db, boss: ctx.boss, engine: await ctx.engine() }, { userId, ...parsed.data });
    const started: EditStarted = { job: await editJobView(job, locale), credits, created };
    return Response.json(started, { status: created ? 202 : 200, headers: { ...NO_STORE, Location: `/api/studio/edits/${encodeURIComponent(job.id)}` } });
  } catch (error) {
    return studioErrorResponse(locale, error, "edit request");
  }
}

/** GET /api/studio/edits/{id} → EditJobView. */
export async function handleEditStatus(request: Request, ctx: StudioRouteContext & { editJobId: string }): Promise<Response> {
  const locale = requestLocale(request);
  try {
    const userId = await requireStudioUser(ctx.db, ctx.userId);
    return Response.json(await readEditJob(ctx.db, { userId, editJobId: ctx.editJobId, locale }), { headers: NO_STORE });
  } catch (error) {
    return studioErrorResponse(locale, error, "edit status");
  }
}

/** GET /api/studio/results/{id} → StudioResultView (the editor polls it while an edit runs). */
export async function handleStudioResult(request: Request, ctx: StudioRouteContext & { storage: FileStorage; resultId: string }): Promise<Response> {
  const locale = requestLocale(request);
  try {
    const userId = await requireStudioUser(ctx.db, ctx.userId);
    return Response.json(await readStudioResult(ctx.db, ctx.storage, { userId, resultId: ctx.resultId, locale }), { headers: NO_STORE });
  } catch (error) {
    return studioErrorResponse(locale, error, "studio result");
  }
}
