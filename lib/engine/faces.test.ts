import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { decodePhoto } from "./decode";
import { detectFaces, faceDescriptor, SEGMENT_SIZE, segmentPerson, similarity } from "./faces";
import { LIKENESS_LIMITS } from "./quality-config";
import { faceRuntime } from "./runtime";

beforeAll(async () => {
  await faceRuntime();
});

describe("faces", () => {
  it("finds one face with a full mesh and a near-frontal pose in each portrait", async () => {
    for (const name of ["astronaut", "graceHopper"] as const) {
      const img = await decodePhoto(read(name));
      const faces = await detectFaces(img);
      expect(faces).toHaveLength(1);
      const f = faces[0]!;
      expect(f.mesh).toHaveLength(468);
      expect(f.score).toBeGreaterThan(0.8);
      expect(Math.abs(f.pose.yaw)).toBeLessThan(0.3);
      expect(f.eyes.left[0]).toBeLessThan(f.eyes.right[0]);
      // the eyes are inside the face box
      expect(f.eyes.left[0]).toBeGreaterThan(f.box[0]);
      expect(f.eyes.right[0]).toBeLessThan(f.box[0] + f.box[2]);
    }
  });

  it("tells the same person from a different one (likeness)", async () => {
    const a = await decodePhoto(read("astronaut"));
    const g = await decodePhoto(read("graceHopper"));
    // the same person, re-framed, smaller, rotated and brighter: what a headshot does to a face
    const a2 = await decodePhoto(await sharp(read("astronaut")).rotate(6, { background: "#777" }).resize(700).modulate({ brightness: 1.1 }).jpeg().toBuffer());
    const [da, dg, da2] = await Promise.all([a, g, a2].map(async (img) => faceDescriptor(img, (await detectFaces(img))[0]!)));
    expect(similarity(da!, da2!)).toBeGreaterThanOrEqual(0.7);
    expect(similarity(da!, dg!)).toBeLessThan(LIKENESS_LIMITS.minSimilarity);
    expect(similarity(da2!, dg!)).toBeLessThan(LIKENESS_LIMITS.minSimilarity);
    expect(similarity(da!, da!)).toBe(1);
  });

  it("segments the person from the background", async () => {
    const img = await decodePhoto(read("graceHopper"));
    const small = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } }).resize(SEGMENT_SIZE, SEGMENT_SIZE, { fit: "fill" }).raw().toBuffer();
    const alpha = await segmentPerson({ data: small, width: SEGMENT_SIZE, height: SEGMENT_SIZE });
    const at = (x: number, y: number) => alpha[Math.round(y * (SEGMENT_SIZE - 1)) * SEGMENT_SIZE + Math.round(x * (SEGMENT_SIZE - 1))]!;
    expect(at(0.5, 0.45)).toBeGreaterThan(0.9); // face
    expect(at(0.5, 0.9)).toBeGreaterThan(0.9); // uniform
    expect(at(0.03, 0.05)).toBeLessThan(0.1); // flag and wall behind her
    expect(at(0.97, 0.3)).toBeLessThan(0.1);
  });

  it("gives the same answers when two jobs ask at once", async () => {
    const a = await decodePhoto(read("astronaut"));
    const g = await decodePhoto(read("graceHopper"));
    const [alone] = await detectFaces(a);
    const [fa, fg] = await Promise.all([detectFaces(a), detectFaces(g)]);
    expect(fa![0]!.box).toEqual(alone!.box);
    expect(fg).toHaveLength(1);
  });
});
