// The gallery's marks as the person sees them: what the server confirmed, with the changes still on
// their way applied on top (optimistic). A change that fails is simply dropped, which rolls it back.
// Pure so it can be tested.
import { MARK_FILTERS, matchesMarks, type LikedMark, type MarkFilter, type MarksResponse } from "@/lib/results/options";

export type Marks = { likedStatus: LikedMark; isFavorite: boolean };
export type MarksMap = Readonly<Record<string, Marks>>;
export type MarksChange = { likedStatus?: LikedMark; isFavorite?: boolean };
export type PendingChange = { seq: number; resultId: string; change: MarksChange };

/** `map` with `change` made to `resultId`; a new favourite takes the star from the old one. */
export function applyChange(map: MarksMap, resultId: string, change: MarksChange): MarksMap {
  const current = map[resultId];
  if (!current) return map;
  const next: Record<string, Marks> = { ...map };
  if (change.isFavorite === true) {
    for (const [id, marks] of Object.entries(map)) if (marks.isFavorite && id !== resultId) next[id] = { ...marks, isFavorite: false };
  }
  next[resultId] = {
    likedStatus: change.likedStatus ?? current.likedStatus,
    isFavorite: change.isFavorite ?? current.isFavorite,
  };
  return next;
}

/** What the server answered, made the confirmed state: the result's marks and the shoot's one favourite. */
export function confirmMarks(map: MarksMap, response: MarksResponse): MarksMap {
  const next: Record<string, Marks> = {};
  for (const [id, marks] of Object.entries(map)) {
    const isFavorite = id === response.favoriteId;
    next[id] = marks.isFavorite === isFavorite ? marks : { ...marks, isFavorite };
  }
  if (next[response.id]) next[response.id] = { likedStatus: response.likedStatus, isFavorite: response.isFavorite };
  return next;
}

/** The confirmed marks with every pending change applied in the order they were made. */
export function displayedMarks(confirmed: MarksMap, pending: readonly PendingChange[]): MarksMap {
  return pending.reduce((map, p) => applyChange(map, p.resultId, p.change), confirmed);
}

/** The change a press on like, love or the star means: pressing what is on turns it off. */
export function toggle(marks: Marks, control: "like" | "love" | "favorite"): MarksChange {
  switch (control) {
    case "like":
      return { likedStatus: marks.likedStatus === "LIKED" ? "NONE" : "LIKED" };
    case "love":
      return { likedStatus: marks.likedStatus === "LOVED" ? "NONE" : "LOVED" };
    case "favorite":
      return { isFavorite: !marks.isFavorite };
  }
}

export type MarksFilter = MarkFilter;

export function matchesFilter(filter: MarksFilter, marks: Marks | undefined): boolean {
  if (filter === "all") return true;
  return marks ? matchesMarks(filter, marks) : false;
}

/** How many photos each filter shows: also what the zip of that filter holds (lib/results/zip.ts). */
export function markCounts(map: MarksMap): Record<MarksFilter, number> {
  const all = Object.values(map);
  return Object.fromEntries(MARK_FILTERS.map((f) => [f, all.filter((m) => matchesMarks(f, m)).length])) as Record<MarksFilter, number>;
}
