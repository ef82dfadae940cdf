import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET, HEAD } from "@/app/api/files/[...key]/route";
import { setDbForTests } from "@/lib/db";
import { env } from "@/lib/env";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createLocalStorage, getStorage, InvalidKeyError, setStorageForTests, type FileStorage } from "./index";
import { DeliverableKeyError } from "./deliverables";
import { buildSignedUrl, deriveUrlKey } from "./signing";

let dir: string;
let storage: FileStorage;
let db: TestDb;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-storage-"));
  storage = createLocalStorage(dir, { secret: env.AUTH_SECRET });
  setStorageForTests(storage);
  // The file route runs in the route wrapper, which opens the process's database.
  db = await openTestDb("pglite");
  setDbForTests(db);
});

afterAll(async () => {
  setStorageForTests();
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Calls the real route handler the way Next does: a Request and the catch-all params. */
function callRoute(url: string, init: RequestInit & { method?: "GET" | "HEAD" } = {}) {
  const full = new URL(url, "http://localhost:3000");
  const key = full.pathname.replace(/^\/api\/files\//, "").split("/").map(decodeURIComponent);
  const handler = init.method === "HEAD" ? HEAD : GET;
  return handler(new Request(full, init), { params: Promise.resolve({ key }) });
}

describe("local storage driver", () => {
  it("stores, reads, streams, stats and deletes files", async () => {
    const bytes = Buffer.from("hello, lumen");
    await storage.put("shoots/s1/photos/a.jpg", bytes, { contentType: "image/jpeg", cacheControl: "private, max-age=60" });
    expect(await storage.get("shoots/s1/photos/a.jpg")).toEqual(bytes);
    expect(await storage.exists("shoots/s1/photos/a.jpg")).toBe(true);
    expect(await storage.stat("shoots/s1/photos/a.jpg")).toMatchObject({ size: bytes.length, contentType: "image/jpeg", cacheControl: "private, max-age=60" });
    expect(await new Response(await storage.stream("shoots/s1/photos/a.jpg")).text()).toBe("hello, lumen");
    expect(await new Response(await storage.stream("shoots/s1/photos/a.jpg", { start: 7, end: 11 })).text()).toBe("lumen");

    // Overwrite is atomic and leaves no temporary files behind.
    await storage.put("shoots/s1/photos/a.jpg", Buffer.from("v2"), { contentType: "image/png" });
    expect((await storage.get("shoots/s1/photos/a.jpg"))!.toString()).toBe("v2");
    expect((await storage.stat("shoots/s1/photos/a.jpg"))!.contentType).toBe("image/png");
    expect(fs.readdirSync(path.join(dir, ".tmp"))).toEqual([]);

    await storage.delete("shoots/s1/photos/a.jpg");
    await storage.delete("shoots/s1/photos/a.jpg"); // missing: not an error
    expect(await storage.get("shoots/s1/photos/a.jpg")).toBeNull();
    expect(await storage.stream("shoots/s1/photos/a.jpg")).toBeNull();
    expect(await storage.stat("shoots/s1/photos/a.jpg")).toBeNull();
    expect(fs.existsSync(path.join(dir, "shoots"))).toBe(false); // empty folders are cleaned up
  });

  it("deletes everything under a prefix and counts it", async () => {
    for (const k of ["p/a/1.jpg", "p/a/2.jpg", "p/a/deep/3.jpg", "p/b/4.jpg"]) await storage.put(k, Buffer.from(k), { contentType: "image/jpeg" });
    // A folder is not a file.
    expect(await storage.get("p/a")).toBeNull();
    expect(await storage.stream("p/a")).toBeNull();
    expect(await storage.stat("p/a")).toBeNull();
    expect(await storage.deletePrefix("p/a/")).toBe(3);
    expect(await storage.exists("p/a/1.jpg")).toBe(false);
    expect(await storage.exists("p/b/4.jpg")).toBe(true);
    expect(await storage.deletePrefix("p/a/")).toBe(0);
    await expect(storage.deletePrefix("")).rejects.toThrow(InvalidKeyError);
    await expect(storage.deletePrefix("p")).rejects.toThrow(InvalidKeyError);
  });

  it("writes while a delete beside it removes the folders it empties (the lanes of one shoot)", async () => {
    // One lane stores style a's file while the other clears style b's leftovers, which removes the
    // emptied results/ folder (and its sidecar folder) after the write made it and before its rename.
    const base = "race/shoot/results";
    await storage.put(`${base}/b/1.jpg`, Buffer.from("b"), { contentType: "image/jpeg" });
    const realRename = fsp.rename;
    let deletes = 0;
    const rename = vi.spyOn(fsp, "rename").mockImplementation(async (from, to) => {
      if (String(to).includes(`${path.sep}a${path.sep}`) && deletes < 2) {
        deletes += 1;
        await fsp.rm(path.dirname(String(to)), { recursive: true, force: true });
        await storage.deletePrefix(`${base}/b/`);
      }
      return realRename(from, to);
    });
    try {
      await storage.put(`${base}/a/1.jpg`, Buffer.from("a"), { contentType: "image/jpeg" });
    } finally {
      rename.mockRestore();
    }
    expect(deletes).toBe(2); // the file's rename and its sidecar's each lost their folder once
    expect((await storage.get(`${base}/a/1.jpg`))?.toString()).toBe("a");
    expect((await storage.stat(`${base}/a/1.jpg`))?.contentType).toBe("image/jpeg");
    expect(fs.readdirSync(path.join(dir, ".tmp"))).toEqual([]);
  });

  it("makes its folders again when mkdir reports ENOTDIR for a folder a delete removed under it", async () => {
    // Node's recursive mkdir checks that an existing folder is a folder; when a delete removed it in
    // between, it reports ENOTDIR (seen in the demo seed: two lanes of one shoot). That timing cannot be
    // scheduled from here, so the first mkdir reports what Node reported then.
    const realMkdir = fsp.mkdir;
    let failed = 0;
    const mkdir = vi.spyOn(fsp, "mkdir").mockImplementation(async (p, options) => {
      if (String(p).endsWith(`${path.sep}results${path.sep}c`) && failed === 0) {
        failed += 1;
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${path.dirname(String(p))}'`), { code: "ENOTDIR" });
      }
      return realMkdir(p, options);
    });
    try {
      await storage.put("race/shoot/results/c/1.jpg", Buffer.from("c"), { contentType: "image/jpeg" });
    } finally {
      mkdir.mockRestore();
    }
    expect(failed).toBe(1);
    expect((await storage.get("race/shoot/results/c/1.jpg"))?.toString()).toBe("c");
    // A real file where a folder belongs is still an error, after a few attempts.
    await storage.put("race/file", Buffer.from("f"), { contentType: "image/jpeg" });
    await expect(storage.put("race/file/1.jpg", Buffer.from("x"), { contentType: "image/jpeg" })).rejects.toMatchObject({ code: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect(await storage.deletePrefix("race/")).toBe(3);
    expect(fs.readdirSync(path.join(dir, ".tmp"))).toEqual([]);
  });

  it("refuses keys that could leave the storage folder", async () => {
    const bad = ["../etc/passwd", "a/../../x", "/abs/x.jpg", "a//b.jpg", "a\\b.jpg", "a/./b", ".meta/x.json", "a/.tmp", "", "a/b c.jpg", "a/%2e%2e/x"];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.signedUrl(key), key).rejects.toThrow(InvalidKeyError);
    }
    expect(fs.existsSync(path.join(path.dirname(dir), "etc"))).toBe(false);
  });

  it("getStorage() is one process-wide driver", () => {
    expect(getStorage()).toBe(storage);
    expect(getStorage().driver).toBe("local");
  });
});

describe("GET /api/files/{key} (signed URLs)", () => {
  const photo = Buffer.alloc(5000, 7);

  beforeAll(async () => {
    await storage.put("shoots/s2/photos/p1.jpg", photo, { contentType: "image/jpeg" });
  });

  it("serves a file with a valid signature: type, length, private caching, inline", async () => {
    const url = await storage.signedUrl("shoots/s2/photos/p1.jpg", { expiresIn: 600 });
    expect(url).toMatch(/^\/api\/files\/shoots\/s2\/photos\/p1\.jpg\?exp=\d+&sig=[\w-]+$/);
    const res = await callRoute(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-length")).toBe("5000");
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=(59\d|600)$/);
    expect(res.headers.get("content-disposition")).toBe("inline");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(photo);
  });

  it("asks for a download under the signed file name", async () => {
    const url = await storage.signedUrl("shoots/s2/photos/p1.jpg", { downloadName: "Müller headshot.jpg" });
    const res = await callRoute(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="M_ller headshot.jpg"; filename*=UTF-8''M%C3%BCller%20headshot.jpg`);
    // The name is part of what is signed: changing it breaks the link.
    const res2 = await callRoute(url.replace("dl=M", "dl=X"));
    expect(res2.status).toBe(403);
  });

  it("answers HEAD with the headers and no body, and serves byte ranges", async () => {
    const url = await storage.signedUrl("shoots/s2/photos/p1.jpg");
    const head = await callRoute(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("5000");
    expect(head.body).toBeNull();

    const part = await callRoute(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/5000");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await callRoute(url, { headers: { Range: "bytes=-10" } });
    expect(tail.headers.get("content-range")).toBe("bytes 4990-4999/5000");
    const bad = await callRoute(url, { headers: { Range: "bytes=6000-" } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe("bytes */5000");
    expect((await bad.json()).error.code).toBe("RANGE_NOT_SATISFIABLE");
  });

  it("refuses a tampered signature with 403 and a clear, localised JSON error", async () => {
    const url = await storage.signedUrl("shoots/s2/photos/p1.jpg");
    const sig = new URL(url, "http://x").searchParams.get("sig")!;
    const flipped = url.replace(`sig=${sig}`, `sig=${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`);
    for (const tampered of [
      flipped,
      url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`), // longer life
      url.replace("p1.jpg", "p2.jpg"), // another file with the same signature
      url.replace(/&sig=.*$/, ""), // no signature
      `/api/files/shoots/s2/photos/p1.jpg`,
    ]) {
      const res = await callRoute(tampered);
      expect(res.status, tampered).toBe(403);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("FILE_LINK_INVALID");
      expect(body.error.message).toBe("This file link is not valid.");
    }
    const de = await callRoute(flipped, { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect((await de.json()).error.message).toBe("Dieser Dateilink ist ungültig.");
  });

  it("refuses an expired link with 403 FILE_LINK_EXPIRED", async () => {
    const key = deriveUrlKey(env.AUTH_SECRET);
    const url = buildSignedUrl(key, "shoots/s2/photos/p1.jpg", { expiresIn: 60, now: Date.now() - 61_000 });
    const res = await callRoute(url, { headers: { Cookie: "i18n_redirected=es" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "FILE_LINK_EXPIRED", message: "Este enlace al archivo ha caducado. Recarga la página para obtener uno nuevo." } });
    // The same link one minute earlier was fine.
    const fresh = buildSignedUrl(key, "shoots/s2/photos/p1.jpg", { expiresIn: 60, now: Date.now() - 30_000 });
    expect((await callRoute(fresh)).status).toBe(200);
    // A link signed with another secret is worthless.
    const other = buildSignedUrl(deriveUrlKey("another-secret-another-secret-another"), "shoots/s2/photos/p1.jpg", {});
    expect((await callRoute(other)).status).toBe(403);
  });

  it("answers 404 for a validly signed link to a missing file, 403 for a traversal attempt", async () => {
    const url = await storage.signedUrl("shoots/s2/photos/gone.jpg");
    const res = await callRoute(url);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("FILE_NOT_FOUND");
    const res2 = await GET(new Request("http://localhost/api/files/x?exp=1&sig=a"), { params: Promise.resolve({ key: ["..", "..", "etc", "passwd"] }) });
    expect(res2.status).toBe(403);
  });

  it("streams a large file in chunks instead of reading it whole", async () => {
    const big = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    await storage.put("big/file.jpg", big, { contentType: "image/jpeg" });
    const res = await callRoute(await storage.signedUrl("big/file.jpg"));
    expect(res.headers.get("content-length")).toBe(String(big.length));
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(chunks.length).toBeGreaterThan(16);
    expect(Math.max(...chunks.map((c) => c.byteLength))).toBeLessThanOrEqual(1024 * 1024);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });
});

describe("delivered files are never handed out by URL", () => {
  const base = "shoots/s3/results/r1/";
  const delivered = [`${base}main.jpg`, `${base}main.png`, `${base}portrait.jpg`, `${base}print.png`, `${base}preview.jpg`, "shoots/s3/zips/00000000-0000-0000-0000-000000000000/parts/part-00000"];

  beforeAll(async () => {
    for (const key of [...delivered, `${base}thumb.webp`, `${base}preview.webp`]) await storage.put(key, Buffer.from(key), { contentType: "image/jpeg" });
  });

  it("refuses to sign a result's main, portrait or print file or a zip part; signs its thumbnail and preview", async () => {
    for (const key of delivered) await expect(storage.signedUrl(key), key).rejects.toThrow(DeliverableKeyError);
    for (const key of [`${base}thumb.webp`, `${base}preview.webp`, "shoots/s3/photos/p1.jpg"]) await expect(storage.signedUrl(key), key).resolves.toContain(key);
  });

  it("refuses a link to a delivered file signed before (what the lightbox and the share page used), even with a valid signature", async () => {
    const urlKey = deriveUrlKey(env.AUTH_SECRET);
    for (const key of delivered) {
      for (const url of [buildSignedUrl(urlKey, key, { expiresIn: 3600 }), buildSignedUrl(urlKey, key, { expiresIn: 3600, downloadName: "headshot.jpg" })]) {
        for (const init of [{}, { headers: { Range: "bytes=1-" } }, { method: "HEAD" as const }]) {
          const res = await callRoute(url, init);
          expect(res.status, key).toBe(403);
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe("FILE_LINK_INVALID");
        }
      }
    }
    const preview = await callRoute(buildSignedUrl(urlKey, `${base}preview.webp`, { expiresIn: 3600 }));
    expect(preview.status).toBe(200);
    expect(await preview.text()).toBe(`${base}preview.webp`);
  });
});
