// The team lead's results list: the organisation's finished team shoots (ACTIVE), one page at a time,
// each with the member, their sub-team, when it finished, whether a lead marked it as actioned, and
// the member's favourite headshot as a thumbnail (a signed URL of its stored 400 px thumbnail, as the
// gallery shows it: never a delivered file). A removed member's shoot is theirs alone: it is not listed.
import "server-only";
import { RELEASED_FROM_REVIEW } from "@/lib/shoots/review-hold";
import { isUndeliverable } from "@/lib/email/undeliverable";
import type { Prisma, PrismaClient } from "@/lib/db";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { getStorage } from "@/lib/storage";
import { resultUrlLifetime, viewImages, type GalleryImage } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";
import type { FinishedShootsQuery } from "./schemas";

export type FinishedShootRow = {
  /** The shoot's id (/app/admin/results/{id}). */
  id: string;
  name: string | null;
  email: string | null;
  team: { id: string; name: string } | null;
  readyAt: Date | null;
  actionedAt: Date | null;
  /** The member's favourite, or null when they have not picked one. */
  favorite: { resultId: string; thumb: GalleryImage } | null;
};

/** The organisation's finished team shoots of members still in it, narrowed by the list's filters. */
export function finishedShootsWhere(organizationId: string, query: Pick<FinishedShootsQuery, "q" | "team" | "actioned">): Prisma.ShootWhereInput {
  return {
    organizationId,
    state: "ACTIVE",
    deletedAt: null,
    ...RELEASED_FROM_REVIEW,
    membership: {
      organizationId,
      removedAt: null,
      status: { not: "DELETED" },
      ...(query.team ? { teamId: query.team } : {}),
    },
    ...(query.actioned === "open" ? { actionedAt: null } : query.actioned === "done" ? { actionedAt: { not: null } } : {}),
    ...(query.q
      ? { user: { OR: [{ name: { contains: query.q, mode: "insensitive" } }, { email: { contains: query.q, mode: "insensitive" } }] } }
      : {}),
  };
}

const FAVORITE = {
  where: { isFavorite: true, deletedAt: null },
  orderBy: [{ version: "desc" }, { createdAt: "desc" }],
  take: 1,
  select: { id: true, storageKey: true, width: true, height: true, variant: true },
} satisfies Prisma.Shoot$resultsArgs;

function orderBy(query: FinishedShootsQuery): Prisma.ShootOrderByWithRelationInput[] {
  const dir = query.sort.desc ? "desc" : "asc";
  const main: Prisma.ShootOrderByWithRelationInput =
    query.sort.field === "name" ? { user: { name: { sort: dir, nulls: "last" } } } : { readyAt: { sort: dir, nulls: "last" } };
  return [main, { id: "desc" }];
}

/** One page of the list; `storage` signs the thumbnails (default: the app's storage). */
export async function findFinishedShootsPage(
  db: PrismaClient,
  organizationId: string,
  query: FinishedShootsQuery,
  options: { storage?: FileStorage; now?: number } = {},
): Promise<Page<FinishedShootRow>> {
  const storage = options.storage ?? getStorage();
  const where = finishedShootsWhere(organizationId, query);
  const [rows, total] = await Promise.all([
    db.shoot.findMany({
      where,
      orderBy: orderBy(query),
      ...paginate(query),
      select: {
        id: true,
        readyAt: true,
        actionedAt: true,
        user: { select: { name: true, email: true } },
        membership: { select: { team: { select: { id: true, name: true } } } },
        results: FAVORITE,
      },
    }),
    db.shoot.count({ where }),
  ]);
  const expiresIn = resultUrlLifetime(options.now);
  const items = await Promise.all(
    rows.map(async (r): Promise<FinishedShootRow> => {
      const fav = r.results[0];
      return {
        id: r.id,
        name: r.user.name,
        // A managed member without an address of their own: no placeholder shown.
        email: isUndeliverable(r.user.email) ? null : r.user.email,
        team: r.membership?.team ?? null,
        readyAt: r.readyAt,
        actionedAt: r.actionedAt,
        favorite: fav ? { resultId: fav.id, thumb: (await viewImages(storage, fav, null, expiresIn)).thumb } : null,
      };
    }),
  );
  return toPage(items, total, query);
}

/** The organisation's sub-teams, by name (the list's filter and the zip's choice). */
export function subTeamsOf(db: PrismaClient, organizationId: string): Promise<{ id: string; name: string }[]> {
  return db.team.findMany({ where: { organizationId }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
}
