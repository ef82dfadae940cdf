// The owner's view of the friends' votes: every photo of the shoot with its ups, downs and score.
import "server-only";
import type { PrismaClient, ShootState } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { getShootGallery, type GalleryResult } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";

export type TallyRow = {
  result: GalleryResult;
  /** 1-based position in the shoot's gallery. */
  number: number;
  styleName: string | null;
  up: number;
  down: number;
  /** up - down */
  score: number;
  isFavorite: boolean;
};

export type VotingResults = {
  id: string;
  title: string;
  /** Highest score first; ties: more thumbs up first, then gallery order. */
  rows: TallyRow[];
  /** Distinct voters over all of the shoot's voting links. */
  voters: number;
};

export type VotingResultsRead =
  | { found: false }
  | { found: true; ready: false; id: string; state: ShootState }
  | ({ found: true; ready: true } & VotingResults);

/**
 * The tally for the shoot's owner (or the lead managing it); not found for anyone else. Votes cast
 * through links revoked since still count: revoking stops new votes, it does not erase opinions.
 */
export async function getVotingResults(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; shootId: string; locale: Locale; now?: number },
): Promise<VotingResultsRead> {
  const gallery = await getShootGallery(db, storage, input);
  if (!gallery.found || !gallery.ready) return gallery;
  const ids = gallery.results.map((r) => r.id);
  const [counts, favourites, voters] = await Promise.all([
    db.vote.groupBy({ by: ["resultId", "value"], where: { resultId: { in: ids } }, _count: { _all: true } }),
    db.result.findMany({ where: { id: { in: ids }, isFavorite: true }, select: { id: true } }),
    db.vote.findMany({ where: { resultId: { in: ids } }, distinct: ["voterKey"], select: { voterKey: true } }),
  ]);
  const up = new Map<string, number>();
  const down = new Map<string, number>();
  for (const c of counts) (c.value > 0 ? up : down).set(c.resultId, c._count._all);
  const favourite = new Set(favourites.map((f) => f.id));
  const names = new Map(gallery.styles.map((s) => [s.id, s.name]));

  const rows = gallery.results.map((result, i): TallyRow => {
    const u = up.get(result.id) ?? 0;
    const d = down.get(result.id) ?? 0;
    return { result, number: i + 1, styleName: names.get(result.styleId) ?? null, up: u, down: d, score: u - d, isFavorite: favourite.has(result.id) };
  });
  rows.sort((a, b) => b.score - a.score || b.up - a.up || a.number - b.number);
  return { found: true, ready: true, id: gallery.id, title: gallery.title, rows, voters: voters.length };
}
