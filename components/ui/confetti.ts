import confetti from "canvas-confetti";

/**
 * Celebration confetti. The spec's numbers come from a "rain from the top" engine: every frame
 * it spawns `particlesPerFrame` particles at random x above the viewport, each `size` to
 * 2 × `size` px, falling at a steady dropRate / 2 px per frame with a little sideways sway.
 * canvas-confetti is a "cannon" engine, so the numbers are mapped onto its options below.
 */

/** Twelve colours: the brand teals and the status hues, plus warm accents so it reads as a celebration. */
export const CONFETTI_COLORS = [
  "#0f5e63",
  "#1b8a8f",
  "#5cb8b2",
  "#1d4f91",
  "#4a7fd1",
  "#1f7a4d",
  "#7cc49a",
  "#e0a526",
  "#f2c66d",
  "#e07a5f",
  "#c2456b",
  "#7b5ea7",
] as const;

export type ConfettiShapeKind = "circle" | "rect" | "heart" | "image";

export const CONFETTI = {
  particlesPerFrame: 2,
  /** Particle size in px; each particle gets a random size between this and twice this. */
  size: 10,
  /** Fall speed: a particle falls dropRate / 2 px per animation frame. */
  dropRate: 10,
  durationMs: 2500,
  colors: CONFETTI_COLORS,
  shapes: ["circle", "rect", "heart", "image"] as readonly ConfettiShapeKind[],
} as const;

/** canvas-confetti draws particles about 10 px across at scalar 1. */
const LIBRARY_PARTICLE_PX = 10;
/** canvas-confetti moves a particle down by gravity × 3 px every frame, on top of its launch velocity. */
const LIBRARY_GRAVITY_PX_PER_FRAME = 3;

/** size (px) → canvas-confetti `scalar`: 10 px is scalar 1. */
export function scalarForSize(sizePx: number): number {
  return sizePx / LIBRARY_PARTICLE_PX;
}

/** The px per frame a particle falls at for a given drop rate. */
export function fallPerFrame(dropRate: number): number {
  return dropRate / 2;
}

/**
 * dropRate → canvas-confetti `gravity`. With startVelocity 0 the launch velocity (and so `decay`,
 * which only slows it) plays no part: the fall is gravity × 3 px every frame, a steady rate,
 * so gravity = (dropRate / 2) / 3. The spec's 10 gives 5 px per frame, about 300 px a second.
 */
export function gravityForDropRate(dropRate: number): number {
  return fallPerFrame(dropRate) / LIBRARY_GRAVITY_PX_PER_FRAME;
}

/** Frames a particle lives: enough to fall past the bottom of the viewport (it fades as it goes). */
export function ticksToCross(viewportHeight: number, dropRate: number): number {
  return Math.ceil((viewportHeight * 1.15) / fallPerFrame(dropRate));
}

type Random = () => number;

function pick<T>(list: readonly T[], random: Random): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
}

/**
 * The canvas-confetti calls for one animation frame: one call per particle, because the library
 * launches every particle of a call from the same point in the same colour sequence, and the
 * original spawns each at its own x with its own colour.
 */
export function frameBursts(options: {
  viewportHeight: number;
  shapes: Record<ConfettiShapeKind, confetti.Shape | null>;
  random?: Random;
}): confetti.Options[] {
  const { viewportHeight, shapes, random = Math.random } = options;
  const available = CONFETTI.shapes.map((kind) => shapes[kind]).filter((s): s is confetti.Shape => s !== null);
  const bursts: confetti.Options[] = [];
  for (let i = 0; i < CONFETTI.particlesPerFrame; i++) {
    bursts.push({
      particleCount: 1,
      startVelocity: 0,
      gravity: gravityForDropRate(CONFETTI.dropRate),
      ticks: ticksToCross(viewportHeight, CONFETTI.dropRate),
      scalar: scalarForSize(CONFETTI.size) * (1 + random()),
      // Spawn just above the top edge, a little wider than the screen so the edges fill too.
      origin: { x: random() * 1.1 - 0.05, y: -0.03 },
      drift: (random() - 0.5) * 0.8,
      colors: [pick(CONFETTI.colors, random)],
      shapes: [pick(available, random)],
      disableForReducedMotion: true,
    });
  }
  return bursts;
}

// A heart in a 24 × 24 box. The matrix centres it and scales it to the library's 10 px particle,
// which spares shapeFromPath its million-pixel bounding-box scan. (The library wants an array
// here although its types say DOMMatrix.)
const HEART_PATH =
  "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z";
const HEART_MATRIX = [0.5, 0, 0, 0.5, -6, -6.1];

// Lumen's mark (the sun of components/layouts/Logo.tsx): a ring and eight rays, stroked in a 24 × 24 box.
const BRAND_MARK_RAYS = "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1";
const BRAND_MARK_FALLBACK_COLOR = "#0f5e63";

/** The brand mark as the library's image ("bitmap") shape, drawn at `scalar` so it stays crisp. */
function brandMarkShape(scalar: number): confetti.Shape | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  const px = Math.ceil(LIBRARY_PARTICLE_PX * scalar);
  const canvas = new OffscreenCanvas(px, px);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const brand = getComputedStyle(document.documentElement).getPropertyValue("--color-brand").trim();
  ctx.scale(px / 24, px / 24);
  ctx.strokeStyle = brand || BRAND_MARK_FALLBACK_COLOR;
  ctx.lineWidth = 2.5;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.arc(12, 12, 4, 0, Math.PI * 2);
  ctx.stroke();
  ctx.stroke(new Path2D(BRAND_MARK_RAYS));
  const scale = 1 / scalar;
  return {
    type: "bitmap",
    bitmap: canvas.transferToImageBitmap(),
    matrix: [scale, 0, 0, scale, (-px * scale) / 2, (-px * scale) / 2] as unknown as DOMMatrix,
  };
}

let cachedShapes: Record<ConfettiShapeKind, confetti.Shape | null> | null = null;

function buildShapes(): Record<ConfettiShapeKind, confetti.Shape | null> {
  if (cachedShapes) return cachedShapes;
  const safely = (make: () => confetti.Shape | null) => {
    try {
      return make();
    } catch {
      return null; // an old browser without Path2D or OffscreenCanvas: fewer shapes, still confetti
    }
  };
  cachedShapes = {
    circle: "circle",
    rect: "square",
    heart: safely(() => confetti.shapeFromPath({ path: HEART_PATH, matrix: HEART_MATRIX as unknown as DOMMatrix })),
    image: safely(() => brandMarkShape(2)),
  };
  return cachedShapes;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Rains confetti for `durationMs` (2.5 s by default), spawning on every animation frame.
 * Fires nothing for people who ask for reduced motion, or outside a browser.
 * Returns a function that stops it at once and clears the screen.
 */
export function fireConfetti({ durationMs = CONFETTI.durationMs }: { durationMs?: number } = {}): () => void {
  if (typeof window === "undefined" || prefersReducedMotion()) return () => {};
  const shapes = buildShapes();
  const end = performance.now() + durationMs;
  let stopped = false;
  let frame = 0;

  const tick = (now: number) => {
    if (stopped) return;
    for (const burst of frameBursts({ viewportHeight: window.innerHeight, shapes })) void confetti(burst);
    if (now < end) frame = window.requestAnimationFrame(tick);
  };
  frame = window.requestAnimationFrame(tick);

  return () => {
    stopped = true;
    window.cancelAnimationFrame(frame);
    confetti.reset();
  };
}
