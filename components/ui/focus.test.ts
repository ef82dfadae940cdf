import { describe, expect, it } from "vitest";
import { trapTabIndex } from "./focus";

describe("trapTabIndex", () => {
  it("wraps Tab from the last element to the first, and Shift+Tab from the first to the last", () => {
    expect(trapTabIndex(2, 3, false)).toBe(0);
    expect(trapTabIndex(0, 3, true)).toBe(2);
  });

  it("leaves moves inside the list to the browser", () => {
    expect(trapTabIndex(0, 3, false)).toBeNull();
    expect(trapTabIndex(2, 3, true)).toBeNull();
  });

  it("pulls focus back in when it is outside the dialog", () => {
    expect(trapTabIndex(-1, 3, false)).toBe(0);
    expect(trapTabIndex(-1, 3, true)).toBe(2);
  });

  it("keeps a single element focused", () => {
    expect(trapTabIndex(0, 1, false)).toBe(0);
    expect(trapTabIndex(0, 1, true)).toBe(0);
  });

  it("does nothing when there is nothing to focus", () => {
    expect(trapTabIndex(-1, 0, false)).toBeNull();
  });
});
