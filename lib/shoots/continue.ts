import "server-only";
import type { PrismaClient, ShootState } from "@/lib/db";

/**
 * Where a person carries on with a shoot in a given state (an unprefixed app path): upload while it
 * waits for photos, the waiting page while it is queued, generating or failed (that page explains a
 * failure and offers the retry), the gallery once it is ready. Null for deleted shoots.
 */
export function shootContinuePath(shoot: { id: string; state: ShootState }): string | null {
  const id = encodeURIComponent(shoot.id);
  switch (shoot.state) {
    case "ONBOARDING":
      return `/app/upload/intro?shoot=${id}`;
    case "WAITING":
    case "PROCESSING":
    case "GENERATING":
    case "FAILED":
      return `/app/upload/waiting?shoot=${id}`;
    case "ACTIVE":
      return `/app/results/${id}`;
    case "DELETED":
      return null;
  }
}

export type UnfinishedShoot = { id: string; title: string; packageName: string; createdAt: Date };

/**
 * The person's newest paid shoot that still waits for photos, if any: a shoot bought with an order that
 * is paid (refunded ones no longer count), or a team shoot paid with the organisation's credit.
 */
export async function findUnfinishedPaidShoot(db: PrismaClient, userId: string): Promise<UnfinishedShoot | null> {
  const row = await db.shoot.findFirst({
    where: {
      userId,
      state: "ONBOARDING",
      deletedAt: null,
      OR: [{ order: { status: { in: ["PAID", "PARTIALLY_REFUNDED"] } } }, { orderId: null, membershipId: { not: null } }],
    },
    orderBy: { createdAt: "desc" },
    select: { id: true, title: true, createdAt: true, package: { select: { name: true } } },
  });
  return row && { id: row.id, title: row.title, packageName: row.package.name, createdAt: row.createdAt };
}
