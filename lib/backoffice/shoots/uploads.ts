// The back office's uploads (/admin/upload): recent uploaded photos with the quality gate's verdict,
// and the rejection reasons counted per day, for tuning the gate.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { photoFile, type PhotoFile } from "./files";
import { dayRange, type UploadsQuery } from "./schemas";

export type UploadRow = {
  id: string;
  shootId: string;
  owner: string;
  originalName: string | null;
  accepted: boolean;
  score: number;
  reasons: string[];
  warnings: string[];
  createdAt: Date;
  file: PhotoFile;
};

export function uploadsWhere(query: Pick<UploadsQuery, "q" | "verdict" | "reason" | "from" | "to">): Prisma.UploadedPhotoWhereInput {
  const created = dayRange(query.from, query.to);
  return {
    ...(query.verdict ? { accepted: query.verdict === "accepted" } : {}),
    ...(query.reason ? { reasons: { has: query.reason } } : {}),
    ...(created ? { createdAt: created } : {}),
    ...(query.q ? { OR: [{ shootId: query.q }, { shoot: { user: { email: { contains: query.q, mode: "insensitive" } } } }] } : {}),
  };
}

export async function findUploadsPage(db: PrismaClient, query: UploadsQuery): Promise<Page<UploadRow>> {
  const where = uploadsWhere(query);
  const [items, total] = await Promise.all([
    db.uploadedPhoto.findMany({
      where,
      orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }],
      ...paginate(query),
      select: {
        id: true, shootId: true, storageKey: true, originalName: true, accepted: true, score: true, reasons: true, warnings: true, createdAt: true, deletedAt: true,
        shoot: { select: { photosPurgedAt: true, deletedAt: true, state: true, user: { select: { email: true } } } },
      },
    }),
    db.uploadedPhoto.count({ where }),
  ]);
  return toPage(
    items.map((p) => ({
      id: p.id, shootId: p.shootId, owner: p.shoot.user.email, originalName: p.originalName, accepted: p.accepted, score: p.score,
      reasons: p.reasons, warnings: p.warnings, createdAt: p.createdAt, file: photoFile(p, p.shoot),
    })),
    total,
    query,
  );
}

export type ReasonDay = { day: string; uploads: number; rejected: number; reasons: Record<string, number> };
export type ReasonCounts = { days: ReasonDay[]; reasons: string[]; totals: Record<string, number> };

/** Per UTC day of the last `days` days (today included, newest first): uploads, rejections and each rejection reason. */
export async function reasonCounts(db: PrismaClient, days: number, now = new Date()): Promise<ReasonCounts> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * 86_400_000);
  const [perDay, perReason] = await Promise.all([
    db.$queryRaw<{ day: string; uploads: bigint | number; rejected: bigint | number }[]>`
      SELECT to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD') AS day, count(*) AS uploads, count(*) FILTER (WHERE NOT "accepted") AS rejected
      FROM "UploadedPhoto" WHERE "createdAt" >= ${since} GROUP BY 1`,
    db.$queryRaw<{ day: string; reason: string; n: bigint | number }[]>`
      SELECT to_char(date_trunc('day', p."createdAt"), 'YYYY-MM-DD') AS day, r.reason, count(*) AS n
      FROM "UploadedPhoto" p CROSS JOIN LATERAL unnest(p."reasons") AS r(reason)
      WHERE p."createdAt" >= ${since} AND NOT p."accepted" GROUP BY 1, 2`,
  ]);
  const out: ReasonDay[] = Array.from({ length: days }, (_, i) => ({ day: new Date(today - i * 86_400_000).toISOString().slice(0, 10), uploads: 0, rejected: 0, reasons: {} }));
  const byDay = new Map(out.map((d) => [d.day, d]));
  for (const r of perDay) {
    const d = byDay.get(r.day);
    if (d) Object.assign(d, { uploads: Number(r.uploads), rejected: Number(r.rejected) });
  }
  const totals: Record<string, number> = {};
  for (const r of perReason) {
    const d = byDay.get(r.day);
    if (!d) continue;
    d.reasons[r.reason] = Number(r.n);
    totals[r.reason] = (totals[r.reason] ?? 0) + Number(r.n);
  }
  return { days: out, reasons: Object.keys(totals).sort((a, b) => totals[b]! - totals[a]! || a.localeCompare(b)), totals };
}

/** Every reason code the gate has given (the filter's choices). */
export async function knownReasons(db: PrismaClient): Promise<string[]> {
  const rows = await db.$queryRaw<{ reason: string }[]>`SELECT DISTINCT unnest("reasons") AS reason FROM "UploadedPhoto" ORDER BY 1 LIMIT 100`;
  return rows.map((r) => r.reason);
}
