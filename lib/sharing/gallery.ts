// What a friend sees behind a share or voting link: the shoot's title, its owner's first name and the
// photos (thumbnails and previews to look at, never the delivered files). Read-only: no download names,
// no likes, no favourite.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { getShootGallery, type GalleryImage } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";
import { resolveLink } from "./share-links";
import type { LinkKind } from "./tokens";

export type SharedPhoto = {
  id: string;
  /** 1-based position in the shoot's gallery. */
  number: number;
  /** Null when the style was removed from the catalogue since. */
  styleName: string | null;
  thumb: GalleryImage;
  /** The 800 px preview (lib/shoots/preview.ts). */
  preview: GalleryImage;
};

export type SharedShoot = {
  shootId: string;
  linkId: string;
  title: string;
  /** Null when the owner gave no name. */
  ownerFirstName: string | null;
  photos: SharedPhoto[];
};

export type LinkPageRead = { status: "unknown" } | { status: "revoked" } | ({ status: "active" } & SharedShoot);

export function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The shoot behind a share (`kind` "share") or voting ("vote") link token. */
export async function readLinkGallery(
  db: PrismaClient,
  storage: FileStorage,
  input: { kind: LinkKind; token: unknown; locale: Locale; now?: Date },
): Promise<LinkPageRead> {
  const now = input.now ?? new Date();
  const link = await resolveLink(db, input.kind, input.token, now);
  if (link.status !== "active") return link;
  const [gallery, owner] = await Promise.all([
    getShootGallery(db, storage, { userId: link.ownerId, shootId: link.shootId, locale: input.locale, now: now.getTime() }),
    db.user.findUnique({ where: { id: link.ownerId }, select: { name: true } }),
  ]);
  if (!gallery.found || !gallery.ready) return { status: "revoked" };
  const names = new Map(gallery.styles.map((s) => [s.id, s.name]));
  return {
    status: "active",
    shootId: gallery.id,
    linkId: link.linkId,
    title: gallery.title,
    ownerFirstName: firstName(owner?.name),
    photos: gallery.results.map((r, i) => ({ id: r.id, number: i + 1, styleName: names.get(r.styleId) ?? null, thumb: r.thumb, preview: r.preview })),
  };
}
