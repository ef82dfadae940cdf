import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearPageMicroCache, installPageMicroCache, PageMicroCache } from "./page-microcache";

// A real HTTP server with the cache in front of a stand-in for Next: what reaches "Next" is counted.
let clock = 1_000_000;
const cache = new PageMicroCache(5_000, 3, () => clock);
let calls: { url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let base = "";

const PAGE = "<!doctype html><html><body>" + "Lumen ".repeat(2000) + "</body></html>";
// Text that Brotli's best quality packs measurably tighter than its quick one.
const WORDS = ["headshot", "studio", "backdrop", "outfit", "portrait", "team", "credit", "gallery", "linkedin", "photo", "light", "navy"];
let seed = 7;
const PROSE = "<!doctype html><html><body>" + Array.from({ length: 6000 }, () => WORDS[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % WORDS.length]).join(" ") + "</body></html>";
const SCRIPTED = `<!doctype html><html><head><script src="/_next/static/chunks/react.js" async=""></script></head><body><h1>Pricing</h1></body></html>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = cache.keyFor(req);
    if (key && cache.serve(key, req, res)) return;
    if (key) cache.record(key, req, res);
    calls.push({ url: req.url ?? "", headers: { ...req.headers } });
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", "script-src 'self' 'unsafe-inline'");
    if (url.pathname === "/contact") res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
    else res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
    if (url.pathname === "/jobs") res.setHeader("set-cookie", "a=b");
    if (url.pathname === "/ugly") res.statusCode = 404;
    if (url.pathname === "/affiliate") res.setHeader("x-nextjs-cache", "STALE");
    // Next writes its head, then the body in parts.
    res.setHeader("x-nextjs-prerender", "1");
    res.writeHead(res.statusCode, { "x-powered-by-test": "next" });
    if (url.pathname === "/reviews") {
      res.setHeader("etag", `"next-etag"`);
      return void res.end(SCRIPTED);
    }
    if (url.pathname === "/best-ai-headshot-generators") return void res.end(PROSE);
    res.write(PAGE.slice(0, 100));
    res.end(`${PAGE.slice(100)}<!-- ${req.url} ${req.headers.cookie ?? ""} -->`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  cache.clear();
  calls = [];
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(`${base}${path}`, { method, headers });

describe("the public pages' microcache", () => {
  it("answers a shareable page from the cache after the first request, with the page's own headers", async () => {
    const first = await get("/pricing");
    expect(first.headers.get("x-lumen-microcache")).toBe("MISS");
    const second = await get("/pricing");
    expect(second.headers.get("x-lumen-microcache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("content-security-policy")).toBe("script-src 'self' 'unsafe-inline'");
    expect(second.headers.get("cache-control")).toContain("s-maxage=300");
    // Next's bookkeeping stays in the server.
    expect([...second.headers.keys()].filter((h) => /^x-(nextjs|middleware)-/.test(h))).toEqual([]);
    expect(calls).toHaveLength(1);
    // Next is asked for plain HTML: the cache compresses it itself.
    expect(calls[0]!.headers["accept-encoding"]).toBeUndefined();
  });

  it("keeps a page with its scripts started after the first paint (paint-first.ts), from the first answer on", async () => {
    for (const state of ["MISS", "HIT"]) {
      const answer = await get("/reviews");
      expect(answer.headers.get("x-lumen-microcache")).toBe(state);
      const html = await answer.text();
      expect(html).not.toContain(`<script src="/_next/static/chunks/react.js" async=""></script>`);
      expect(html).toContain(`var s=["/_next/static/chunks/react.js"]`);
      expect(html).toMatch(/requestAnimationFrame.*<\/script><\/body><\/html>$/);
    }
    // Its ETag names the page as sent, not as Next made it.
    const etags = await Promise.all([get("/reviews"), get("/reviews")]).then((rs) => rs.map((r) => r.headers.get("etag")));
    expect(etags[0]).toMatch(/^W\/"[\w-]+"$/);
    expect(etags[1]).toBe(etags[0]);
    expect(etags[0]).not.toBe(`"next-etag"`);
    // A page that cannot be kept goes out as Next made it.
    expect(await (await get("/contact")).text()).toBe(`${PAGE}<!-- /contact  -->`);
  });

  it("answers with the best compression once it is ready, and reuses it when the same page is kept again", async () => {
    const br = async () => {
      const r = await rawGet("/best-ai-headshot-generators", "br");
      expect(r.enc).toBe("br");
      return { state: r.state, length: r.body.length, text: brotliDecompressSync(r.body).toString() };
    };
    const quick = await br();
    expect(quick.text).toBe(PROSE);
    let best = quick;
    for (let i = 0; i < 100 && best.length >= quick.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      best = await br();
    }
    expect(best.length).toBeLessThan(quick.length);
    expect(best.text).toBe(PROSE);
    // Kept again after its few seconds, unchanged: the best form answers at once.
    clock += 6_000;
    const again = await br();
    expect(again.state).toBe("MISS");
    expect(again.length).toBe(best.length);
  });

  it("compresses once per encoding the visitor accepts", async () => {
    await get("/blog");
    const gz = await fetch(`${base}/blog`, { headers: { "accept-encoding": "gzip" } }).then(async (r) => ({ enc: r.headers.get("content-encoding"), body: Buffer.from(await r.arrayBuffer()) }));
    expect(gz.enc).toBe("gzip");
    // fetch decodes gzip itself: the text equals the page.
    expect(gz.body.toString()).toContain("Lumen Lumen");
    // node:http does not decode: the bytes on the wire are brotli.
    const raw = await rawGet("/blog", "br, gzip");
    expect(raw.enc).toBe("br");
    expect(brotliDecompressSync(raw.body).toString()).toContain("<!-- /blog");
    expect(gunzipSync((await rawGet("/blog", "gzip")).body).toString()).toContain("<!-- /blog");
    expect(calls).toHaveLength(1);
  });

  it("never keeps a page that is private, sets a cookie, is not a 200 or is stale (being made again), and sends those as Next gave them", async () => {
    for (const path of ["/contact", "/jobs", "/ugly", "/affiliate"]) {
      const first = await get(path);
      expect(await first.text(), path).toContain(`<!-- ${path}`);
      await get(path);
    }
    expect(calls).toHaveLength(8);
    expect(cache.size).toBe(0);
  });

  it("keeps only the public pages: a page of the app goes to Next every time, even when shareable", async () => {
    await get("/app");
    await get("/de/admin/user");
    await get("/app");
    expect(calls).toHaveLength(3);
    await get("/de/pricing");
    const hit = await get("/de/pricing");
    expect(hit.headers.get("x-lumen-microcache")).toBe("HIT");
    expect(hit.headers.get("x-powered-by-test")).toBe("next");
  });

  it("sends even the first answer compressed when the visitor accepts it", async () => {
    const raw = await rawGet("/lp", "gzip");
    expect(raw.enc).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toContain("<!-- /lp");
    expect(calls).toHaveLength(1);
  });

  it("lets the API, Next's files, client navigations, server actions, ranges and other methods through", async () => {
    await get("/api/thing");
    await get("/api/thing");
    await get("/_next/static/x.js");
    await get("/_next/static/x.js");
    await get("/pricing", { rsc: "1" });
    await get("/pricing", { rsc: "1" });
    await get("/pricing", { "next-action": "abc" });
    await get("/pricing", { "next-action": "abc" });
    await get("/pricing", { range: "bytes=0-10" });
    await get("/pricing", { range: "bytes=0-10" });
    await get("/pricing", {}, "POST");
    await get("/pricing", {}, "POST");
    expect(calls).toHaveLength(12);
  });

  it("keeps / apart per the language the proxy would send the visitor to (cookie, then browser)", async () => {
    await get("/", { "accept-language": "de-DE" });
    await get("/", { "accept-language": "en-US" });
    await get("/", { cookie: "i18n_redirected=es" });
    expect(calls).toHaveLength(3);
    const again = await get("/", { "accept-language": "de-AT,de;q=0.9,en;q=0.5" });
    expect(again.headers.get("x-lumen-microcache")).toBe("HIT");
    expect(await again.text()).toContain("<!-- / ");
    expect(calls).toHaveLength(3);
  });

  it("forgets a page after a few seconds, and everything when content changes", async () => {
    await get("/reviews");
    clock += 4_999;
    await get("/reviews");
    expect(calls).toHaveLength(1);
    clock += 2;
    await get("/reviews");
    expect(calls).toHaveLength(2);
    installPageMicroCache(cache);
    clearPageMicroCache();
    await get("/reviews");
    expect(calls).toHaveLength(3);
  });

  it("keeps one entry per address whatever the query, and a bounded number of addresses", async () => {
    for (let i = 0; i < 10; i++) await get(`/pricing?x=${i}`);
    expect(cache.size).toBe(1);
    expect(calls).toHaveLength(1);
    for (const path of ["/reviews", "/blog", "/lp", "/ugly/x"]) await get(path);
    expect(cache.size).toBe(3);
  });
});

function rawGet(path: string, acceptEncoding: string): Promise<{ enc?: string; state?: string; body: Buffer }> {
  const url = new URL(`${base}${path}`);
  return new Promise((resolve) => {
    httpGet({ host: url.hostname, port: url.port, path, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve({ enc: res.headers["content-encoding"], state: res.headers["x-lumen-microcache"] as string | undefined, body: Buffer.concat(parts) }));
    });
  });
}
