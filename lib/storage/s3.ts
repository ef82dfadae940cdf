// S3-compatible driver (AWS S3, MinIO, R2, …) over plain HTTP with aws4fetch (SigV4).
// Presigned GET URLs for the browser; ListObjectsV2 + DeleteObjects for prefix deletes.
import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertSignable } from "./deliverables";
import { assertValidKey, assertValidPrefix, encodeKeyPath } from "./keys";
import { attachmentDisposition, DEFAULT_EXPIRES_IN, MAX_EXPIRES_IN } from "./signing";
import type { ByteRange, FileInfo, FileStorage, PrefixUsage, PutOptions, SignedUrlOptions } from "./types";

export type S3StorageOptions = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO, s3rver, most self-hosted stores) instead of bucket.endpoint/key. */
  forcePathStyle?: boolean;
  /** Retries on 5xx and network errors (aws4fetch; default 2). */
  retries?: number;
  /** Keys per ListObjectsV2 page and per DeleteObjects call (default and S3's maximum: 1000). */
  pageSize?: number;
};

export class S3StorageError extends Error {
  constructor(
    public readonly operation: string,
    public readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}: ${detail.slice(0, 300)}`);
    this.name = "S3StorageError";
  }
}

function xmlUnescape(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function tagValues(xml: string, tag: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g");
  for (let m = re.exec(xml); m; m = re.exec(xml)) out.push(xmlUnescape(m[1]!));
  return out;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: options.retries ?? 2,
  });
  const pageSize = Math.min(Math.max(1, options.pageSize ?? 1000), 1000);
  const endpoint = new URL(options.endpoint);
  const bucketBase = options.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, "")}`;

  const objectUrl = (key: string) => `${bucketBase}/${encodeKeyPath(assertValidKey(key))}`;

  async function fail(operation: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => "");
    throw new S3StorageError(operation, res.status, text || res.statusText);
  }

  async function getObject(key: string, range?: ByteRange): Promise<Response | null> {
    const headers: Record<string, string> = {};
    if (range) headers.Range = `bytes=${range.start}-${range.end}`;
    const res = await client.fetch(objectUrl(key), { method: "GET", headers });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) await fail("GetObject", res);
    return res;
  }

  async function listKeys(prefix: string, continuationToken?: string): Promise<{ keys: string[]; next?: string }> {
    const url = new URL(`${bucketBase}/`);
    url.searchParams.set("list-type", "2");
    url.searchParams.set("prefix", prefix);
    url.searchParams.set("max-keys", String(pageSize));
    if (continuationToken) url.searchParams.set("continuation-token", continuationToken);
    const res = await client.fetch(url.toString(), { method: "GET" });
    if (!res.ok) await fail("ListObjectsV2", res);
    const xml = await res.text();
    const keys = tagValues(xml, "Key");
    const truncated = tagValues(xml, "IsTruncated")[0] === "true";
    const next = truncated ? tagValues(xml, "NextContinuationToken")[0] : undefined;
    return { keys, next };
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>` +
      keys.map((k) => `<Object><Key>${xmlEscape(k)}</Key></Object>`).join("") +
      `</Delete>`;
    const bytes = Buffer.from(body, "utf8");
    const res = await client.fetch(`${bucketBase}/?delete`, {
      method: "POST",
      body: bytes,
      headers: { "Content-Type": "application/xml", "Content-MD5": createHash("md5").update(bytes).digest("base64") },
    });
    if (!res.ok) await fail("DeleteObjects", res);
    const xml = await res.text();
    if (xml.includes("<Error>")) {
      throw new S3StorageError("DeleteObjects", res.status, tagValues(xml, "Message").join("; ") || xml);
    }
  }

  const storage: FileStorage = {
    driver: "s3",

    async usage(): Promise<PrefixUsage[]> {
      const byPrefix = new Map<string, PrefixUsage>();
      let token: string | undefined;
      do {
        const url = new URL(`${bucketBase}/`);
        url.searchParams.set("list-type", "2");
        url.searchParams.set("max-keys", String(pageSize));
        if (token) url.searchParams.set("continuation-token", token);
        const res = await client.fetch(url.toString(), { method: "GET" });
        if (!res.ok) await fail("ListObjectsV2", res);
        const xml = await res.text();
        for (const item of tagValues(xml, "Contents")) {
          const key = tagValues(item, "Key")[0] ?? "";
          const top = key.includes("/") ? key.slice(0, key.indexOf("/")) : "";
          const u = byPrefix.get(top) ?? { prefix: top, bytes: 0, files: 0 };
          u.bytes += Number(tagValues(item, "Size")[0] ?? 0);
          u.files += 1;
          byPrefix.set(top, u);
        }
        token = tagValues(xml, "IsTruncated")[0] === "true" ? tagValues(xml, "NextContinuationToken")[0] : undefined;
      } while (token);
      return [...byPrefix.values()].sort((a, b) => a.prefix.localeCompare(b.prefix));
    },

    async put(key: string, bytes: Buffer, putOptions: PutOptions): Promise<void> {
      const headers: Record<string, string> = {
        "Content-Type": putOptions.contentType,
        "Content-Length": String(bytes.byteLength),
        "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
      };
      if (putOptions.cacheControl) headers["Cache-Control"] = putOptions.cacheControl;
      const res = await client.fetch(objectUrl(key), { method: "PUT", body: new Uint8Array(bytes), headers });
      if (!res.ok) await fail("PutObject", res);
      await res.body?.cancel();
    },

    async get(key: string): Promise<Buffer | null> {
      const res = await getObject(key);
      return res ? Buffer.from(await res.arrayBuffer()) : null;
    },

    async stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
      const res = await getObject(key, range);
      return res ? (res.body ?? new ReadableStream({ start: (c) => c.close() })) : null;
    },

    async stat(key: string): Promise<FileInfo | null> {
      const res = await client.fetch(objectUrl(key), { method: "HEAD" });
      if (res.status === 404) return null;
      if (!res.ok) throw new S3StorageError("HeadObject", res.status, res.statusText);
      const lastModified = res.headers.get("last-modified");
      const cacheControl = res.headers.get("cache-control");
      return {
        size: Number(res.headers.get("content-length") ?? 0),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
        ...(cacheControl ? { cacheControl } : {}),
        ...(lastModified ? { lastModified: new Date(lastModified) } : {}),
      };
    },

    async exists(key: string): Promise<boolean> {
      return (await storage.stat(key)) !== null;
    },

    async delete(key: string): Promise<void> {
      const res = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("DeleteObject", res);
      await res.body?.cancel();
    },

    async deletePrefix(prefix: string): Promise<number> {
      assertValidPrefix(prefix);
      // List every page first (deleting while paging lets some stores lose their place), then delete
      // in batches: each DeleteObjects call takes at most 1000 keys.
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await listKeys(prefix, token);
        keys.push(...page.keys.filter((k) => k.startsWith(prefix)));
        token = page.next;
      } while (token);
      for (let i = 0; i < keys.length; i += pageSize) await deleteKeys(keys.slice(i, i + pageSize));
      const count = keys.length;
      return count;
    },

    async signedUrl(key: string, urlOptions?: SignedUrlOptions): Promise<string> {
      const url = new URL(objectUrl(assertSignable(key)));
      const expiresIn = Math.min(Math.max(Math.floor(urlOptions?.expiresIn ?? DEFAULT_EXPIRES_IN), 1), MAX_EXPIRES_IN);
      url.searchParams.set("X-Amz-Expires", String(expiresIn));
      if (urlOptions?.downloadName) url.searchParams.set("response-content-disposition", attachmentDisposition(urlOptions.downloadName));
      const signed = await client.sign(url.toString(), { method: "GET", aws: { signQuery: true } });
      return signed.url;
    },
  };
  return storage;
}
