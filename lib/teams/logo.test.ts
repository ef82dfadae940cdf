// A team's logo goes through the photo uploads' safe decoder: only real PNG, JPEG or WebP bytes up to
// 5 MB; SVG, other files and decompression bombs are refused with their own codes before any pixel is
// decoded; what is kept is a fresh WebP (transparency kept, metadata gone), never the uploaded bytes.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOGO_LIMITS, prepareLogo } from "./logo";

/** A real PNG whose header claims `side` × `side` pixels, with a valid header CRC. */
async function pngClaiming(side: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const b of png.subarray(12, 29)) crc = table[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  png.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 29);
  return png;
}

const logoPng = () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 31, g: 42, b: 68, alpha: 0.5 } } })
    .withMetadata({ exif: { IFD0: { Copyright: "secret maker" } } })
    .png()
    .toBuffer();

const code = (p: Promise<unknown>) => p.then(() => "accepted", (e: { code?: string }) => e.code ?? String(e));

describe("a team's logo", () => {
  it("re-encodes a real PNG as WebP, keeping its size and transparency and dropping its metadata", async () => {
    const out = await prepareLogo(await logoPng());
    const meta = await sharp(out.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 120, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(out).toMatchObject({ width: 300, height: 120 });
  });

  it("takes JPEG and WebP too, and shrinks a large one to 1024 px", async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 500, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    expect(await prepareLogo(jpeg)).toMatchObject({ width: 1024, height: 256 });
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } }).webp().toBuffer();
    expect(await prepareLogo(webp)).toMatchObject({ width: 64, height: 64 });
  });

  it("refuses an SVG, whatever it is called, and anything that is not an image", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await code(prepareLogo(svg))).toBe("LOGO_UNSUPPORTED");
    expect(await code(prepareLogo(Buffer.from("%PDF-1.7 not a logo")))).toBe("LOGO_UNSUPPORTED");
    expect(await code(prepareLogo(Buffer.from("just text")))).toBe("LOGO_UNSUPPORTED");
    // AVIF is a photo format, not one of a logo's.
    const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#fff" } }).avif({ effort: 0 }).toBuffer();
    expect(await code(prepareLogo(avif))).toBe("LOGO_UNSUPPORTED");
  });

  it("refuses a PNG signature followed by garbage", async () => {
    const png = await logoPng();
    const broken = Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]);
    expect(await code(prepareLogo(broken))).toBe("LOGO_CORRUPT");
  });

  it("refuses a file over 5 MB before decoding it", async () => {
    const big = Buffer.alloc(LOGO_LIMITS.maxBytes + 1);
    (await logoPng()).copy(big);
    expect(await code(prepareLogo(big))).toBe("LOGO_TOO_LARGE");
  });

  it("refuses a decompression bomb from its header, before allocating its pixels", async () => {
    const bomb = await pngClaiming(20000);
    const before = process.memoryUsage().rss;
    expect(await code(prepareLogo(bomb))).toBe("LOGO_TOO_MANY_PIXELS");
    // 400 MP of RGBA would be 1.6 GB.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    // 6000 × 6000 is fine for a photo but more than a logo may claim.
    expect(await code(prepareLogo(await pngClaiming(6000)))).toBe("LOGO_TOO_MANY_PIXELS");
  });
});
