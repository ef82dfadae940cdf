// The studio's HTTP side, called by the route files in app/api/studio/** (lib/http/route.ts,
// STUDIO_ROUTE: the wrapper signs the person in and answers the StudioErrors thrown here as
// `{ error: { code, message, … } }`): each takes the signed-in person's id and returns the JSON.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "@/lib/db";
import { readJsonBody } from "@/lib/http/json-body";
import type { Locale } from "@/lib/i18n/config";
import type { FileStorage } from "@/lib/storage/types";
import type { EngineInfo } from "./engine";
import { StudioError, type StudioErrorCode } from "./errors";
import { editOptionsSchema, editRequestSchema, type EditJobView, type StudioResultView } from "./options";
import { requestEdit } from "./request";
import { editJobView, readEditJob, readStudioResult } from "./versions";

/** The route spec every app/api/studio route shares: the owner signed in, and the codes the editor knows. */
export const STUDIO_ROUTE = {
  caller: { session: "user" },
  namespace: "Studio",
  signedOutCode: "UNAUTHENTICATED" satisfies StudioErrorCode,
  internalCode: "INTERNAL_ERROR" satisfies StudioErrorCode,
} as const;

export type StudioRouteContext = { db: PrismaClient; userId: string; locale: Locale };
export type EditRouteContext = StudioRouteContext & { boss: PgBoss; engine: () => Promise<EngineInfo> };

const NO_STORE = { "Cache-Control": "no-store" };

/** The JSON of POST /api/studio/edits: the edit, the balance after it, and whether this call booked it. */
export type EditStarted = { job: EditJobView; credits: number; created: boolean };

/**
 * POST /api/studio/edits `{ resultId, options, idempotencyKey }` → 202 EditStarted (queued), or 200
 * with the edit booked before under the same key.
 */
export async function handleEditRequest(request: Request, ctx: EditRouteContext): Promise<Response> {
  // JSON only (lib/http/json-body.ts); anything unreadable is INVALID_BODY, as the editor knows it.
  const json = await readJsonBody(request);
  if (!json.ok) throw new StudioError("INVALID_BODY");
  const parsed = editRequestSchema.safeParse(json.data);
  if (!parsed.success) {
    const options = (json.data as { options?: unknown } | null)?.options;
    throw new StudioError(options !== undefined && !editOptionsSchema.safeParse(options).success ? "INVALID_OPTIONS" : "INVALID_BODY");
  }
  const { job, created, credits } = await requestEdit({ db: ctx.db, boss: ctx.boss, engine: await ctx.engine() }, { userId: ctx.userId, ...parsed.data });
  const started: EditStarted = { job: await editJobView(job, ctx.locale), credits, created };
  return Response.json(started, { status: created ? 202 : 200, headers: { ...NO_STORE, Location: `/api/studio/edits/${encodeURIComponent(job.id)}` } });
}

/** GET /api/studio/edits/{id} → EditJobView. */
export function handleEditStatus(ctx: StudioRouteContext & { editJobId: string }): Promise<EditJobView> {
  return readEditJob(ctx.db, { userId: ctx.userId, editJobId: ctx.editJobId, locale: ctx.locale });
}

/** GET /api/studio/results/{id} → StudioResultView (the editor polls it while an edit runs). */
export function handleStudioResult(ctx: StudioRouteContext & { storage: FileStorage; resultId: string }): Promise<StudioResultView> {
  return readStudioResult(ctx.db, ctx.storage, { userId: ctx.userId, resultId: ctx.resultId, locale: ctx.locale });
}
