// What the pages after the shoot offer (/app/results/{id}/unlock-more, unlock-photos, buy-credits), and
// whether extra headshots can still be made: they need the uploaded photos, which are deleted
// `photos.retentionDays` after the results are ready.
import "server-only";
import { currencyFor } from "@/lib/catalog/packages";
import { pricingPolicy } from "@/lib/catalog/policy";
import { listStyles, type StyleOption } from "@/lib/catalog/styles";
import type { Currency } from "@/lib/catalog/currency";
import type { Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { checkoutBlock } from "./blocked";
import type { BlockReason } from "./reasons";
import { headshotsPerStyle, upsellPrices, type UpsellPrices } from "./upsell-prices";

/** No purchase in the last day before the photos go, so the payment hold and the generation fit in. */
export const PHOTO_DEADLINE_MARGIN_HOURS = 24;

export type GenerationRefusal = "SHOOT_NOT_READY" | "PHOTOS_DELETED" | "PHOTOS_EXPIRING";
export type GenerationCheck = { ok: true; photosUntil: Date | null } | { ok: false; reason: GenerationRefusal; photosUntil: Date | null };

type ShootForGeneration = { id: string; state: string; readyAt: Date | null; photosPurgedAt: Date | null };

/** Whether extra headshots can be made for the shoot (ACTIVE, photos still stored), and until when. */
export async function extraGenerationCheck(db: PrismaClient, shoot: ShootForGeneration, now: Date): Promise<GenerationCheck> {
  if (shoot.state !== "ACTIVE") return { ok: false, reason: "SHOOT_NOT_READY", photosUntil: null };
  const { photoRetentionDays } = await pricingPolicy(db);
  const photosUntil = shoot.readyAt ? new Date(shoot.readyAt.getTime() + photoRetentionDays * 86_400_000) : null;
  if (shoot.photosPurgedAt) return { ok: false, reason: "PHOTOS_DELETED", photosUntil };
  const photos = await db.uploadedPhoto.count({ where: { shootId: shoot.id, accepted: true, deletedAt: null } });
  if (photos === 0) return { ok: false, reason: "PHOTOS_DELETED", photosUntil };
  if (photosUntil && photosUntil.getTime() - PHOTO_DEADLINE_MARGIN_HOURS * 3_600_000 <= now.getTime()) return { ok: false, reason: "PHOTOS_EXPIRING", photosUntil };
  return { ok: true, photosUntil };
}

/** The shoot if `userId` owns it (a lead uploading for a member does not buy for them) and it is not deleted. */
export function findUpsellShoot(db: PrismaClient | Prisma.TransactionClient, userId: string, shootId: string) {
  if (shootId.length === 0 || shootId.length > 64) return Promise.resolve(null);
  return db.shoot.findFirst({
    where: { id: shootId, userId, deletedAt: null, state: { not: "DELETED" } },
    select: { id: true, title: true, state: true, readyAt: true, photosPurgedAt: true, styleIds: true, gender: true, package: { select: { name: true, headshots: true, styles: true } } },
  });
}

export type UpsellOffer = {
  shoot: { id: string; title: string; packageName: string; headshotsPerStyle: number; styleCount: number };
  generation: GenerationCheck;
  prices: UpsellPrices;
  /** Catalogue looks not yet in the shoot (for the shoot's gender), in catalogue order (lib/catalog/styles.ts). */
  styles: StyleOption[];
  /** The person's edit-credit balance. */
  editCredits: number;
  /** The person's photo credits (referral rewards): one extra headshot each, free (upsell-credits.ts). */
  photoCredits: number;
  /** Set when this account may not buy (admin account, team member). */
  blocked: BlockReason | null;
};

/** Everything the three pages show for `userId`'s shoot; null when it is not theirs. */
export async function getUpsellOffer(
  db: PrismaClient,
  input: { userId: string; shootId: string; locale: Locale; currency?: Currency | null; now?: Date },
): Promise<UpsellOffer | null> {
  const shoot = await findUpsellShoot(db, input.userId, input.shootId);
  if (!shoot) return null;
  const [generation, prices, catalogue, inShoot, user, blocked] = await Promise.all([
    extraGenerationCheck(db, shoot, input.now ?? new Date()),
    upsellPrices(db, input.currency ?? currencyFor(input.locale)),
    listStyles(db, input.locale, { person: shoot.gender, onlyTheirs: true }),
    db.style.findMany({ where: { id: { in: shoot.styleIds } }, select: { slug: true } }),
    db.user.findUnique({ where: { id: input.userId }, select: { editCredits: true, photoCredits: true } }),
    checkoutBlock(db, input.userId),
  ]);
  const taken = new Set(inShoot.map((s) => s.slug));
  return {
    shoot: { id: shoot.id, title: shoot.title, packageName: shoot.package.name, headshotsPerStyle: headshotsPerStyle(shoot.package), styleCount: shoot.styleIds.length },
    generation,
    prices,
    // A look the shoot has in any of its styles is not offered again (with own clothes: its backdrop).
    styles: catalogue.styles.filter((s) => !s.slugs.some((slug) => taken.has(slug))),
    editCredits: user?.editCredits ?? 0,
    photoCredits: user?.photoCredits ?? 0,
    blocked,
  };
}
