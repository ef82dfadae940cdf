import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { DecodeError, decodePhoto, probePhoto, sanitizePhoto, sniffFormat } from "./decode";

const HEIC = path.join(import.meta.dirname, "../../tests/fixtures/engine/grace_hopper.heic");

async function reason(bytes: Buffer): Promise<string> {
  try {
    await decodePhoto(bytes);
    return "decoded";
  } catch (error) {
    if (error instanceof DecodeError) return error.reason;
    throw error;
  }
}

/** A real PNG whose header claims 20000 x 20000 px (400 MP), with a valid header CRC. */
async function pngBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
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

describe("decoding an upload", () => {
  it("reads JPEG, PNG, WebP, AVIF and HEIC by their bytes, whatever the file is called", async () => {
    const jpeg = read("graceHopper");
    const cases: [Buffer, string][] = [
      [jpeg, "jpeg"],
      [read("astronaut"), "png"],
      [await sharp(jpeg).webp().toBuffer(), "webp"],
      [await sharp(jpeg).avif({ effort: 0 }).toBuffer(), "avif"],
      [fs.readFileSync(HEIC), "heic"],
    ];
    for (const [bytes, format] of cases) {
      expect(sniffFormat(bytes)).toBe(format);
      const img = await decodePhoto(bytes);
      expect(img.format).toBe(format);
      expect(img.width).toBeGreaterThanOrEqual(512);
      expect(img.data.length).toBe(img.width * img.height * 3);
    }
  });

  it("refuses what is not an accepted image, and broken files, with a reason and no crash", async () => {
    const jpeg = read("graceHopper");
    expect(await reason(Buffer.alloc(0))).toBe("CORRUPT_FILE");
    expect(await reason(jpeg.subarray(0, jpeg.length / 3))).toBe("CORRUPT_FILE");
    expect(await reason(Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(5000, 7)]))).toBe("CORRUPT_FILE");
    expect(await reason(Buffer.from("just some text renamed to photo.jpg\n"))).toBe("UNSUPPORTED_FORMAT");
    expect(await reason(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><circle r="900"/></svg>'))).toBe("UNSUPPORTED_FORMAT");
    expect(await reason(await sharp(jpeg).gif().toBuffer())).toBe("UNSUPPORTED_FORMAT");
    expect(await reason(await sharp(jpeg).resize(400).jpeg().toBuffer())).toBe("LOW_RESOLUTION");
  });

  it("decodes a small photo when asked to (the gate judges its size itself), but never a broken one", async () => {
    const small = await sharp(read("graceHopper")).resize(400).jpeg().toBuffer();
    const img = await decodePhoto(small, { maxSide: 900, minSide: 1 });
    expect([img.width, img.height, img.sourceWidth]).toEqual([400, 469, 400]);
    await expect(decodePhoto(small.subarray(0, small.length / 3), { minSide: 1 })).rejects.toMatchObject({ reason: "CORRUPT_FILE" });
    await expect(decodePhoto(await pngBomb(), { minSide: 1 })).rejects.toMatchObject({ reason: "FILE_TOO_LARGE" });
  });

  it("refuses a decompression bomb from its header, before allocating its pixels", async () => {
    const bomb = await pngBomb();
    const before = process.memoryUsage().rss;
    await expect(probePhoto(bomb)).rejects.toMatchObject({ reason: "FILE_TOO_LARGE" });
    expect(await reason(bomb)).toBe("FILE_TOO_LARGE");
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024); // 400 MP of RGB would be 1.2 GB
  });

  it("refuses files over 50 MB before reading them", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    read("graceHopper").copy(big);
    expect(await reason(big)).toBe("FILE_TOO_LARGE");
  });

  it("applies the EXIF orientation", async () => {
    const rotated = await sharp(read("graceHopper")).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const img = await decodePhoto(rotated);
    expect([img.width, img.height]).toEqual([600, 512]);
  });

  it("stores a sanitised JPEG without EXIF, GPS or any other metadata", async () => {
    const withGps = await sharp(read("graceHopper"))
      .withExif({ IFD0: { Make: "TestCam", Model: "Secret 1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "11/1 34/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes("TestCam")).toBe(true);
    const stored = await sanitizePhoto(withGps);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.bytes.includes("TestCam")).toBe(false);
    expect(stored.bytes.includes("GPS")).toBe(false);
    expect([stored.width, stored.height]).toEqual([512, 600]);
  });

  it("converts a HEIC upload to a stored JPEG", async () => {
    const stored = await sanitizePhoto(fs.readFileSync(HEIC));
    expect(stored.format).toBe("heic");
    expect((await sharp(stored.bytes).metadata()).format).toBe("jpeg");
  });
});
