// Faces in a photo: detection with the 478-point mesh and pose, an identity descriptor on a
// landmark-aligned crop, and the person mask. All inference goes through one runtime per process.
import "server-only";
import type { RgbImage } from "./decode";
import { at, eyeCentres, MESH, type Point } from "./landmarks";
import { faceRuntime, serialInference, type Tensor } from "./runtime";

export type Face = {
  /** [x, y, width, height] in image pixels. */
  box: [number, number, number, number];
  /** Detector and mesh confidence, 0..1. */
  score: number;
  /** 468 landmarks in image pixels. */
  mesh: Point[];
  eyes: { left: Point; right: Point };
  /** Head pose in radians (roll from the eye line, so it matches what levelling corrects). */
  pose: { roll: number; yaw: number; pitch: number };
};

export type FaceDescriptor = Float32Array;

function toTensor(rt: { tf: { tensor4d: (v: Int32Array, s: [number, number, number, number], d: "int32") => Tensor } }, img: RgbImage): Tensor {
  // the typed-array constructor widens the bytes natively (a JS loop cost ~2 % of a render)
  const values = new Int32Array(img.data);
  return rt.tf.tensor4d(values, [1, img.height, img.width, 3], "int32");
}

/** Every face Human finds, largest first. */
export async function detectFaces(img: RgbImage): Promise<Face[]> {
  const rt = await faceRuntime();
  const result = await serialInference(async () => {
    const input = toTensor(rt, img);
    try {
      return await rt.human.detect(input as never);
    } finally {
      input.dispose();
    }
  });
  const faces: Face[] = [];
  for (const f of result.face) {
    if (!f.mesh || f.mesh.length < 468) continue;
    const mesh = f.mesh.map((p): Point => [p[0], p[1]]);
    const eyes = eyeCentres(mesh);
    const angle = f.rotation?.angle ?? { roll: 0, yaw: 0, pitch: 0 };
    faces.push({
      box: [f.box[0], f.box[1], f.box[2], f.box[3]],
      score: f.score,
      mesh,
      eyes,
      pose: { roll: Math.atan2(eyes.right[1] - eyes.left[1], eyes.right[0] - eyes.left[0]), yaw: angle.yaw, pitch: angle.pitch },
    });
  }
  return faces.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
}

/** Face boxes and confidences only (BlazeFace without the mesh), largest first. */
export async function detectFaceBoxes(img: RgbImage): Promise<{ box: [number, number, number, number]; score: number }[]> {
  const rt = await faceRuntime();
  const result = await serialInference(async () => {
    const input = toTensor(rt, img);
    try {
      return await rt.boxes.detect(input as never);
    } finally {
      input.dispose();
    }
  });
  return result.face
    .map((f) => ({ box: [f.box[0], f.box[1], f.box[2], f.box[3]] as [number, number, number, number], score: f.boxScore ?? f.score }))
    .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
}

// ArcFace's 5-point template (112 px), scaled to faceres' 224 px input and zoomed out 1.15x: the
// likeness lab found the crop matters more than the model (Human's own crop made scores useless).
const CROP = 224;
const TEMPLATE: Point[] = [
  [38.2946, 51.6963], [73.5318, 51.5014], [56.0252, 71.7366], [41.5493, 92.3655], [70.7299, 92.2041],
].map(([x, y]): Point => [CROP / 2 + (x! * 2 - CROP / 2) / 1.15, CROP / 2 + (y! * 2 - CROP / 2) / 1.15]);

/** Warps the face to the template (similarity transform, least squares) as float RGB 0..255. */
export function alignedFaceCrop(img: RgbImage, face: Face): Float32Array {
  const m = face.mesh;
  const mouth = [at(m, MESH.mouthLeft), at(m, MESH.mouthRight)].sort((a, b) => a[0] - b[0]);
  const src: Point[] = [face.eyes.left, face.eyes.right, at(m, MESH.noseTip), mouth[0]!, mouth[1]!];
  // Fit dst = a * src + b with complex a (scale + rotation); sample with the inverse.
  const n = src.length;
  let sx = 0, sy = 0, dx = 0, dy = 0;
  for (let i = 0; i < n; i++) { sx += src[i]![0] / n; sy += src[i]![1] / n; dx += TEMPLATE[i]![0] / n; dy += TEMPLATE[i]![1] / n; }
  let num_re = 0, num_im = 0, den = 0;
  for (let i = 0; i < n; i++) {
    const ux = src[i]![0] - sx, uy = src[i]![1] - sy, vx = TEMPLATE[i]![0] - dx, vy = TEMPLATE[i]![1] - dy;
    num_re += ux * vx + uy * vy;
    num_im += ux * vy - uy * vx;
    den += ux * ux + uy * uy;
  }
  const are = num_re / den, aim = num_im / den;
  const mag2 = are * are + aim * aim;
  // inverse: src = conj(a)/|a|^2 * (dst - dCentre) + sCentre
  const ire = are / mag2, iim = -aim / mag2;
  const step = Math.sqrt(1 / mag2); // source pixels per crop pixel
  const ss = Math.min(4, Math.max(1, Math.ceil(step))); // supersample so big faces do not alias
  const out = new Float32Array(CROP * CROP * 3);
  const { data, width: W, height: H } = img;
  for (let y = 0; y < CROP; y++) {
    for (let x = 0; x < CROP; x++) {
      let r = 0, g = 0, b = 0;
      for (let j = 0; j < ss; j++) {
        for (let k = 0; k < ss; k++) {
          const qx = x + (k + 0.5) / ss - 0.5 - dx, qy = y + (j + 0.5) / ss - 0.5 - dy;
          const px = Math.min(W - 1.001, Math.max(0, ire * qx - iim * qy + sx));
          const py = Math.min(H - 1.001, Math.max(0, iim * qx + ire * qy + sy));
          const x0 = px | 0, y0 = py | 0, fx = px - x0, fy = py - y0;
          const i00 = (y0 * W + x0) * 3, i01 = i00 + 3, i10 = i00 + W * 3, i11 = i10 + 3;
          const w00 = (1 - fx) * (1 - fy), w01 = fx * (1 - fy), w10 = (1 - fx) * fy, w11 = fx * fy;
          r += data[i00]! * w00 + data[i01]! * w01 + data[i10]! * w10 + data[i11]! * w11;
          g += data[i00 + 1]! * w00 + data[i01 + 1]! * w01 + data[i10 + 1]! * w10 + data[i11 + 1]! * w11;
          b += data[i00 + 2]! * w00 + data[i01 + 2]! * w01 + data[i10 + 2]! * w10 + data[i11 + 2]! * w11;
        }
      }
      const o = (y * CROP + x) * 3, s2 = ss * ss;
      out[o] = r / s2; out[o + 1] = g / s2; out[o + 2] = b / s2;
    }
  }
  return out;
}

/** 1024-d identity descriptor (HSE FaceRes) of one face. */
export async function faceDescriptor(img: RgbImage, face: Face): Promise<FaceDescriptor> {
  const rt = await faceRuntime();
  const crop = alignedFaceCrop(img, face);
  return serialInference(async () => {
    const input = rt.tf.tensor4d(crop, [1, CROP, CROP, 3], "float32");
    const outputs = rt.faceres.execute(input);
    input.dispose();
    const list = Array.isArray(outputs) ? outputs : [outputs];
    try {
      const desc = list.find((t) => t.shape[1] === 1024);
      if (!desc) throw new Error("faceres returned no descriptor");
      return Float32Array.from(await desc.data());
    } finally {
      for (const t of list) t.dispose();
    }
  });
}

/**
 * Similarity of two descriptors, 0..1, exactly as Human's `match.similarity` (euclidean x25,
 * normalised over 0.2..0.8), so the likeness lab's thresholds apply.
 */
export function similarity(a: FaceDescriptor, b: FaceDescriptor): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) { const d = a[i]! - b[i]!; sum += d * d; }
  const distance = 25 * sum;
  if (distance === 0) return 1;
  const norm = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.max(0, Math.min(1, norm));
}

export const SEGMENT_SIZE = 256;

/**
 * Person mask from MediaPipe's selfie model: `img` must be SEGMENT_SIZE x SEGMENT_SIZE (callers
 * resize with sharp); returns alpha 0..1 at that size.
 */
export async function segmentPerson(img: RgbImage): Promise<Float32Array> {
  if (img.width !== SEGMENT_SIZE || img.height !== SEGMENT_SIZE) throw new Error(`segmentPerson needs ${SEGMENT_SIZE}x${SEGMENT_SIZE}`);
  const rt = await faceRuntime();
  const values = new Float32Array(img.data.length);
  for (let i = 0; i < values.length; i++) values[i] = img.data[i]! / 255;
  return serialInference(async () => {
    const input = rt.tf.tensor4d(values, [1, SEGMENT_SIZE, SEGMENT_SIZE, 3], "float32");
    const output = rt.selfie.execute(input);
    input.dispose();
    const t = Array.isArray(output) ? output[0]! : output;
    try {
      const d = await t.data();
      const alpha = new Float32Array(SEGMENT_SIZE * SEGMENT_SIZE);
      for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(1, Math.max(0, d[i]!));
      return alpha;
    } finally {
      t.dispose();
    }
  });
}
