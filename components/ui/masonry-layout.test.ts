import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { columnsForWidth, debounce, DEFAULT_MASONRY_BREAKPOINTS, MASONRY } from "./masonry-layout";

describe("MASONRY constants", () => {
  it("match the spec: 0.4 s transition, resize debounced at 100 ms", () => {
    expect(MASONRY).toEqual({ transitionSeconds: 0.4, resizeDebounceMs: 100 });
  });
});

describe("columnsForWidth", () => {
  it("gives 4, 3, 2 and 1 columns from wide screens down to phones", () => {
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 1440)).toBe(4);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 1280)).toBe(4);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 1279)).toBe(3);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 1024)).toBe(3);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 1023)).toBe(2);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 640)).toBe(2);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 639)).toBe(1);
    expect(columnsForWidth(DEFAULT_MASONRY_BREAKPOINTS, 320)).toBe(1);
  });

  it("uses the smallest matching breakpoint whatever the key order", () => {
    expect(columnsForWidth({ default: 5, 500: 1, 900: 3 }, 400)).toBe(1);
    expect(columnsForWidth({ default: 5, 500: 1, 900: 3 }, 800)).toBe(3);
  });

  it("never returns fewer than one column", () => {
    expect(columnsForWidth({ default: 0 }, 1000)).toBe(1);
  });
});

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, with the latest arguments, after the window has been still for the wait", () => {
    const fn = vi.fn();
    const onResize = debounce(fn, MASONRY.resizeDebounceMs);
    onResize(800);
    vi.advanceTimersByTime(60);
    onResize(700);
    vi.advanceTimersByTime(60);
    onResize(600);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(600);
  });

  it("does nothing after cancel", () => {
    const fn = vi.fn();
    const onResize = debounce(fn, 100);
    onResize();
    onResize.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
