// The editor's re-render on real portraits: the person matted again onto the backdrop asked for, a
// closer crop makes the face larger, another shape is cut around the face, and the encoding asked for.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { restyleHeadshot } from "./edit";
import { detectFaces } from "./faces";

const RED = { id: "red", backdrop: { kind: "SOLID" as const, colors: ["#C0392B"] } };

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * info.width + x) * 3 + c]!);
  return { info, at, data };
}

async function faceWidth(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const faces = await detectFaces({ data, width: info.width, height: info.height });
  return faces[0]!.box[2] / info.width;
}

describe("re-rendering a headshot", () => {
  it("puts the person on the new backdrop: the corners take its colour, the face keeps its own", async () => {
    const image = await sharp(read("astronaut")).jpeg({ quality: 92 }).toBuffer();
    const out = await restyleHeadshot({ image, size: { width: 512, height: 512 }, backdrop: RED, encoding: { format: "png" } });
    expect(out.mime).toBe("image/png");
    const { info, at } = await pixels(out.bytes);
    expect([info.width, info.height]).toEqual([512, 512]);
    for (const [x, y] of [[4, 4], [507, 4]] as const) {
      const [r, g, b] = at(x, y);
      expect(Math.abs(r! - 0xc0), `corner ${x},${y}`).toBeLessThan(20);
      expect(Math.abs(g! - 0x39)).toBeLessThan(20);
      expect(Math.abs(b! - 0x2b)).toBeLessThan(20);
    }
    // the original's corner was far from red: the colour is the new backdrop's
    const [r0, g0, b0] = (await pixels(image)).at(4, 4);
    expect(Math.hypot(r0! - 0xc0, g0! - 0x39, b0! - 0x2b)).toBeGreaterThan(80);
    expect(await faceWidth(out.bytes)).toBeGreaterThan(0.1);
  });

  it("frames closer on request and cuts another shape around the face, keeping the background when none is asked for", async () => {
    const image = await sharp(read("astronaut")).jpeg({ quality: 92 }).toBuffer();
    const same = await restyleHeadshot({ image, size: { width: 512, height: 512 }, backdrop: null, encoding: { format: "jpeg", quality: 90 } });
    const closer = await restyleHeadshot({ image, size: { width: 512, height: 512 }, backdrop: null, zoom: 1.3, encoding: { format: "jpeg", quality: 90 } });
    expect(same.zoom).toBe(1);
    expect(closer.zoom).toBeCloseTo(1.3, 5);
    expect(closer.mime).toBe("image/jpeg");
    expect((await faceWidth(closer.bytes)) / (await faceWidth(same.bytes))).toBeGreaterThan(1.2);

    const portrait = await restyleHeadshot({ image, size: { width: 400, height: 500 }, backdrop: null, encoding: { format: "jpeg", quality: 85 } });
    const meta = await sharp(portrait.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 500]);
    expect(await faceWidth(portrait.bytes)).toBeGreaterThan(0.1);
  });

  it("refuses an image without a face when it has to find one", async () => {
    const image = await sharp(read("coffee")).jpeg().toBuffer();
    await expect(restyleHeadshot({ image, size: { width: 256, height: 256 }, backdrop: RED, encoding: { format: "png" } })).rejects.toMatchObject({ code: "NO_FACE", retryable: false });
  });
});
