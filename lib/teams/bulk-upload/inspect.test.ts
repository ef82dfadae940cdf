// The zip reader on real zips (archiver) and hostile ones (patched bytes), and the byte caps it relies
// on: every limit refuses with its code and names the zip and the entry; a bomb is never inflated past
// the cap; the temporary file never grows past its cap and is gone after a refusal.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw, deflateRawSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeZip, patchDeclaredSize, renameEntry, zeros } from "@/lib/testing/bulk-zips";
import { read } from "@/lib/testing/photos";
import { ByteCap, writeCappedTempFile } from "./capped";
import { BulkUploadError } from "./errors";
import { inspectZip, isJunk, isUnsafePath, looksLikeArchive } from "./inspect";
import { ZIP_LIMITS } from "./limits";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bulk-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const JPEG = read("graceHopper");

async function inspect(zip: Buffer, limits = ZIP_LIMITS) {
  const file = path.join(dir, `z${n++}.zip`);
  fs.writeFileSync(file, zip);
  return inspectZip(file, "Anna Schmidt.zip", limits);
}

/** The refusal's code and values (fails the test when it is not a BulkUploadError). */
async function refusal(zip: Buffer, limits = ZIP_LIMITS): Promise<{ code: string; values: Record<string, unknown> }> {
  const error = await inspect(zip, limits).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(BulkUploadError);
  const e = error as BulkUploadError;
  expect(e.values.zip).toBe("Anna Schmidt.zip");
  return { code: e.code, values: e.values };
}

describe("inspectZip", () => {
  it("returns the photos and skips a Mac's and Windows' junk and folders unread", async () => {
    const webp = await sharp(read("astronaut")).webp().toBuffer();
    const zip = await makeZip([
      { name: "Anna/", data: Buffer.alloc(0) },
      { name: "Anna/one.jpg", data: JPEG },
      { name: "Anna/two.webp", data: webp, store: true },
      { name: "__MACOSX/Anna/._one.jpg", data: Buffer.from("resource fork") },
      { name: "Anna/.DS_Store", data: Buffer.from("finder") },
      { name: "Thumbs.db", data: Buffer.from("explorer") },
    ]);
    const out = await inspect(zip);
    expect(out.photos.map((p) => p.name)).toEqual(["one.jpg", "two.webp"]);
    expect(out.photos[0]!.bytes.equals(JPEG)).toBe(true);
    expect(out.photos[1]!.bytes.equals(webp)).toBe(true);
    expect(out.inflatedBytes).toBe(JPEG.length + webp.length);
  });

  it("refuses a name that climbs out of the folder (../), an absolute one and a backslash, before reading anything", async () => {
    const good = await makeZip([{ name: "aa/x.jpg", data: JPEG }]);
    expect(await refusal(renameEntry(good, "aa/x.jpg", "../x.jpg"))).toEqual({ code: "UNSAFE_PATH", values: { zip: "Anna Schmidt.zip", file: "../x.jpg" } });
    expect((await refusal(renameEntry(good, "aa/x.jpg", "/a/x.jpg"))).code).toBe("UNSAFE_PATH");
    expect((await refusal(renameEntry(good, "aa/x.jpg", "aa\\x.jpg"))).code).toBe("UNSAFE_PATH");
    expect((await refusal(renameEntry(good, "aa/x.jpg", "C:/x.jpg"))).code).toBe("UNSAFE_PATH");
    expect(isUnsafePath("a/../../x.jpg")).toBe(true);
    expect(isUnsafePath("a/..x.jpg")).toBe(false);
  });

  it("refuses a nested archive by its name and by its bytes", async () => {
    const inner = await makeZip([{ name: "x.jpg", data: JPEG }]);
    expect(await refusal(await makeZip([{ name: "more.zip", data: inner }]))).toEqual({ code: "NESTED_ARCHIVE", values: { zip: "Anna Schmidt.zip", file: "more.zip" } });
    expect((await refusal(await makeZip([{ name: "old.7z", data: Buffer.from("7z") }]))).code).toBe("NESTED_ARCHIVE");
    // A zip, or a gzip stream, that calls itself a photo.
    expect(await refusal(await makeZip([{ name: "photo.jpg", data: inner }]))).toEqual({ code: "NESTED_ARCHIVE", values: { zip: "Anna Schmidt.zip", file: "photo.jpg" } });
    expect((await refusal(await makeZip([{ name: "photo.png", data: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]) }]))).code).toBe("NESTED_ARCHIVE");
    expect(looksLikeArchive(Buffer.from("Rar!\x1a\x07\x00", "latin1"))).toBe(true);
    expect(looksLikeArchive(JPEG)).toBe(false);
  });

  it("refuses a file that is not a photo by its bytes, whatever its name", async () => {
    expect(await refusal(await makeZip([{ name: "cv.jpg", data: Buffer.from("%PDF-1.7 not a photo at all ".repeat(40)) }]))).toEqual({ code: "NOT_AN_IMAGE", values: { zip: "Anna Schmidt.zip", file: "cv.jpg" } });
    expect((await refusal(await makeZip([{ name: "photo.jpg", data: JPEG }, { name: "notes.txt", data: Buffer.from("hi") }]))).code).toBe("NOT_AN_IMAGE");
  });

  it("takes 1 to 3 photos: none or 4 are refused", async () => {
    expect((await refusal(await makeZip([{ name: "__MACOSX/._a.jpg", data: Buffer.from("x") }]))).code).toBe("NO_PHOTOS");
    const four = await makeZip([1, 2, 3, 4].map((i) => ({ name: `${i}.jpg`, data: JPEG })));
    expect(await refusal(four)).toEqual({ code: "TOO_MANY_PHOTOS", values: { zip: "Anna Schmidt.zip", count: 4, max: 3 } });
    expect((await inspect(await makeZip([1, 2, 3].map((i) => ({ name: `${i}.jpg`, data: JPEG }))))).photos).toHaveLength(3);
  });

  it("refuses more than 20 entries from the directory's count, junk included", async () => {
    const zip = await makeZip(Array.from({ length: 21 }, (_, i) => ({ name: `__MACOSX/${i}`, data: Buffer.from("x") })));
    expect(await refusal(zip)).toEqual({ code: "TOO_MANY_ENTRIES", values: { zip: "Anna Schmidt.zip", max: 20 } });
  });

  it("refuses a zip bomb by its declared size without inflating it", async () => {
    const bomb = await makeZip([{ name: "bomb.jpg", data: zeros(30) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toEqual({ code: "PHOTO_TOO_LARGE", values: { zip: "Anna Schmidt.zip", file: "bomb.jpg", maxMb: 20 } });
  });

  it("stops a bomb whose directory lies about its size at the declared size (SIZE_MISMATCH)", async () => {
    const zip = patchDeclaredSize(await makeZip([{ name: "bomb.jpg", data: Buffer.concat([JPEG, zeros(30)]) }]), "bomb.jpg", 1000);
    expect(await refusal(zip)).toEqual({ code: "SIZE_MISMATCH", values: { zip: "Anna Schmidt.zip", file: "bomb.jpg" } });
    // A lie the other way (declared larger than the bytes) is refused too.
    const short = patchDeclaredSize(await makeZip([{ name: "x.jpg", data: JPEG }]), "x.jpg", JPEG.length + 10);
    expect((await refusal(short)).code).toBe("SIZE_MISMATCH");
  });

  it("refuses photos that together pass the zip's total, and counts what it inflated", async () => {
    const limits = { ...ZIP_LIMITS, maxPhotoBytes: JPEG.length, maxTotalBytes: JPEG.length * 2 - 1 };
    const zip = await makeZip([{ name: "a.jpg", data: JPEG }, { name: "b.jpg", data: JPEG }]);
    expect((await refusal(zip, limits)).code).toBe("TOTAL_TOO_LARGE");
  });

  it("refuses what is not a zip, and a damaged one", async () => {
    expect((await refusal(Buffer.from("just some text, not a zip"))).code).toBe("NOT_A_ZIP");
    const zip = await makeZip([{ name: "x.jpg", data: JPEG }]);
    const damaged = Buffer.from(zip);
    damaged[60] = damaged[60]! ^ 0xff; // inside the deflated data
    expect(["CORRUPT_ZIP", "SIZE_MISMATCH"]).toContain((await refusal(damaged)).code);
  });

  it("refuses an encrypted entry", async () => {
    const zip = Buffer.from(await makeZip([{ name: "x.jpg", data: JPEG }]));
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const central = zip.readUInt32LE(eocd + 16);
    zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
    expect((await refusal(zip)).code).toBe("ENCRYPTED_ENTRY");
  });

  it("knows the junk operating systems add", () => {
    expect(["__MACOSX/a/._b.jpg", "a/.DS_Store", "._x.jpg", "x/Thumbs.db", "desktop.ini"].every(isJunk)).toBe(true);
    expect(isJunk("photos/me.jpg")).toBe(false);
  });
});

describe("ByteCap", () => {
  it("stops an inflating bomb at the first byte past the cap: nothing past it reaches the writer", async () => {
    const limit = 1024 * 1024;
    const bomb = deflateRawSync(zeros(50));
    let inflated = 0;
    let written = 0;
    const counter = new Transform({ transform: (chunk: Buffer, _e, cb) => ((inflated += chunk.length), cb(null, chunk)) });
    const cap = new ByteCap(limit, () => new Error("cap"));
    const sink = new Writable({ write: (chunk: Buffer, _e, cb) => ((written += chunk.length), cb()) });
    await expect(pipeline(Readable.from([bomb]), createInflateRaw(), counter, cap, sink)).rejects.toThrow("cap");
    expect(written).toBeLessThanOrEqual(limit);
    expect(cap.seen).toBe(limit + 1);
    // inflation stopped soon after: nowhere near the bomb's 50 MB
    expect(inflated).toBeLessThan(8 * limit);
  });
});

describe("writeCappedTempFile", () => {
  const body = (bytes: number) => new Blob([Buffer.alloc(bytes, 7)]).stream();
  const leftovers = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith("lumen-bulk-") && !f.startsWith("lumen-bulk-test-"));

  it("writes a body under the cap, and removes it on request", async () => {
    const file = await writeCappedTempFile(body(1000), 1000, () => new Error("too big"));
    expect(fs.statSync(file.path).size).toBe(1000);
    await file.remove();
    expect(fs.existsSync(file.path)).toBe(false);
  });

  it("fails a body past the cap and leaves no file behind", async () => {
    const before = leftovers();
    await expect(writeCappedTempFile(body(3 * 1024 * 1024), 1024 * 1024, () => new BulkUploadError("ZIP_TOO_LARGE", { zip: "x.zip", maxMb: 1 }))).rejects.toMatchObject({ code: "ZIP_TOO_LARGE" });
    expect(leftovers()).toEqual(before);
  });
});
