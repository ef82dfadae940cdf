// The read side of the studio: a person's headshots with their versions, one headshot's versions and
// edits under way, and one edit as the editor follows it. The original is version 1 and is never
// changed; edits are rows with parentResultId = the original and the next version number.
import "server-only";
import type { EditJob, JobStatus, PrismaClient } from "@/lib/db";
import { localised } from "@/lib/catalog/styles";
import { resultFiles, storedFormat } from "@/lib/results/files";
import type { Locale } from "@/lib/i18n/config";
import { ownShootsWhere } from "@/lib/shoots/access";
import { ensurePreviews } from "@/lib/shoots/preview";
import { RELEASED_FROM_REVIEW } from "@/lib/shoots/review-hold";
import { inGalleryOrder, resultUrlLifetime, viewImages } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";
import { editorHiddenShoots, ownedStudioResult } from "./access";
import { readEditCost } from "./cost";
import { editFailureMessage, StudioError } from "./errors";
import { editOptionsSchema, type EditJobState, type EditJobView, type StudioResultView, type VersionView } from "./options";

const STATE: Record<JobStatus, EditJobState> = { PENDING: "pending", RUNNING: "running", DONE: "done", FAILED: "failed" };

/** Settled edits stay in the editor's view this long: the editor shows the new version, or why it failed. */
export const SETTLED_EDIT_VISIBLE_MS = 60 * 60 * 1000;

export async function editJobView(job: Pick<EditJob, "id" | "resultId" | "status" | "creditsSpent" | "outputResultId" | "error" | "createdAt">, locale: Locale): Promise<EditJobView> {
  return {
    id: job.id,
    resultId: job.resultId,
    state: STATE[job.status],
    creditsSpent: job.creditsSpent,
    outputResultId: job.outputResultId,
    error: job.status === "FAILED" ? { code: job.error ?? "ENGINE_FAILED", message: await editFailureMessage(locale, job.error) } : null,
    createdAt: job.createdAt.toISOString(),
  };
}

type Files = { files?: Record<string, unknown>; sizes?: Record<string, unknown>; edit?: unknown };

const fileKey = (variant: unknown, name: string): string | null => {
  const key = (variant as Files | null)?.files?.[name];
  return typeof key === "string" && key.length > 0 ? key : null;
};

/** Every version of the headshot `resultId` belongs to (it may be any of them), the edits under way, the balance. */
export async function readStudioResult(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; resultId: string; locale: Locale; now?: number },
): Promise<StudioResultView> {
  const result = await ownedStudioResult(db, input.userId, input.resultId);
  const rootId = result.parentResultId ?? result.id;
  const now = input.now ?? Date.now();
  const [rows, jobs, user, cost] = await Promise.all([
    db.result.findMany({
      where: { OR: [{ id: rootId }, { parentResultId: rootId }], deletedAt: null },
      orderBy: [{ version: "asc" }, { createdAt: "asc" }],
      select: { id: true, version: true, width: true, height: true, storageKey: true, variant: true, createdAt: true },
    }),
    db.editJob.findMany({
      where: {
        userId: input.userId,
        result: { OR: [{ id: rootId }, { parentResultId: rootId }] },
        OR: [{ status: { in: ["PENDING", "RUNNING"] } }, { updatedAt: { gte: new Date(now - SETTLED_EDIT_VISIBLE_MS) } }],
      },
      orderBy: { createdAt: "asc" },
    }),
    db.user.findUnique({ where: { id: input.userId }, select: { editCredits: true } }),
    readEditCost(db),
  ]);
  const expiresIn = resultUrlLifetime(now);
  const previews = await ensurePreviews(db, storage, rows);
  const versions = await Promise.all(
    rows.map(async (r): Promise<VersionView> => {
      const { thumb, preview } = await viewImages(storage, r, previews.get(r.id) ?? null, expiresIn);
      const edit = editOptionsSchema.safeParse((r.variant as Files | null)?.edit);
      // The delivered file as it was made: a lossless edit downloads as the PNG it is, never re-encoded as JPEG.
      const format = storedFormat(resultFiles(r).original);
      return {
        id: r.id,
        version: r.version,
        options: r.version > 1 && edit.success ? edit.data : null,
        width: r.width,
        height: r.height,
        thumbUrl: thumb.url,
        imageUrl: preview.url,
        downloadUrl: `/api/results/${encodeURIComponent(r.id)}/download?size=original&format=${format}`,
        format,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  );
  return {
    rootId,
    shootId: result.shootId,
    versions,
    jobs: await Promise.all(jobs.map((j) => editJobView(j, input.locale))),
    credits: user?.editCredits ?? 0,
    cost,
  };
}

/** One of the person's edits; EDIT_NOT_FOUND for anyone else's. */
export async function readEditJob(db: PrismaClient, input: { userId: string; editJobId: string; locale: Locale }): Promise<EditJobView> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(input.editJobId)) throw new StudioError("EDIT_NOT_FOUND");
  const job = await db.editJob.findFirst({ where: { id: input.editJobId, userId: input.userId } });
  if (!job) throw new StudioError("EDIT_NOT_FOUND");
  return editJobView(job, input.locale);
}

export type StudioTile = {
  id: string;
  thumb: { url: string; width: number; height: number };
  /** Edits made of it so far. */
  edits: number;
};

export type StudioOverview = {
  credits: number;
  cost: number;
  shoots: { id: string; title: string; tiles: (StudioTile & { styleName: string | null })[] }[];
};

/**
 * The person's ready shoots (newest first; a team shoot held for manual review is not ready) with their
 * headshots in gallery order, and the edit-credit balance.
 */
export async function readStudioOverview(db: PrismaClient, storage: FileStorage, input: { userId: string; locale: Locale; now?: number }): Promise<StudioOverview> {
  const [shoots, user, cost] = await Promise.all([
    db.shoot.findMany({
      where: { state: "ACTIVE", deletedAt: null, AND: [ownShootsWhere(input.userId), RELEASED_FROM_REVIEW] },
      orderBy: { createdAt: "desc" },
      select: { id: true, title: true, styleIds: true },
    }),
    db.user.findUnique({ where: { id: input.userId }, select: { editCredits: true } }),
    readEditCost(db),
  ]);
  const expiresIn = resultUrlLifetime(input.now);
  const out: StudioOverview["shoots"] = [];
  // Team shoots whose organisation hides the editor from its members are not offered.
  const hidden = await editorHiddenShoots(db, input.userId, shoots.map((s) => s.id));
  for (const shoot of shoots.filter((s) => !hidden.has(s.id))) {
    const rows = await db.result.findMany({
      where: { shootId: shoot.id, version: 1, parentResultId: null, deletedAt: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        id: true, styleId: true, storageKey: true, width: true, height: true, variant: true,
        style: { select: { name: true, translations: true } },
        _count: { select: { versions: { where: { deletedAt: null } } } },
      },
    });
    const ordered = inGalleryOrder(shoot.id, shoot.styleIds, rows).flatMap((g) => g.rows);
    // A headshot without a thumbnail shows its preview (never its delivered file).
    const previews = await ensurePreviews(db, storage, ordered.filter((r) => !fileKey(r.variant, "thumb")));
    const tiles = await Promise.all(
      ordered.map(async (r) => {
        const { thumb } = await viewImages(storage, r, previews.get(r.id) ?? null, expiresIn);
        return {
          id: r.id,
          thumb,
          edits: r._count.versions,
          styleName: r.style ? localised(r.style.translations, input.locale, "name", r.style.name) : null,
        };
      }),
    );
    if (tiles.length) out.push({ id: shoot.id, title: shoot.title, tiles });
  }
  return { credits: user?.editCredits ?? 0, cost, shoots: out };
}
