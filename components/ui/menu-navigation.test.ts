import { describe, expect, it } from "vitest";
import { isMenuMoveKey, nextMenuIndex, typeaheadIndex } from "./menu-navigation";

const none = [false, false, false, false];

describe("nextMenuIndex", () => {
  it("moves down and up one item", () => {
    expect(nextMenuIndex(0, "ArrowDown", none)).toBe(1);
    expect(nextMenuIndex(2, "ArrowUp", none)).toBe(1);
  });

  it("wraps around at both ends", () => {
    expect(nextMenuIndex(3, "ArrowDown", none)).toBe(0);
    expect(nextMenuIndex(0, "ArrowUp", none)).toBe(3);
  });

  it("goes to the first and last item with Home and End", () => {
    expect(nextMenuIndex(2, "Home", none)).toBe(0);
    expect(nextMenuIndex(1, "End", none)).toBe(3);
  });

  it("skips disabled items in every direction", () => {
    const disabled = [true, false, true, false, true];
    expect(nextMenuIndex(1, "ArrowDown", disabled)).toBe(3);
    expect(nextMenuIndex(3, "ArrowDown", disabled)).toBe(1);
    expect(nextMenuIndex(1, "ArrowUp", disabled)).toBe(3);
    expect(nextMenuIndex(3, "Home", disabled)).toBe(1);
    expect(nextMenuIndex(1, "End", disabled)).toBe(3);
  });

  it("starts from the ends when nothing is focused yet", () => {
    expect(nextMenuIndex(-1, "ArrowDown", none)).toBe(0);
    expect(nextMenuIndex(-1, "ArrowUp", none)).toBe(3);
  });

  it("returns -1 when every item is disabled or there are none", () => {
    expect(nextMenuIndex(0, "ArrowDown", [true, true])).toBe(-1);
    expect(nextMenuIndex(-1, "Home", [])).toBe(-1);
  });

  it("recognises only the movement keys", () => {
    expect(["ArrowDown", "ArrowUp", "Home", "End"].every(isMenuMoveKey)).toBe(true);
    expect(isMenuMoveKey("Escape")).toBe(false);
    expect(isMenuMoveKey("ArrowLeft")).toBe(false);
  });
});

describe("typeaheadIndex", () => {
  const labels = ["Download", "Delete", "Share", "Édition", "Duplicate"];
  const enabled = labels.map(() => false);

  it("jumps to the next item starting with the typed letter, cycling on repeats", () => {
    expect(typeaheadIndex(labels, enabled, 0, "d")).toBe(1);
    expect(typeaheadIndex(labels, enabled, 1, "d")).toBe(4);
    expect(typeaheadIndex(labels, enabled, 4, "d")).toBe(0);
  });

  it("matches a longer query from the current item onward", () => {
    expect(typeaheadIndex(labels, enabled, 0, "du")).toBe(4);
    expect(typeaheadIndex(labels, enabled, 1, "del")).toBe(1);
  });

  it("ignores case and accents", () => {
    expect(typeaheadIndex(labels, enabled, 0, "E")).toBe(3);
  });

  it("skips disabled items and keeps focus when nothing matches", () => {
    expect(typeaheadIndex(labels, [false, true, false, false, false], 0, "d")).toBe(4);
    expect(typeaheadIndex(labels, enabled, 2, "z")).toBe(2);
  });

  it("searches from the top when nothing is focused", () => {
    expect(typeaheadIndex(labels, enabled, -1, "d")).toBe(0);
  });
});
