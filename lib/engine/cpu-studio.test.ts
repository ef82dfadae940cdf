import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { derive, read } from "@/lib/testing/photos";
import { EngineError, type GeneratedImage } from "./engine";
import { detectFaces } from "./faces";
import { at, MESH } from "./landmarks";
import { faceRuntime } from "./runtime";
import { createCpuStudioEngine, planVariations, postCheck } from "./cpu-studio";
import { cropIn, FRAMING, planFrame, planRenders, toSource, unionFrame } from "./cpu-studio/framing";
import { preparePhoto } from "./cpu-studio/prepare";
import { parseHex, styleFromId } from "./cpu-studio/styles";

const SQUARE = { width: 1024, height: 1024 };
const PORTRAIT = { width: 1080, height: 1350 };
const studio = createCpuStudioEngine();
const style = (id: string) => styleFromId(id)!;

async function rawOf(image: GeneratedImage) {
  const { data, info } = await sharp(image.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Re-detects the faces in a result (confident ones only). */
async function facesIn(image: GeneratedImage) {
  return (await detectFaces(await rawOf(image))).filter((f) => f.score >= 0.5);
}

function patchMean(img: { data: Buffer; width: number }, x0: number, y0: number, size: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) for (let c = 0; c < 3; c++) sum[c]! += img.data[(y * img.width + x) * 3 + c]!;
  return sum.map((v) => v / (size * size)) as [number, number, number];
}

beforeAll(async () => {
  await faceRuntime();
});

describe("the CPU studio engine", () => {
  it("declares what it can do", () => {
    expect(studio.id).toBe("studio");
    expect([...studio.capabilities].sort()).toEqual(["backdrop", "framing"]);
  });

  it("makes headshots at every product size, as clean JPEGs that still look like the person", async () => {
    const sizes = [SQUARE, PORTRAIT, { width: 2048, height: 2048 }, { width: 400, height: 400 }];
    const result = await studio.generate({ photos: [read("graceHopper")], style: style("studio-grey"), count: 1, sizes });
    expect(result.dropped).toEqual([]);
    expect(result.images.map((i) => `${i.width}x${i.height}`).sort()).toEqual(["1024x1024", "1080x1350", "2048x2048", "400x400"]);
    for (const image of result.images) {
      expect(image.mime).toBe("image/jpeg");
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", image.width, image.height]);
      expect(meta.exif).toBeUndefined();
      expect(image.likeness).toBeGreaterThanOrEqual(0.7);
    }
  });

  it("writes PNG when asked", async () => {
    const png = createCpuStudioEngine({ format: "png" });
    const result = await png.generate({ photos: [read("graceHopper")], style: style("white"), count: 1, sizes: [{ width: 400, height: 400 }] });
    expect(result.images[0]!.mime).toBe("image/png");
    expect((await sharp(result.images[0]!.bytes).metadata()).format).toBe("png");
  });

  it("frames head and shoulders with the same eye line and head size for every photo", async () => {
    const eyeLines: Record<string, number[]> = { square: [], portrait: [] };
    for (const name of ["astronaut", "graceHopper"] as const) {
      const result = await studio.generate({ photos: [read(name)], style: style("studio-grey"), count: 1, sizes: [SQUARE, PORTRAIT] });
      for (const image of result.images) {
        const faces = await facesIn(image);
        expect(faces).toHaveLength(1);
        const f = faces[0]!;
        const kind = image.width === image.height ? "square" : "portrait";
        const spec = kind === "square" ? FRAMING.square : FRAMING.portrait;
        const eyeY = (f.eyes.left[1] + f.eyes.right[1]) / 2 / image.height;
        const faceHeight = Math.hypot(at(f.mesh, MESH.chin)[0] - at(f.mesh, MESH.foreheadTop)[0], at(f.mesh, MESH.chin)[1] - at(f.mesh, MESH.foreheadTop)[1]) / image.height;
        // eye line where the framing puts it (within 3 % of the height), eyes level, face centred
        expect(Math.abs(eyeY - spec.eyeFrac)).toBeLessThan(0.03);
        expect(Math.abs(f.eyes.left[1] - f.eyes.right[1]) / image.height).toBeLessThan(0.01);
        expect(Math.abs((f.eyes.left[0] + f.eyes.right[0]) / 2 / image.width - 0.5)).toBeLessThan(0.05);
        // head size: the mesh (forehead to chin) at most what the framing aims for, and not much less
        const target = spec.headFrac / FRAMING.headPerMesh;
        expect(faceHeight).toBeLessThan(target * 1.1);
        expect(faceHeight).toBeGreaterThan(target * 0.65);
        eyeLines[kind]!.push(eyeY);
      }
    }
    for (const lines of Object.values(eyeLines)) expect(Math.max(...lines) - Math.min(...lines)).toBeLessThan(0.03);
  });

  it("renders a headshot once for all its sizes and cuts each size's own framing from it", async () => {
    const photo = (await preparePhoto(read("graceHopper"), 0, 2400))!;
    // one frame per aspect ratio at its largest size, as the engine plans them
    const framesFor = (sizes: { width: number; height: number }[]) => {
      const byAspect = new Map<string, { width: number; height: number }>();
      for (const s of sizes) {
        const key = (s.width / s.height).toFixed(3), had = byAspect.get(key);
        if (!had || had.width < s.width) byAspect.set(key, s);
      }
      return [...byAspect.values()].map((s) => planFrame(photo.face, photo.work, s, { tightness: "close", offset: "left", crownHeight: photo.crownHeight }));
    };
    // Starter (square + portrait) and Professional (2048 square + portrait): one render for both
    for (const sizes of [[SQUARE, PORTRAIT], [{ width: 2048, height: 2048 }, PORTRAIT]]) {
      const frames = framesFor(sizes);
      const plan = planRenders(frames);
      expect(plan.map((r) => r.parts)).toEqual([[0, 1]]);
      const union = plan[0]!.frame;
      const ref = frames.reduce((a, b) => (b.scale > a.scale ? b : a));
      expect(union).toEqual(unionFrame(frames));
      expect(union.scale).toBe(ref.scale);
      for (const f of frames) {
        const c = cropIn(union, f);
        expect(c.left >= 0 && c.top >= 0 && c.left + c.width <= union.outW && c.top + c.height <= union.outH).toBe(true);
        // the frame's own aspect, and its own part of the photo: corners within a pixel of the frame's
        expect(Math.abs(c.width / c.height - f.outW / f.outH)).toBeLessThan(1.5 / c.height);
        for (const [u, v, fu, fv] of [[c.left, c.top, 0, 0], [c.left + c.width, c.top + c.height, f.outW, f.outH]] as const) {
          const [ux, uy] = toSource(union, u, v), [fx, fy] = toSource(f, fu, fv);
          expect(Math.hypot(ux - fx, uy - fy) * f.scale).toBeLessThan(1);
        }
      }
      // the largest-scale size is cut on whole pixels at its exact size: no resampling
      const exact = cropIn(union, ref);
      expect([exact.width, exact.height]).toEqual([ref.outW, ref.outH]);
      const apart = frames.reduce((sum, f) => sum + f.outW * f.outH, 0);
      expect(union.outW * union.outH).toBeLessThan(apart * (ref.outW === 2048 ? 0.9 : 0.7));
    }
    // Executive (2048 square, a 4096 print square, the portrait): a union at the print's scale would
    // be more pixels than apart, so each aspect is rendered on its own
    const executive = framesFor([{ width: 2048, height: 2048 }, PORTRAIT, { width: 4096, height: 4096 }]);
    expect(planRenders(executive).map((r) => r.parts)).toEqual([[0], [1]]);
    expect(planRenders(executive).map((r) => r.frame)).toEqual(executive);

    let renders = 0;
    const counting = createCpuStudioEngine({ onStages: (s) => { if ("matte" in s) renders++; } });
    const both = await counting.generate({ photos: [read("graceHopper")], style: style("studio-grey"), count: 2, sizes: [SQUARE, PORTRAIT] });
    expect(both.images.map((i) => `${i.variant.index}:${i.width}x${i.height}`)).toEqual(["0:1024x1024", "0:1080x1350", "1:1024x1024", "1:1080x1350"]);
    expect(renders).toBe(2);
    // the square cut from the shared render is the square rendered alone: the same eyes in the same place
    const alone = await studio.generate({ photos: [read("graceHopper")], style: style("studio-grey"), count: 1, sizes: [SQUARE] });
    const [cut, own] = [(await facesIn(both.images[0]!))[0]!, (await facesIn(alone.images[0]!))[0]!];
    for (const side of ["left", "right"] as const) {
      expect(Math.hypot(cut.eyes[side][0] - own.eyes[side][0], cut.eyes[side][1] - own.eyes[side][1]) / SQUARE.width).toBeLessThan(0.006);
    }
  });

  it("puts the person on the style's backdrop colour", async () => {
    for (const id of ["navy", "warm-beige", "brand:#0a7d5a"]) {
      const result = await studio.generate({ photos: [read("graceHopper")], style: style(id), count: 1, sizes: [{ width: 512, height: 512 }] });
      const img = await rawOf(result.images[0]!);
      const want = parseHex(style(id).backdrop.colors[0]!)!;
      for (const [x, y] of [[4, 4], [img.width - 28, 4]] as const) {
        const got = patchMean(img, x, y, 24);
        const distance = Math.hypot(got[0] - want[0], got[1] - want[1], got[2] - want[2]);
        expect(distance, `${id} corner ${x},${y}: got ${got.map(Math.round)}`).toBeLessThan(12);
      }
    }
  });

  it("makes `count` distinct variations from one photo", async () => {
    const result = await studio.generate({ photos: [read("astronaut")], style: style("charcoal"), count: 3, sizes: [{ width: 512, height: 512 }] });
    expect(result.images).toHaveLength(3);
    const keys = result.images.map((i) => JSON.stringify({ ...i.variant, index: 0, backdropSeed: 0 }));
    expect(new Set(keys).size).toBe(3);
    const [a, b, c] = await Promise.all(result.images.map(rawOf));
    const diff = (p: Buffer, q: Buffer) => { let s = 0; for (let i = 0; i < p.length; i++) s += Math.abs(p[i]! - q[i]!); return s / p.length; };
    expect(diff(a!.data, b!.data)).toBeGreaterThan(2);
    expect(diff(a!.data, c!.data)).toBeGreaterThan(2);
    expect(diff(b!.data, c!.data)).toBeGreaterThan(2);
  });

  it("says honestly when fewer distinct variations exist than asked for", () => {
    expect(planVariations(1, 30)).toHaveLength(27);
    expect(planVariations(2, 5).map((v) => v.photo)).toEqual([0, 1, 0, 1, 0]);
  });

  it("continues the variation sequence from an offset, so consecutive styles do not repeat each other", () => {
    const all = planVariations(3, 12);
    const key = (v: { photo: number; light: string; framing: string; offset: string }) => `${v.photo}/${v.light}/${v.framing}/${v.offset}`;
    expect(planVariations(3, 4, 4).map(key)).toEqual(all.slice(4, 8).map(key));
    expect(planVariations(3, 4, 8)[0]!.photo).toBe(2);
    // past the last distinct variation the sequence wraps instead of running out
    expect(planVariations(1, 2, 26).map((v) => v.seed)).toEqual([27, 1]);
  });

  it("removes the other person from a photo of two", async () => {
    const pair = await derive.sideBySide(read("graceHopper"), read("astronaut"));
    const result = await studio.generate({ photos: [pair], style: style("studio-grey"), count: 1, sizes: [{ width: 768, height: 768 }] });
    for (const image of result.images) expect(await facesIn(image)).toHaveLength(1);
    for (const d of result.dropped) expect(d.reason).toBe("OTHER_PERSON_IN_FRAME");
  });

  it("drops a result that does not look like the source person", async () => {
    const result = await studio.generate({ photos: [read("astronaut")], style: style("studio-grey"), count: 1, sizes: [{ width: 512, height: 512 }] });
    const img = await rawOf(result.images[0]!);
    const hopper = (await preparePhoto(read("graceHopper"), 0, 2400))!;
    const astronaut = (await preparePhoto(read("astronaut"), 0, 2400))!;
    const other = await postCheck({ rgb: img.data, width: img.width, height: img.height }, hopper, 0.6);
    expect(other.ok).toBe(false);
    expect(!other.ok && other.reason).toMatch(/^LOW_LIKENESS/);
    const same = await postCheck({ rgb: img.data, width: img.width, height: img.height }, astronaut, 0.6);
    expect(same.ok).toBe(true);
  });

  it("fails with a reason when nothing usable comes in, and stops when aborted", async () => {
    await expect(studio.generate({ photos: [], style: style("white"), count: 1, sizes: [SQUARE] })).rejects.toMatchObject({ code: "NO_PHOTOS" });
    await expect(studio.generate({ photos: [await derive.enlarged(read("coffee"))], style: style("white"), count: 1, sizes: [SQUARE] })).rejects.toMatchObject({ code: "NO_USABLE_PHOTO", retryable: false });
    // A portrait under the 512 px minimum: the gate finds its face, but the studio never works from it (twice: the second time from the cached analysis).
    const small = await sharp(read("graceHopper")).resize(400).jpeg().toBuffer();
    for (let i = 0; i < 2; i++) await expect(studio.generate({ photos: [small], style: style("white"), count: 1, sizes: [SQUARE] })).rejects.toMatchObject({ code: "NO_USABLE_PHOTO" });
    expect(await preparePhoto(small, 0, 1600)).toBeNull();
    const controller = new AbortController();
    controller.abort();
    const aborted = studio.generate({ photos: [read("graceHopper")], style: style("white"), count: 1, sizes: [SQUARE], signal: controller.signal });
    await expect(aborted).rejects.toBeInstanceOf(EngineError);
    await expect(aborted).rejects.toMatchObject({ code: "ABORTED" });
  });
});
