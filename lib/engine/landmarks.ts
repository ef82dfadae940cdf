// MediaPipe FaceMesh landmark indices (478 points with the iris) and small geometry helpers.
// "Left" and "right" are as seen in the image, not the person's own sides.
import "server-only";

export type Point = [number, number];

export const MESH = {
  /** Face oval, clockwise from the top of the forehead. */
  oval: [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109],
  eyeLeft: [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  eyeRight: [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
  browLeft: [70, 63, 105, 66, 107, 55, 65, 52, 53, 46],
  browRight: [300, 293, 334, 296, 336, 285, 295, 282, 283, 276],
  lips: [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185],
  nostrils: [98, 97, 2, 326, 327, 294, 278, 344, 440, 275, 4, 45, 220, 115, 48, 64],
  /** Eye corners (outer, inner) and lids (upper, lower) for the openness ratio. */
  eyeLeftCorners: [33, 133], eyeLeftLids: [159, 145],
  eyeRightCorners: [263, 362], eyeRightLids: [386, 374],
  foreheadTop: 10, chin: 152, noseTip: 1, mouthLeft: 61, mouthRight: 291,
  /** Iris centres (present when the iris model ran). */
} as const;

export const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
export const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
export const at = (mesh: readonly Point[], i: number): Point => mesh[i] ?? [0, 0];
export const pick = (mesh: readonly Point[], idx: readonly number[]) => idx.map((i) => at(mesh, i));

export function bounds(points: readonly Point[]) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1, w: x1 - x0, h: y1 - y0 };
}

/** Scales a polygon about its centroid. */
export function enlarge(points: readonly Point[], f: number): Point[] {
  let cx = 0, cy = 0;
  for (const [x, y] of points) { cx += x / points.length; cy += y / points.length; }
  return points.map(([x, y]) => [cx + (x - cx) * f, cy + (y - cy) * f]);
}

/** Eye aspect ratio per eye (lid gap / eye width): open 0.25-0.35, closed below ~0.12. */
export function eyeOpenness(mesh: readonly Point[]): [number, number] {
  const ratio = (corners: readonly number[], lids: readonly number[]) =>
    dist(at(mesh, lids[0]!), at(mesh, lids[1]!)) / Math.max(1, dist(at(mesh, corners[0]!), at(mesh, corners[1]!)));
  return [ratio(MESH.eyeLeftCorners, MESH.eyeLeftLids), ratio(MESH.eyeRightCorners, MESH.eyeRightLids)];
}

/** Eye centres from the eye corners (steadier than the iris when someone looks aside). */
export function eyeCentres(mesh: readonly Point[]): { left: Point; right: Point } {
  const a = mid(at(mesh, MESH.eyeLeftCorners[0]), at(mesh, MESH.eyeLeftCorners[1]));
  const b = mid(at(mesh, MESH.eyeRightCorners[0]), at(mesh, MESH.eyeRightCorners[1]));
  return a[0] <= b[0] ? { left: a, right: b } : { left: b, right: a };
}
