// The S3 driver against a real S3-protocol server on loopback (s3rver, files in a temp dir).
// s3rver checks the access key and the expiry of presigned URLs but not SigV4 signatures themselves,
// so the presigned URL's signature is also recomputed here, independently, from AWS's published algorithm.
// s3rver 3.7.1 encrypts ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 only
// offers through its legacy provider: the server runs in a child process started with
// --openssl-legacy-provider (in-process, every second list page fails with HTTP 500).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliverableKeyError } from "./deliverables";
import { createS3Storage, InvalidKeyError, type FileStorage } from "./index";

const BUCKET = "lumen-test";
const CREDS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let dir: string;
let server: ChildProcess;
let endpoint: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-s3rver-"));
  const script = `
    const S3rver = require("s3rver");
    new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: ${JSON.stringify(BUCKET)}, configs: [] }] })
      .run().then((a) => console.log(JSON.stringify({ port: a.port })), (e) => { console.error(e); process.exit(1); });`;
  server = spawn(process.execPath, ["--openssl-legacy-provider", "-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      const m = /\{"port":(\d+)\}/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage({ endpoint, region: "us-east-1", bucket: BUCKET, ...CREDS, forcePathStyle: true, pageSize: 2 });
});

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** SigV4 query-string signature, written from the AWS documentation (not from aws4fetch). */
function expectedPresignSignature(url: URL, secret: string): string {
  const params = [...url.searchParams.entries()].filter(([k]) => k !== "X-Amz-Signature");
  const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  const query = params.map(([k, v]) => [enc(k), enc(v)]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join("&");
  const canonical = ["GET", url.pathname, query, `host:${url.host}\n`, "host", "UNSIGNED-PAYLOAD"].join("\n");
  const date = url.searchParams.get("X-Amz-Date")!;
  const scope = url.searchParams.get("X-Amz-Credential")!.split("/").slice(1).join("/");
  const toSign = ["AWS4-HMAC-SHA256", date, scope, createHash("sha256").update(canonical).digest("hex")].join("\n");
  const [day, region, service] = scope.split("/");
  let k: Buffer = createHmac("sha256", `AWS4${secret}`).update(day!).digest();
  for (const part of [region!, service!, "aws4_request"]) k = createHmac("sha256", k).update(part).digest();
  return createHmac("sha256", k).update(toSign).digest("hex");
}

describe("S3 storage driver (s3rver on loopback)", () => {
  it("puts, gets, stats, streams ranges and deletes objects", async () => {
    const bytes = Buffer.from("s3 bytes for lumen");
    await storage.put("shoots/s1/photos/a.jpg", bytes, { contentType: "image/jpeg", cacheControl: "private, max-age=60" });
    expect(await storage.get("shoots/s1/photos/a.jpg")).toEqual(bytes);
    expect(await storage.stat("shoots/s1/photos/a.jpg")).toMatchObject({ size: bytes.length, contentType: "image/jpeg", cacheControl: "private, max-age=60" });
    expect(await storage.exists("shoots/s1/photos/a.jpg")).toBe(true);
    expect(await new Response(await storage.stream("shoots/s1/photos/a.jpg")).text()).toBe("s3 bytes for lumen");
    expect(await new Response(await storage.stream("shoots/s1/photos/a.jpg", { start: 3, end: 7 })).text()).toBe("bytes");
    // The object really is in the bucket (s3rver keeps it on disk under the bucket folder).
    expect(fs.existsSync(path.join(dir, BUCKET, "shoots/s1/photos"))).toBe(true);

    await storage.delete("shoots/s1/photos/a.jpg");
    await storage.delete("shoots/s1/photos/a.jpg"); // missing: not an error
    expect(await storage.get("shoots/s1/photos/a.jpg")).toBeNull();
    expect(await storage.stream("shoots/s1/photos/a.jpg")).toBeNull();
    expect(await storage.stat("shoots/s1/photos/a.jpg")).toBeNull();
    expect(await storage.exists("shoots/s1/photos/a.jpg")).toBe(false);
  });

  it("deletes a prefix over several list pages (ListObjectsV2 + DeleteObjects)", async () => {
    const keys = ["shoots/s2/photos/1.jpg", "shoots/s2/photos/2.jpg", "shoots/s2/photos/3.jpg", "shoots/s2/photos/4.thumb.jpg", "shoots/s2/results/5.jpg", "shoots/s20/photos/6.jpg"];
    for (const k of keys) await storage.put(k, Buffer.from(k), { contentType: "image/jpeg" });
    expect(await storage.deletePrefix("shoots/s2/photos/")).toBe(4); // 2 per page: three pages
    for (const k of keys.slice(0, 4)) expect(await storage.exists(k), k).toBe(false);
    expect(await storage.exists("shoots/s2/results/5.jpg")).toBe(true);
    expect(await storage.exists("shoots/s20/photos/6.jpg")).toBe(true); // "s2/" is not a prefix of "s20/"
    expect(await storage.deletePrefix("shoots/s2/")).toBe(1);
    expect(await storage.deletePrefix("nothing/here/")).toBe(0);
    await expect(storage.deletePrefix("")).rejects.toThrow(InvalidKeyError);
  });

  it("measures bytes and files per top-level prefix over several list pages (/admin/development)", async () => {
    await storage.put("usage/a/1.jpg", Buffer.alloc(10), { contentType: "image/jpeg" });
    await storage.put("usage/b/2.jpg", Buffer.alloc(20), { contentType: "image/jpeg" });
    await storage.put("usage/b/3.jpg", Buffer.alloc(30), { contentType: "image/jpeg" });
    await storage.put("extra/x.jpg", Buffer.alloc(5), { contentType: "image/jpeg" });
    const usage = await storage.usage!();
    expect(usage.find((u) => u.prefix === "usage")).toEqual({ prefix: "usage", bytes: 60, files: 3 });
    expect(usage.find((u) => u.prefix === "extra")).toEqual({ prefix: "extra", bytes: 5, files: 1 });
    await storage.deletePrefix("usage/");
    await storage.deletePrefix("extra/");
  });

  it("presigns GET URLs the browser can fetch, with a download name, correctly signed", async () => {
    await storage.put("results/r1/photo.jpg", Buffer.from("result"), { contentType: "image/jpeg" });
    const url = await storage.signedUrl("results/r1/photo.jpg", { expiresIn: 300, downloadName: "Ana López headshot.jpg" });
    const parsed = new URL(url);
    expect(parsed.origin).toBe(endpoint);
    expect(parsed.pathname).toBe(`/${BUCKET}/results/r1/photo.jpg`);
    expect(parsed.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(parsed.searchParams.get("X-Amz-Signature")).toBe(expectedPresignSignature(parsed, CREDS.secretAccessKey));

    const res = await fetch(url); // no credentials: the URL is the authorisation
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("result");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Ana L_pez headshot.jpg"; filename*=UTF-8''Ana%20L%C3%B3pez%20headshot.jpg`);

    const inline = new URL(await storage.signedUrl("results/r1/photo.jpg"));
    expect(inline.searchParams.has("response-content-disposition")).toBe(false);
    expect(inline.searchParams.get("X-Amz-Expires")).toBe("900");
  });

  it("presigned URLs stop working once expired", async () => {
    await storage.put("results/r2/photo.jpg", Buffer.from("soon gone"), { contentType: "image/jpeg" });
    const url = await storage.signedUrl("results/r2/photo.jpg", { expiresIn: 1 });
    expect((await fetch(url)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("expired");
  });

  it("never presigns a delivered file: a result's main, portrait or print file or a zip part", async () => {
    for (const key of ["shoots/s1/results/r1/main.jpg", "shoots/s1/results/r1/portrait.jpg", "shoots/s1/results/r1/print.png", "shoots/s1/zips/z1/parts/part-00000"]) {
      await expect(storage.signedUrl(key), key).rejects.toThrow(DeliverableKeyError);
    }
    expect(new URL(await storage.signedUrl("shoots/s1/results/r1/preview.webp")).pathname).toBe(`/${BUCKET}/shoots/s1/results/r1/preview.webp`);
  });

  it("refuses unsafe keys before any request", async () => {
    for (const key of ["../x", "/abs", "a//b", "a\\b", ".hidden/x"]) {
      await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.signedUrl(key), key).rejects.toThrow(InvalidKeyError);
    }
  });

  it("reports a wrong secret as an S3 error, not as a missing file", async () => {
    const wrongBucket = createS3Storage({ endpoint, region: "us-east-1", bucket: "no-such-bucket", ...CREDS, forcePathStyle: true, retries: 0 });
    await expect(wrongBucket.put("a/b.jpg", Buffer.from("x"), { contentType: "image/jpeg" })).rejects.toThrow(/S3 PutObject failed with HTTP 404/);
    const wrongKey = createS3Storage({ endpoint, region: "us-east-1", bucket: BUCKET, accessKeyId: "NOPE", secretAccessKey: "x", forcePathStyle: true, retries: 0 });
    await expect(wrongKey.get("results/r1/photo.jpg")).rejects.toThrow(/HTTP 403/);
  });
});
