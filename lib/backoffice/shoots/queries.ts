// The back office's shoots: one page of the filtered list, the same selection in batches for the CSV,
// and everything one shoot's detail view shows (facts, photos with their verdicts, state history,
// generation jobs, results per style).
import { heldForReview } from "@/lib/shoots/review-hold";
import "server-only";
import type { Prisma, PrismaClient, ShootState } from "@/lib/db";
import { pricingPolicy } from "@/lib/catalog/policy";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { SHOOT_TRANSITIONS } from "@/lib/shoots/states";
import { photoFile, type PhotoFile } from "./files";
import { shootJobs, type ShootJob } from "./jobs";
import { dayRange, type ShootsQuery } from "./schemas";

export type ShootRow = {
  id: string;
  owner: string;
  ownerId: string;
  organization: string | null;
  organizationId: string | null;
  package: string;
  state: ShootState;
  engine: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const SELECT = {
  id: true,
  state: true,
  engine: true,
  createdAt: true,
  updatedAt: true,
  userId: true,
  organizationId: true,
  user: { select: { email: true } },
  organization: { select: { name: true } },
  package: { select: { name: true } },
} as const;

type Selected = Prisma.ShootGetPayload<{ select: typeof SELECT }>;

const toRow = (s: Selected): ShootRow => ({
  id: s.id,
  owner: s.user.email,
  ownerId: s.userId,
  organization: s.organization?.name ?? null,
  organizationId: s.organizationId,
  package: s.package.name,
  state: s.state,
  engine: s.engine,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

/** Owners and organisations a search names are found first, at most this many each (a fragment broader than that is not a search). */
export const SEARCH_MATCH_CAP = 5_000;

/**
 * The list's filter. A search matches the shoot's id or title, its owner's email or its organisation's name: the
 * owners and organisations are looked up first (their trigram indexes) and matched by id, because an OR
 * over relation filters makes PostgreSQL read every shoot (≈ 400 ms at 100,000, `npm run bench:admin`).
 */
export async function shootsWhere(db: PrismaClient, query: Pick<ShootsQuery, "q" | "state" | "engine" | "from" | "to">): Promise<Prisma.ShootWhereInput> {
  const created = dayRange(query.from, query.to);
  const q = query.q;
  const [owners, organizations] = q
    ? await Promise.all([
        db.user.findMany({ where: { email: { contains: q, mode: "insensitive" } }, select: { id: true }, take: SEARCH_MATCH_CAP }),
        db.organization.findMany({ where: { name: { contains: q, mode: "insensitive" } }, select: { id: true }, take: SEARCH_MATCH_CAP }),
      ])
    : [[], []];
  return {
    ...(query.state ? { state: query.state } : {}),
    ...(query.engine ? { engine: query.engine } : {}),
    ...(created ? { createdAt: created } : {}),
    ...(q
      ? {
          OR: [
            { id: q },
            { title: { contains: q, mode: "insensitive" } },
            ...(owners.length ? [{ userId: { in: owners.map((o) => o.id) } }] : []),
            ...(organizations.length ? [{ organizationId: { in: organizations.map((o) => o.id) } }] : []),
          ],
        }
      : {}),
  };
}

export async function findShootsPage(db: PrismaClient, query: ShootsQuery): Promise<Page<ShootRow>> {
  const where = await shootsWhere(db, query);
  const [items, total] = await Promise.all([
    db.shoot.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.shoot.count({ where }),
  ]);
  return toPage(items.map(toRow), total, query);
}

/** Everything the filter selects, in batches (the export). */
export async function* shootsBatches(db: PrismaClient, query: ShootsQuery): AsyncGenerator<ShootRow[]> {
  const where = await shootsWhere(db, query);
  for await (const batch of eachBatch((after, take) => db.shoot.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT }))) {
    yield batch.map(toRow);
  }
}

/** The engines shoots were made with (the filter's choices). */
export async function shootEngines(db: PrismaClient): Promise<string[]> {
  const rows = await db.shoot.findMany({ where: { engine: { not: null } }, distinct: ["engine"], select: { engine: true }, orderBy: { engine: "asc" } });
  return rows.map((r) => r.engine!).filter(Boolean);
}

export type ShootPhoto = {
  id: string;
  originalName: string | null;
  accepted: boolean;
  score: number;
  reasons: string[];
  warnings: string[];
  createdAt: Date;
  file: PhotoFile;
};

export type StyleResults = { styleId: string | null; name: string; count: number; thumbs: string[] };

export type ShootDetail = {
  id: string;
  title: string;
  state: ShootState;
  owner: { id: string; email: string; name: string | null };
  organization: { id: string; name: string } | null;
  package: string;
  headshots: number;
  engine: string | null;
  failureReason: string | null;
  progress: number;
  retryCount: number;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  readyAt: Date | null;
  /** Held for a platform admin's review (the organisation's manual review of results), not approved yet. */
  heldForReview: boolean;
  deletedAt: Date | null;
  /** When the uploaded photos go under the privacy rules (null: not ready yet, or already gone). */
  photosDeleteAt: Date | null;
  photosPurgedAt: Date | null;
  orderId: string | null;
  photos: ShootPhoto[];
  history: { id: string; from: ShootState | null; to: ShootState; at: Date; reason: string | null }[];
  jobs: { available: boolean; jobs: ShootJob[] };
  results: StyleResults[];
  /** The styles a regeneration may target: the shoot's styles that still exist. */
  styles: { id: string; name: string }[];
  /** Where the state machine lets the shoot go from here (DELETED through the delete action). */
  moves: ShootState[];
};

const DAY = 86_400_000;

/**
 * Where an admin may move a shoot from `state`: what the state machine allows, except DELETED (the
 * delete action), ONBOARDING → WAITING, which is the person's submission (its checks, a team's credit),
 * and → ACTIVE: results become ready only through generation, whose onActive hook (lib/jobs/handlers.ts:
 * queueTeamShootFinished) holds a team shoot for manual review, sends the team's emails and marks the
 * membership FINISHED.
 */
export function adminMoves(state: ShootState): ShootState[] {
  return SHOOT_TRANSITIONS[state].filter((to) => to !== "DELETED" && to !== "ACTIVE" && !(state === "ONBOARDING" && to === "WAITING"));
}

export async function loadShootDetail(db: PrismaClient, shootId: string): Promise<ShootDetail | null> {
  const shoot = await db.shoot.findUnique({
    where: { id: shootId },
    include: {
      user: { select: { id: true, email: true, name: true } },
      organization: { select: { id: true, name: true, deleteDataAfter30Days: true } },
      package: { select: { name: true, headshots: true } },
      photos: { orderBy: { createdAt: "asc" } },
      stateChanges: { orderBy: [{ at: "asc" }, { id: "asc" }] },
    },
  });
  if (!shoot) return null;
  const [jobs, results, styleRows, policy] = await Promise.all([
    shootJobs(db, shoot.id),
    db.result.findMany({ where: { shootId: shoot.id, deletedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, styleId: true } }),
    db.style.findMany({ where: { id: { in: shoot.styleIds } }, select: { id: true, name: true } }),
    pricingPolicy(db),
  ]);
  const names = new Map(styleRows.map((s) => [s.id, s.name]));
  const byStyle = new Map<string | null, string[]>();
  for (const r of results) byStyle.set(r.styleId, [...(byStyle.get(r.styleId) ?? []), r.id]);
  const extraStyles = [...byStyle.keys()].filter((k) => k && !names.has(k)) as string[];
  if (extraStyles.length) for (const s of await db.style.findMany({ where: { id: { in: extraStyles } }, select: { id: true, name: true } })) names.set(s.id, s.name);
  const retentionDays = shoot.organization?.deleteDataAfter30Days ? Math.min(30, policy.photoRetentionDays) : policy.photoRetentionDays;
  return {
    id: shoot.id,
    title: shoot.title,
    state: shoot.state,
    owner: shoot.user,
    organization: shoot.organization ? { id: shoot.organization.id, name: shoot.organization.name } : null,
    package: shoot.package.name,
    headshots: shoot.package.headshots,
    engine: shoot.engine,
    failureReason: shoot.failureReason,
    progress: shoot.progress,
    retryCount: shoot.retryCount,
    createdAt: shoot.createdAt,
    updatedAt: shoot.updatedAt,
    submittedAt: shoot.submittedAt,
    readyAt: shoot.readyAt,
    heldForReview: heldForReview(shoot),
    deletedAt: shoot.deletedAt,
    photosDeleteAt: shoot.readyAt && !shoot.photosPurgedAt ? new Date(shoot.readyAt.getTime() + retentionDays * DAY) : null,
    photosPurgedAt: shoot.photosPurgedAt,
    orderId: shoot.orderId,
    photos: shoot.photos.map((p) => ({
      id: p.id,
      originalName: p.originalName,
      accepted: p.accepted,
      score: p.score,
      reasons: p.reasons,
      warnings: p.warnings,
      createdAt: p.createdAt,
      file: photoFile(p, shoot),
    })),
    history: shoot.stateChanges.map((c) => ({ id: c.id, from: c.from, to: c.to, at: c.at, reason: c.reason })),
    jobs,
    results: [...byStyle.entries()].map(([styleId, ids]) => ({ styleId, name: styleId ? (names.get(styleId) ?? styleId) : "—", count: ids.length, thumbs: ids.slice(0, 6) })),
    styles: shoot.styleIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    moves: adminMoves(shoot.state),
  };
}
