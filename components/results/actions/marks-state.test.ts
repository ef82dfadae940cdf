// The gallery's optimistic marks: what shows at once, what a server answer confirms, and how a
// failed change rolls back without undoing the changes made after it.
import { describe, expect, it } from "vitest";
import { applyChange, confirmMarks, displayedMarks, markCounts, matchesFilter, toggle, type MarksMap, type PendingChange } from "./marks-state";

const none = { likedStatus: "NONE" as const, isFavorite: false };
const start: MarksMap = { a: none, b: { likedStatus: "LIKED", isFavorite: true }, c: { likedStatus: "LOVED", isFavorite: false } };

describe("gallery marks", () => {
  it("toggles like and love off when pressed again, and switches between them", () => {
    expect(toggle(none, "like")).toEqual({ likedStatus: "LIKED" });
    expect(toggle({ ...none, likedStatus: "LIKED" }, "like")).toEqual({ likedStatus: "NONE" });
    expect(toggle({ ...none, likedStatus: "LIKED" }, "love")).toEqual({ likedStatus: "LOVED" });
    expect(toggle({ ...none, likedStatus: "LOVED" }, "love")).toEqual({ likedStatus: "NONE" });
    expect(toggle(none, "favorite")).toEqual({ isFavorite: true });
    expect(toggle({ ...none, isFavorite: true }, "favorite")).toEqual({ isFavorite: false });
  });

  it("moves the one favourite when another photo gets the star", () => {
    const next = applyChange(start, "a", { isFavorite: true });
    expect(next).toEqual({ a: { likedStatus: "NONE", isFavorite: true }, b: { likedStatus: "LIKED", isFavorite: false }, c: start.c });
    expect(applyChange(start, "unknown", { isFavorite: true })).toBe(start);
  });

  it("shows pending changes on top of the confirmed marks, and drops a failed one alone", () => {
    const pending: PendingChange[] = [
      { seq: 1, resultId: "a", change: { likedStatus: "LOVED" } },
      { seq: 2, resultId: "c", change: { isFavorite: true } },
    ];
    expect(displayedMarks(start, pending)).toEqual({ a: { likedStatus: "LOVED", isFavorite: false }, b: { likedStatus: "LIKED", isFavorite: false }, c: { likedStatus: "LOVED", isFavorite: true } });
    // The first change failed: only the second still shows; b's star came back.
    expect(displayedMarks(start, pending.slice(1))).toEqual({ a: none, b: { likedStatus: "LIKED", isFavorite: false }, c: { likedStatus: "LOVED", isFavorite: true } });
    expect(displayedMarks(start, [])).toBe(start);
  });

  it("takes the server's answer as the truth, favourite included", () => {
    const confirmed = confirmMarks(start, { id: "c", likedStatus: "NONE", isFavorite: true, favoriteId: "c" });
    expect(confirmed).toEqual({ a: none, b: { likedStatus: "LIKED", isFavorite: false }, c: { likedStatus: "NONE", isFavorite: true } });
    expect(confirmMarks(start, { id: "a", likedStatus: "LIKED", isFavorite: false, favoriteId: null }).b!.isFavorite).toBe(false);
  });

  it("filters liked (liked or loved) and favourite photos and counts them", () => {
    expect(["a", "b", "c"].filter((id) => matchesFilter("liked", start[id]))).toEqual(["b", "c"]);
    expect(["a", "b", "c"].filter((id) => matchesFilter("favorite", start[id]))).toEqual(["b"]);
    expect(["a", "b", "c"].filter((id) => matchesFilter("all", start[id]))).toEqual(["a", "b", "c"]);
    expect(markCounts({ ...start, d: { likedStatus: "NONE", isFavorite: false } })).toEqual({ all: 4, liked: 2, favorite: 1 });
    // Starring a photo nobody liked changes the favourite count, not the liked one (nor its zip).
    expect(markCounts(applyChange(start, "a", { isFavorite: true }))).toEqual({ all: 3, liked: 2, favorite: 1 });
  });
});
