// The thin HTTP adapters of bulk upload (app/api/team/bulk-upload/…, through lib/http/route.ts): the
// route files add the signed-in lead and the process-wide database, storage and queue; the rules are in
// ./batches.ts, ./inspect.ts and ./process.ts. A zip arrives as the raw request body (the browser sends
// the File itself, with upload progress), read here, not by the route wrapper's JSON reader: written to
// a temporary file that stops at ZIP_LIMITS.maxZipBytes, and removed whatever happens.
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { AGE_RANGES, EYE_COLORS, HEADSHOT_FORMATS } from "@/lib/shoots/personal-info";
import { requireTeam } from "../organization";
import { assertBulkUploadEnabled, createBatch, findBatch, takeSlot } from "./batches";
import { BULK_ERROR_STATUS, BulkUploadError } from "./errors";
import { writeCappedTempFile } from "./capped";
import { MAX_ZIPS_PER_BATCH, toMb, ZIP_LIMITS, type ZipLimits } from "./limits";
import { processZip, zipLabel, type ProcessDeps } from "./process";

/** The route spec both bulk-upload routes share: a lead's session, refusals in TeamBulkUpload. */
export const BULK_UPLOAD_ROUTE = { caller: { session: "lead" }, namespace: "TeamBulkUpload", errors: BULK_ERROR_STATUS } as const;

export const batchBody = z.object({
  backdropIds: z.array(z.string().min(1).max(64)).max(20),
  femaleOutfitId: z.string().min(1).max(64),
  maleOutfitId: z.string().min(1).max(64),
  headshotFormat: z.enum(HEADSHOT_FORMATS),
  confirmed: z.boolean(),
});

export const zipQuery = z.object({
  /** The zip's file name as the lead's computer has it (the person's name comes from it). */
  file: z.string().min(1).max(255),
  gender: z.enum(["FEMALE", "MALE"]),
  ageRange: z.enum(AGE_RANGES),
  eyeColor: z.enum(EYE_COLORS).optional(),
  locale: z.string().max(10).optional(),
});

type Lead = { db: PrismaClient; userId: string };

/** The lead's organisation with bulk upload switched on; refusals: NOT_FOUND/FORBIDDEN (TeamLead), FEATURE_OFF (403). */
async function leadOrganization({ db, userId }: Lead): Promise<string> {
  const team = await requireTeam(db, userId, "members.invite");
  if (!team.setupComplete) throw new BulkUploadError("FORBIDDEN");
  await assertBulkUploadEnabled(db, team.organizationId);
  return team.organizationId;
}

/** POST /api/team/bulk-upload — step 1's looks → 201 { batchId, maxZips }. */
export async function handleCreateBatch(lead: Lead, body: z.output<typeof batchBody>): Promise<Response> {
  const organizationId = await leadOrganization(lead);
  const { batchId } = await createBatch(lead.db, { ...body, organizationId, createdById: lead.userId });
  return Response.json({ batchId, maxZips: MAX_ZIPS_PER_BATCH }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export type ZipUploadContext = Lead & {
  request: Request;
  batchId: string;
  query: z.output<typeof zipQuery>;
  locale: Locale;
  deps: ProcessDeps;
  limits?: ZipLimits;
};

/**
 * POST /api/team/bulk-upload/{batchId}/zips?file=&gender=&ageRange=(&eyeColor=&locale=) — the zip as
 * the body → 201 { zip: { status: "created", name, membershipId, shootId } }, or the zip's refusal
 * (its item in the batch records which).
 */
export async function handleZipUpload(ctx: ZipUploadContext): Promise<Response> {
  const { db, request, query } = ctx;
  const limits = ctx.limits ?? ctx.deps.limits ?? ZIP_LIMITS;
  const zip = zipLabel(query.file);
  const tooLarge = () => new BulkUploadError("ZIP_TOO_LARGE", { zip, maxMb: toMb(limits.maxZipBytes) });
  const organizationId = await leadOrganization(ctx);
  const batch = await findBatch(db, organizationId, ctx.batchId);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxZipBytes) throw tooLarge();
  if (!request.body) throw new BulkUploadError("NOT_A_ZIP", { zip });
  const { itemId } = await takeSlot(db, batch.id, query.file);
  let temp: Awaited<ReturnType<typeof writeCappedTempFile>> | null = null;
  try {
    temp = await writeCappedTempFile(request.body, limits.maxZipBytes, tooLarge);
    const created = await processZip(db, { ...ctx.deps, limits }, {
      batch, leadId: ctx.userId, fileName: query.file, tempFile: temp.path, locale: ctx.locale,
      details: { gender: query.gender, ageRange: query.ageRange, eyeColor: query.eyeColor ?? null },
    });
    await db.bulkUploadItem.update({ where: { id: itemId }, data: { status: "CREATED", name: created.name, membershipId: created.membershipId, shootId: created.shootId } });
    return Response.json({ zip: { status: "created", ...created } }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const code = error instanceof BulkUploadError ? error.code : "INTERNAL";
    await db.bulkUploadItem.update({ where: { id: itemId }, data: { status: "FAILED", code } }).catch(() => undefined);
    // A cap that failed the body stream may come back wrapped.
    const cause = (error as { cause?: unknown })?.cause;
    if (!(error instanceof BulkUploadError) && cause instanceof BulkUploadError) throw cause;
    throw error;
  } finally {
    await temp?.remove();
  }
}
