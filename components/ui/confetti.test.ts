import { afterEach, describe, expect, it, vi } from "vitest";
import type confetti from "canvas-confetti";
import {
  CONFETTI,
  CONFETTI_COLORS,
  fallPerFrame,
  fireConfetti,
  frameBursts,
  gravityForDropRate,
  scalarForSize,
  ticksToCross,
  type ConfettiShapeKind,
} from "./confetti";

const heart = { type: "path", path: "M0 0", matrix: [1, 0, 0, 1, 0, 0] } as unknown as confetti.Shape;
const allShapes: Record<ConfettiShapeKind, confetti.Shape | null> = { circle: "circle", rect: "square", heart, image: null };

/** A deterministic stand-in for Math.random cycling through the given values. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe("CONFETTI constants", () => {
  it("carry the spec's numbers", () => {
    expect(CONFETTI.particlesPerFrame).toBe(2);
    expect(CONFETTI.size).toBe(10);
    expect(CONFETTI.dropRate).toBe(10);
    expect(CONFETTI.durationMs).toBe(2500);
    expect(CONFETTI.shapes).toEqual(["circle", "rect", "heart", "image"]);
  });

  it("has twelve distinct hex colours", () => {
    expect(CONFETTI_COLORS).toHaveLength(12);
    expect(new Set(CONFETTI_COLORS).size).toBe(12);
    for (const c of CONFETTI_COLORS) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("mapping onto canvas-confetti", () => {
  it("maps a 10 px size to scalar 1 (the library's 10 px particle)", () => {
    expect(scalarForSize(10)).toBe(1);
    expect(scalarForSize(20)).toBe(2);
  });

  it("maps drop rate 10 to a steady 5 px per frame, i.e. gravity 5/3", () => {
    expect(fallPerFrame(10)).toBe(5);
    expect(gravityForDropRate(10)).toBeCloseTo(5 / 3, 10);
    // the library adds gravity × 3 px per frame
    expect(gravityForDropRate(10) * 3).toBeCloseTo(fallPerFrame(10), 10);
  });

  it("lets particles live long enough to fall past the bottom of the viewport", () => {
    const ticks = ticksToCross(900, 10);
    expect(ticks * fallPerFrame(10)).toBeGreaterThanOrEqual(900);
    expect(ticksToCross(1800, 10)).toBeGreaterThan(ticks);
  });
});

describe("frameBursts", () => {
  it("spawns particlesPerFrame single particles that fall straight from above the screen", () => {
    const bursts = frameBursts({ viewportHeight: 800, shapes: allShapes, random: sequence(0.5) });
    expect(bursts).toHaveLength(CONFETTI.particlesPerFrame);
    for (const b of bursts) {
      expect(b.particleCount).toBe(1);
      expect(b.startVelocity).toBe(0);
      expect(b.gravity).toBeCloseTo(gravityForDropRate(CONFETTI.dropRate), 10);
      expect(b.ticks).toBe(ticksToCross(800, CONFETTI.dropRate));
      expect(b.origin!.y).toBeLessThan(0);
      expect(b.disableForReducedMotion).toBe(true);
    }
  });

  it("sizes particles between size and twice size, as the original engine does", () => {
    const smallest = frameBursts({ viewportHeight: 800, shapes: allShapes, random: sequence(0) })[0]!;
    const largest = frameBursts({ viewportHeight: 800, shapes: allShapes, random: sequence(0.999999) })[0]!;
    expect(smallest.scalar).toBeCloseTo(1, 5);
    expect(largest.scalar).toBeCloseTo(2, 4);
  });

  it("spreads particles across the full width and picks colours and shapes from the sets", () => {
    const left = frameBursts({ viewportHeight: 800, shapes: allShapes, random: sequence(0) })[0]!;
    const right = frameBursts({ viewportHeight: 800, shapes: allShapes, random: sequence(0.999999) })[0]!;
    expect(left.origin!.x).toBeLessThanOrEqual(0);
    expect(right.origin!.x).toBeGreaterThanOrEqual(1);
    expect(left.colors).toEqual([CONFETTI_COLORS[0]]);
    expect(right.colors).toEqual([CONFETTI_COLORS[11]]);
    expect(left.shapes).toEqual(["circle"]);
    expect(right.shapes).toEqual([heart]);
  });

  it("draws only the shapes this browser could build", () => {
    const seen = new Set<unknown>();
    for (let i = 0; i < 40; i++) {
      for (const b of frameBursts({ viewportHeight: 800, shapes: { circle: "circle", rect: null, heart: null, image: null }, random: sequence(i / 40) })) {
        seen.add(b.shapes![0]);
      }
    }
    expect([...seen]).toEqual(["circle"]);
  });
});

describe("fireConfetti", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("does nothing outside a browser and still returns a stop function", () => {
    const stop = fireConfetti();
    expect(typeof stop).toBe("function");
    expect(() => stop()).not.toThrow();
  });

  it("fires nothing for people who prefer reduced motion", () => {
    const requestAnimationFrame = vi.fn();
    vi.stubGlobal("window", {
      matchMedia: (query: string) => ({ matches: query.includes("prefers-reduced-motion: reduce") }),
      requestAnimationFrame,
      cancelAnimationFrame: vi.fn(),
      innerHeight: 800,
    });
    fireConfetti()();
    expect(requestAnimationFrame).not.toHaveBeenCalled();
  });

  it("schedules frames when motion is welcome, and stops scheduling once stopped", () => {
    const requestAnimationFrame = vi.fn(() => 7);
    const cancelAnimationFrame = vi.fn();
    vi.stubGlobal("window", {
      matchMedia: () => ({ matches: false }),
      requestAnimationFrame,
      cancelAnimationFrame,
      innerHeight: 800,
    });
    vi.stubGlobal("document", { documentElement: {} });
    vi.stubGlobal("getComputedStyle", () => ({ getPropertyValue: () => "" }));
    const stop = fireConfetti({ durationMs: 1000 });
    expect(requestAnimationFrame).toHaveBeenCalledTimes(1);
    stop();
    expect(cancelAnimationFrame).toHaveBeenCalledWith(7);
  });
});
