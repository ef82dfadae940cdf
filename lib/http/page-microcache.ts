// A few seconds of shared caching in front of Next for the cached public pages ("microcaching"), in
// the production server (scripts/serve.ts). Next keeps those pages rendered (ISR), but still spends a
// request's worth of work on each one: its router, the proxy, reading the cache entry and compressing
// the HTML again for every visitor. Here a public page (a "marketing" route) Next itself marked shareable (status 200,
// `Cache-Control` with `s-maxage`, no `Set-Cookie`) is kept for TTL_MS and answered directly,
// compressed once per encoding (not a page Next itself calls STALE: it is being made again), with its
// framework scripts started after the first paint (lib/http/paint-first.ts). What a visitor sees is never older than Next's own cache allows plus
// TTL_MS, and `clearPageMicroCache()` (called by lib/content/revalidate.ts) drops everything at once
// when content changes. Never cached: anything but GET/HEAD, the API, Next's files, client-side
// navigations (RSC requests), server actions, and any answer Next did not mark shareable, so pages
// that depend on the visitor (signed in, per request) always reach Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import { splitLocale } from "../i18n/config";
import { detectLocale } from "../i18n/detect";
import { isCachedLayout, matchRoute } from "../routes/registry";
import { paintFirst } from "./paint-first";

const TTL_MS = 5_000;
const MAX_ENTRIES = 300;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const LOCALE_COOKIE = "i18n_redirected";
/** Headers of the stored answer that are the transport's, not the page's (and Next's ETag, made again for the kept body). */
const HOP_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "vary", "etag"]);
/**
 * Next's own bookkeeping (x-nextjs-cache, -prerender, -stale-time, x-middleware-rewrite): nothing a
 * browser uses, and every byte counts on `/`, whose answer must fit a new connection's first round trip.
 */
const NEXT_INTERNAL = /^x-(nextjs|middleware)-/;
/** Request headers that make Next answer something other than the page's HTML. */
const NOT_A_PAGE_REQUEST = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action", "next-url", "range"];

type Encoding = "br" | "gzip";
/**
 * A page's compressed forms, shared by every entry with the same body (a page kept again after its few
 * seconds is usually unchanged). Brotli at its best quality (`/` goes from 15.5 to 13.4 KB, under the
 * 14.6 KB a new connection can carry in its first round trip) takes up to 0.2 s, so it runs off the
 * event loop, one page at a time (the thread pool also reads files and hashes passwords: after the cache
 * is emptied, a crawler must not queue a compression per page in front of them); until it is ready, a
 * quick one (Brotli 5, a few milliseconds) answers. gzip (level 6) is for the rare client without Brotli.
 */
type Packed = { best?: Buffer; quick: Partial<Record<Encoding, Buffer>>; etag: string };
type Entry = { status: number; headers: [string, string | string[]][]; body: Buffer; packed: Packed; expires: number };

const QUICK: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
/** A best-quality compression is running (at most one in the process). */
let compressing = false;

function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return "";
}

export class PageMicroCache {
  private entries = new Map<string, Entry>();
  private packs = new Map<string, Packed>();

  constructor(private readonly ttlMs = TTL_MS, private readonly maxEntries = MAX_ENTRIES, private readonly now: () => number = Date.now) {}

  /** The cache key of a request that may be answered from here, or null. */
  keyFor(req: IncomingMessage): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const url = req.url ?? "/";
    if (url.startsWith("/api/") || url.startsWith("/_next/")) return null;
    if (NOT_A_PAGE_REQUEST.some((h) => req.headers[h] !== undefined)) return null;
    // Only the cached public pages (isCachedLayout); every other page goes straight to Next.
    const path = url.split("?")[0]!;
    const route = matchRoute(splitLocale(path).path)?.route;
    if (!route || !isCachedLayout(route.layout)) return null;
    // The page is the same whatever the query (a cached page never reads it): one entry per address,
    // so made-up query strings cannot push the real pages out. "/" alone depends on the visitor:
    // proxy.ts sends them to their language (cookie, then browser), so it is kept per that language.
    if (path === "/") return `/|${detectLocale({ cookie: cookieValue(req.headers.cookie, LOCALE_COOKIE), acceptLanguage: String(req.headers["accept-language"] ?? "") })}`;
    return path;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.packs.clear();
  }

  /** The compressed forms of `body`, shared with any kept page with the same bytes (bounded). */
  private packFor(body: Buffer): Packed {
    const digest = createHash("sha256").update(body).digest("base64url").slice(0, 22);
    let packed = this.packs.get(digest);
    if (!packed) {
      if (this.packs.size >= this.maxEntries) this.packs.delete(this.packs.keys().next().value!);
      packed = { quick: {}, etag: `W/"${digest}"` };
      this.packs.set(digest, packed);
    }
    return packed;
  }

  /** `body` compressed as `encoding`: Brotli's best form once it is ready (started here when none is running), the quick form until then. */
  private compressed(entry: Entry, encoding: Encoding): Buffer {
    const { packed, body } = entry;
    if (encoding === "br" && packed.best) return packed.best;
    if (encoding === "br" && !compressing) {
      compressing = true;
      brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (err, out) => {
        compressing = false;
        if (err) return;
        packed.best = out;
        delete packed.quick.br;
      });
    }
    return (packed.quick[encoding] ??= QUICK[encoding](body));
  }

  /** Answers `req` from the cache when it can; true when it did. */
  serve(key: string, req: IncomingMessage, res: ServerResponse, state: "HIT" | "MISS" = "HIT"): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return false;
    }
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    const body = encoding ? this.compressed(entry, encoding) : entry.body;
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // Next's ETag describes the page before paint-first rewrote it: this one describes what is sent.
    res.setHeader("etag", entry.packed.etag);
    res.setHeader("vary", "Accept-Encoding");
    if (encoding) res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", body.length);
    res.setHeader("x-lumen-microcache", state);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * Lets Next answer `req` into a buffer (its plain HTML: the cache compresses it once per encoding),
   * keeps the answer when Next marked it shareable, and sends it, compressed as the visitor accepts.
   * An answer that cannot be kept (a 404, a private page) is sent as Next gave it.
   */
  record(key: string, req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== "GET") return;
    const accepts = req.headers["accept-encoding"];
    delete req.headers["accept-encoding"];
    const chunks: Buffer[] = [];
    let size = 0;
    let headStatus: number | null = null;
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const callback = (...args: unknown[]) => {
      const cb = args.find((a) => typeof a === "function") as (() => void) | undefined;
      if (cb) queueMicrotask(cb);
    };
    res.flushHeaders = () => undefined;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      headStatus = status;
      const headers = rest.find((r) => typeof r === "object" && r !== null) as Record<string, string | string[] | number> | string[] | undefined;
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      return res;
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      callback(...rest);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      Object.assign(res, original);
      if (headStatus !== null) res.statusCode = headStatus;
      const body = Buffer.concat(chunks);
      const headers = res.getHeaders();
      const cacheControl = String(headers["cache-control"] ?? "");
      const shareable = res.statusCode === 200 && size <= MAX_BODY_BYTES && /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl) && headers["set-cookie"] === undefined && headers["content-encoding"] === undefined && headers["x-nextjs-cache"] !== "STALE";
      if (!shareable) {
        res.end(body);
        callback(...rest);
        return res;
      }
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      const html = String(headers["content-type"] ?? "").startsWith("text/html");
      // Kept pages start their scripts after the first paint (lib/http/paint-first.ts).
      const kept = html ? Buffer.from(paintFirst(body.toString("utf8"))) : body;
      this.entries.set(key, {
        status: 200,
        headers: Object.entries(headers).flatMap(([name, value]) => (value === undefined || HOP_HEADERS.has(name) || NEXT_INTERNAL.test(name) ? [] : [[name, typeof value === "number" ? String(value) : value] as [string, string | string[]]])),
        body: kept,
        packed: this.packFor(kept),
        expires: this.now() + this.ttlMs,
      });
      if (accepts !== undefined) req.headers["accept-encoding"] = accepts;
      this.serve(key, req, res, "MISS");
      callback(...rest);
      return res;
    }) as typeof res.end;
  }
}

const GLOBAL = Symbol.for("lumen.pageMicroCache");

/** The server's one cache (scripts/serve.ts), reachable from the app's code in the same process. */
export function installPageMicroCache(cache: PageMicroCache): void {
  (globalThis as Record<symbol, unknown>)[GLOBAL] = cache;
}

/** Drops every kept page (content changed); nothing to do where no cache runs (dev, tests, jobs). */
export function clearPageMicroCache(): void {
  ((globalThis as Record<symbol, unknown>)[GLOBAL] as PageMicroCache | undefined)?.clear();
}
