// The studio's edits for the back office (/admin/studio/photos and its CSV export): who asked, for which
// shoot, with which options, how it went, on which engine and how long it took. `q` is an exact edit,
// shoot or account id, or part of the person's email (the people and the shoot's headshots are found
// first, then the edits by `userId in` / `resultId in`: an OR over a relation would read every edit). The output file is served to admins only by
// /api/backoffice/shoots/results/{id}, as on /admin/model.
import "server-only";
import type { JobStatus, Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { editOptionsSchema } from "@/lib/studio/options";
import type { StudioPhotoQuery } from "./schemas";

export type StudioPhotoRow = {
  id: string;
  createdAt: Date;
  userId: string | null;
  email: string | null;
  shootId: string;
  shootTitle: string;
  /** The options the edit asked for, "backdrop: navy · size: 2048 …" (defaults left out). */
  options: string;
  status: JobStatus;
  /** The engine that made the new version ("edit": re-rendered without a generative engine); null until done. */
  engine: string | null;
  /** From the request to the edit's end (done or failed); null while it runs. */
  durationMs: number | null;
  creditsSpent: number;
  outputResultId: string | null;
  error: string | null;
};

const SELECT = {
  id: true, createdAt: true, updatedAt: true, userId: true, options: true, status: true, creditsSpent: true, outputResultId: true, error: true,
  user: { select: { email: true } },
  result: { select: { shootId: true, shoot: { select: { title: true } } } },
  outputResult: { select: { variant: true } },
} satisfies Prisma.EditJobSelect;

type Selected = Prisma.EditJobGetPayload<{ select: typeof SELECT }>;

const DEFAULTS = editOptionsSchema.parse({});

/** The options an edit changed, as "key: value" pairs (the defaults it kept left out). */
export function describeOptions(stored: unknown): string {
  const parsed = editOptionsSchema.safeParse(stored);
  if (!parsed.success) return "";
  return Object.entries(parsed.data)
    .filter(([key, value]) => value !== null && value !== DEFAULTS[key as keyof typeof DEFAULTS])
    .map(([key, value]) => `${key}: ${value}`)
    .join(" · ");
}

function row(j: Selected): StudioPhotoRow {
  const variant = (j.outputResult?.variant ?? {}) as { engine?: unknown };
  const settled = j.status === "DONE" || j.status === "FAILED";
  return {
    id: j.id, createdAt: j.createdAt, userId: j.userId, email: j.user?.email ?? null,
    shootId: j.result.shootId, shootTitle: j.result.shoot.title,
    options: describeOptions(j.options), status: j.status,
    engine: typeof variant.engine === "string" ? variant.engine : null,
    durationMs: settled ? j.updatedAt.getTime() - j.createdAt.getTime() : null,
    creditsSpent: j.creditsSpent, outputResultId: j.outputResultId, error: j.error,
  };
}

export async function studioPhotoWhere(db: PrismaClient, query: Pick<StudioPhotoQuery, "q" | "status" | "days">, now = new Date()): Promise<Prisma.EditJobWhereInput> {
  const where: Prisma.EditJobWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.days ? { createdAt: { gte: new Date(now.getTime() - query.days * 86_400_000) } } : {}),
  };
  if (!query.q) return where;
  const [people, results] = await Promise.all([
    db.user.findMany({ where: { email: { contains: query.q, mode: "insensitive" } }, select: { id: true }, take: 500 }),
    db.result.findMany({ where: { shootId: query.q }, select: { id: true } }),
  ]);
  return {
    ...where,
    OR: [{ id: query.q }, { userId: { in: [query.q, ...people.map((p) => p.id)] } }, ...(results.length ? [{ resultId: { in: results.map((r) => r.id) } }] : [])],
  };
}

export async function findStudioPhotoPage(db: PrismaClient, query: StudioPhotoQuery, now = new Date()): Promise<Page<StudioPhotoRow>> {
  const where = await studioPhotoWhere(db, query, now);
  const [items, total] = await Promise.all([
    db.editJob.findMany({ where, orderBy: [{ createdAt: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.editJob.count({ where }),
  ]);
  return toPage(items.map(row), total, query);
}

export async function studioPhotoBatches(db: PrismaClient, query: StudioPhotoQuery): Promise<AsyncGenerator<StudioPhotoRow[]>> {
  const where = await studioPhotoWhere(db, query);
  return eachBatch(async (after, take) => (await db.editJob.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT })).map(row));
}
