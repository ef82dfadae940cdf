// Profile pictures rendered from a real portrait with the engine's own matting (inline, no worker
// threads): size, the shape's transparent corners, the painted background, the border, greyscale, the
// logo, the person cut out onto transparency and the fallback crop.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { restyleHeadshot } from "@/lib/engine/edit";
import { EngineError } from "@/lib/engine/engine";
import { read } from "@/lib/testing/photos";
import { DEFAULT_PFP_CONFIG, logoBox, readPfpConfig, type PfpConfig } from "./config";
import { renderFallbackPicture, renderProfilePicture } from "./render";

const portrait = async () => sharp(read("graceHopper")).resize(512, 512, { fit: "cover", position: "north" }).jpeg({ quality: 92 }).toBuffer();
const RED_LOGO = () => sharp({ create: { width: 200, height: 200, channels: 4, background: "#FF0000" } }).webp({ lossless: true }).toBuffer();

async function rgba(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [0, 1, 2, 3].map((c) => data[(y * info.width + x) * 4 + c]!);
  return { info, at };
}

const config = (over: Partial<PfpConfig>): PfpConfig => ({ ...DEFAULT_PFP_CONFIG, ...over });

describe("renderProfilePicture", () => {
  it("makes a circle of the template's size: transparent corners, the brand colour inside the rim, a PNG", async () => {
    const out = await renderProfilePicture({ image: await portrait(), config: config({ shape: "circle", size: 256, background: "brand" }), logo: null, brandColors: ["#0F3D5E"], restyle: restyleHeadshot });
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 256, 256, true]);
    const { at } = await rgba(out.bytes);
    for (const [x, y] of [[0, 0], [255, 0], [0, 255], [255, 255], [20, 20]] as const) expect(at(x, y)[3]).toBe(0);
    // Just inside the rim, top left of the head: the brand colour, opaque.
    const inside = at(128, 6);
    expect(inside[3]).toBe(255);
    expect(Math.abs(inside[0]! - 0x0f) + Math.abs(inside[1]! - 0x3d) + Math.abs(inside[2]! - 0x5e)).toBeLessThan(40);
  });

  it("keeps a square's corners opaque and paints a solid colour there; a border takes the rim", async () => {
    const out = await renderProfilePicture({
      image: await portrait(),
      config: config({ shape: "square", size: 200, background: "solid", backgroundColor: "#00FF00", borderWidth: 5, borderColor: "#0000FF" }),
      logo: null,
      brandColors: [],
      restyle: restyleHeadshot,
    });
    const { at } = await rgba(out.bytes);
    expect(at(2, 100)).toEqual([0, 0, 255, 255]); // border: 10 px
    const corner = at(14, 14);
    expect(corner[3]).toBe(255);
    expect(corner[1]).toBeGreaterThan(230);
    expect(corner[0]).toBeLessThan(30);
  });

  it("greyscale: every pixel's channels are equal", async () => {
    const out = await renderProfilePicture({ image: await portrait(), config: config({ shape: "rounded", size: 160, background: "original", greyscale: true }), logo: null, brandColors: [], restyle: restyleHeadshot });
    const { at } = await rgba(out.bytes);
    for (const [x, y] of [[80, 60], [80, 120], [40, 100], [120, 40]] as const) {
      const [r, g, b] = at(x, y);
      expect(Math.max(Math.abs(r! - g!), Math.abs(g! - b!))).toBeLessThanOrEqual(1);
    }
    // and without greyscale, the same photo has colour in it
    const colour = await renderProfilePicture({ image: await portrait(), config: config({ shape: "square", size: 160, background: "original" }), logo: null, brandColors: [], restyle: restyleHeadshot });
    const c = await rgba(colour.bytes);
    const spread = [[80, 60], [80, 120], [40, 100]].map(([x, y]) => { const [r, g, b] = c.at(x!, y!); return Math.max(r!, g!, b!) - Math.min(r!, g!, b!); });
    expect(Math.max(...spread)).toBeGreaterThan(10);
  });

  it("places the organisation's logo where the template says", async () => {
    const cfg = config({ shape: "square", size: 300, background: "solid", backgroundColor: "#FFFFFF", logoPosition: "bottom-right", logoSize: 20 });
    const out = await renderProfilePicture({ image: await portrait(), config: cfg, logo: await RED_LOGO(), brandColors: [], restyle: restyleHeadshot });
    const box = logoBox(cfg)!;
    const { at } = await rgba(out.bytes);
    expect(at(box.left + box.side / 2, box.top + box.side / 2)).toEqual([255, 0, 0, 255]);
    // the opposite corner has none of it
    expect(at(box.side / 2, box.side / 2)[0]! - at(box.side / 2, box.side / 2)[1]!).toBeLessThan(30);
    // no logo stored: nothing drawn there
    const none = await renderProfilePicture({ image: await portrait(), config: cfg, logo: null, brandColors: [], restyle: restyleHeadshot });
    const n = await rgba(none.bytes);
    expect(n.at(box.left + box.side / 2, box.top + box.side / 2)).not.toEqual([255, 0, 0, 255]);
  });

  it("transparent: the person is kept and the wall around them goes", async () => {
    const out = await renderProfilePicture({ image: await portrait(), config: config({ shape: "square", size: 256, background: "transparent" }), logo: null, brandColors: [], restyle: restyleHeadshot });
    const { at } = await rgba(out.bytes);
    expect(at(4, 4)[3]).toBeLessThan(20);
    expect(at(128, 110)[3]).toBe(255); // the face
  });

  it("blurred: the photo's own background, out of focus, opaque to the corners", async () => {
    const image = await portrait();
    const out = await renderProfilePicture({ image, config: config({ shape: "square", size: 200, background: "blurred" }), logo: null, brandColors: [], restyle: restyleHeadshot });
    const original = await renderProfilePicture({ image, config: config({ shape: "square", size: 200, background: "original" }), logo: null, brandColors: [], restyle: restyleHeadshot });
    const [b, o] = [await rgba(out.bytes), await rgba(original.bytes)];
    expect(b.at(3, 3)[3]).toBe(255);
    // Blurring evens the wall out: neighbouring pixels of the background differ less than in the original.
    const roughness = (p: typeof b) => { let sum = 0; for (let x = 2; x < 40; x++) sum += Math.abs(p.at(x, 30)[0]! - p.at(x + 1, 30)[0]!); return sum; };
    expect(roughness(b)).toBeLessThan(roughness(o));
  });

  it("refuses a photo with no face for a background that needs the person cut out (NO_FACE)", async () => {
    const cup = await sharp(read("coffee")).resize(256, 256, { fit: "cover" }).jpeg().toBuffer();
    const err = await renderProfilePicture({ image: cup, config: config({ background: "transparent", size: 128 }), logo: null, brandColors: [], restyle: restyleHeadshot }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe("NO_FACE");
  });
});

describe("renderFallbackPicture", () => {
  it("is a 600 x 600 PNG with the original background, even from a photo with no face", async () => {
    const out = await renderFallbackPicture({ image: await portrait(), restyle: restyleHeadshot });
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 600, 600]);
    const tall = await sharp(read("coffee")).resize(300, 500, { fit: "cover" }).jpeg().toBuffer();
    const cup = await renderFallbackPicture({ image: tall, restyle: restyleHeadshot });
    expect([cup.width, cup.height]).toEqual([600, 600]);
  });
});

describe("readPfpConfig", () => {
  it("takes the default for anything missing or invalid, and keeps what is valid", () => {
    expect(readPfpConfig(null)).toEqual(DEFAULT_PFP_CONFIG);
    expect(readPfpConfig({ shape: "hexagon", size: 99999, backgroundColor: "#abcdef", greyscale: true })).toEqual({ ...DEFAULT_PFP_CONFIG, backgroundColor: "#ABCDEF", greyscale: true });
  });
});
