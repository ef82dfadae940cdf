// /organization/models and their photos: the organisation's team shoots ("models", as the market's
// API calls them), their headshots with signed URLs (lib/api/v2/photo-links.ts) and the favourites.
// Another organisation's model is NOT_FOUND, as is any id that is not one of this organisation's, and
// so is a removed member's shoot: its headshots stay the member's alone (lib/results/access.ts).
import "server-only";
import { RELEASED_FROM_REVIEW } from "@/lib/shoots/review-hold";
import type { LikedStatus, Prisma, PrismaClient, ShootState } from "@/lib/db";
import { isUndeliverable } from "@/lib/email/undeliverable";
import type { FileStorage } from "@/lib/storage/types";
import { CURRENT_MEMBER_SHOOT } from "@/lib/teams/access";
import { ApiError } from "./errors";
import { photoFileUrl, photoUrlExpiry } from "./photo-links";
import { pageOf, type FavoriteOut, type ModelOut, type PageOf, type PhotoOut } from "./schemas";

const iso = (d: Date | null) => d?.toISOString() ?? null;
const member = (user: { name: string | null; email: string }) => ({ memberName: user.name, memberEmail: isUndeliverable(user.email) ? null : user.email });

const MODEL_SELECT = {
  id: true, title: true, state: true, createdAt: true, submittedAt: true, readyAt: true, deletedAt: true,
  user: { select: { name: true, email: true } },
  membership: { select: { teamId: true } },
  _count: { select: { results: { where: { deletedAt: null } } } },
} satisfies Prisma.ShootSelect;

export async function listModels(db: PrismaClient, organizationId: string, query: { limit: number; offset: number; status?: ModelOut["status"]; teamId?: string }): Promise<PageOf<ModelOut>> {
  const where: Prisma.ShootWhereInput = {
    organizationId,
    membershipId: { not: null },
    ...(query.status ? { state: query.status.toUpperCase() as ShootState } : {}),
    membership: { ...CURRENT_MEMBER_SHOOT.membership, ...(query.teamId ? { teamId: query.teamId } : {}) },
  };
  const [rows, total] = await Promise.all([
    db.shoot.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: query.offset, take: query.limit, select: MODEL_SELECT }),
    db.shoot.count({ where }),
  ]);
  return pageOf(rows.map((s) => ({
    id: s.id, title: s.title, status: s.state.toLowerCase() as ModelOut["status"], ...member(s.user), teamId: s.membership?.teamId ?? null,
    photos: s._count.results, submittedAt: iso(s.submittedAt), finishedAt: iso(s.readyAt), deletedAt: iso(s.deletedAt), createdAt: s.createdAt.toISOString(),
  })), total, query);
}

/** The organisation's model `id`, or NOT_FOUND. */
async function findModel(db: PrismaClient, organizationId: string, id: string): Promise<{ id: string }> {
  const shoot = await db.shoot.findFirst({ where: { id, organizationId, membershipId: { not: null }, ...CURRENT_MEMBER_SHOOT }, select: { id: true } });
  if (!shoot) throw new ApiError("NOT_FOUND", "MODEL_NOT_FOUND");
  return shoot;
}

const PHOTO_SELECT = {
  id: true, shootId: true, width: true, height: true, likedStatus: true, isFavorite: true, deletedAt: true, createdAt: true, variant: true,
} satisfies Prisma.ResultSelect;
type PhotoRow = Prisma.ResultGetPayload<{ select: typeof PHOTO_SELECT }>;

export type PhotoOptions = { include: "main" | "all"; now?: number };

async function photoOut(storage: FileStorage, r: PhotoRow, options: PhotoOptions): Promise<PhotoOut> {
  const now = options.now ?? Date.now();
  const exp = photoUrlExpiry(now);
  const live = r.deletedAt === null;
  const out: PhotoOut = {
    id: r.id, modelId: r.shootId, status: live ? "active" : "deleted", likedStatus: r.likedStatus.toLowerCase() as PhotoOut["likedStatus"],
    isFavorite: r.isFavorite, width: r.width, height: r.height, createdAt: r.createdAt.toISOString(),
    url: live ? photoFileUrl(r.id, "main", exp) : null, expiresAt: new Date(exp * 1000).toISOString(),
  };
  if (options.include === "all") {
    const thumb = (r.variant as { files?: { thumb?: unknown } } | null)?.files?.thumb;
    out.thumbnailUrl = live && typeof thumb === "string" ? await storage.signedUrl(thumb, { expiresIn: exp - Math.floor(now / 1000) }) : null;
    out.originalUrl = live ? photoFileUrl(r.id, "original", exp) : null;
  }
  return out;
}

export async function listPhotos(db: PrismaClient, storage: FileStorage, organizationId: string, modelId: string, query: PhotoOptions & { status: "active" | "deleted"; likedStatus?: "none" | "liked" | "loved" }): Promise<{ items: PhotoOut[] }> {
  const model = await findModel(db, organizationId, modelId);
  const rows = await db.result.findMany({
    where: {
      shootId: model.id,
      // Held for manual review (features.manualReview): not shown until a platform admin releases it.
      shoot: RELEASED_FROM_REVIEW,
      deletedAt: query.status === "active" ? null : { not: null },
      ...(query.likedStatus ? { likedStatus: query.likedStatus.toUpperCase() as LikedStatus } : {}),
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 500,
    select: PHOTO_SELECT,
  });
  return { items: await Promise.all(rows.map((r) => photoOut(storage, r, query))) };
}

/** The member's favourite photo of the model, or null until they pick one. */
export async function favoritePhoto(db: PrismaClient, storage: FileStorage, organizationId: string, modelId: string, options: PhotoOptions): Promise<{ photo: PhotoOut | null }> {
  const model = await findModel(db, organizationId, modelId);
  const row = await db.result.findFirst({ where: { shootId: model.id, shoot: RELEASED_FROM_REVIEW, isFavorite: true, deletedAt: null }, select: PHOTO_SELECT });
  return { photo: row ? await photoOut(storage, row, options) : null };
}

/** Every model's favourite photo, newest model first, a page at a time. */
export async function listFavorites(db: PrismaClient, storage: FileStorage, organizationId: string, query: PhotoOptions & { limit: number; offset: number }): Promise<PageOf<FavoriteOut>> {
  const where: Prisma.ResultWhereInput = { isFavorite: true, deletedAt: null, shoot: { organizationId, membershipId: { not: null }, deletedAt: null, ...CURRENT_MEMBER_SHOOT, ...RELEASED_FROM_REVIEW } };
  const [rows, total] = await Promise.all([
    db.result.findMany({
      where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: query.offset, take: query.limit,
      select: { ...PHOTO_SELECT, shoot: { select: { user: { select: { name: true, email: true } } } } },
    }),
    db.result.count({ where }),
  ]);
  const items = await Promise.all(rows.map(async ({ shoot, ...r }) => ({ modelId: r.shootId, ...member(shoot.user), photo: await photoOut(storage, r, query) })));
  return pageOf(items, total, query);
}

