// A stand-in for PostHog on loopback for the browser tests: the test server is configured with an
// analytics key whose host is this server (playwright.config.ts), so a browser that has agreed to
// analytics really sends its events here. Tests read what arrived (GET /__events) and forget it
// (DELETE /__events). Every other path answers as PostHog's API does closely enough for posthog-js
// to carry on: JSON for its configuration calls, an empty script for its optional extensions.
import http from "node:http";
import zlib from "node:zlib";

type Received = { path: string; event: string; properties: Record<string, unknown>; receivedAt: number };
const events: Received[] = [];

/** posthog-js sends batches as gzip (compression=gzip-js), as base64 in a form field, or as plain JSON. */
function decodeBatch(body: Buffer, url: URL): unknown[] {
  let text: string;
  if (body[0] === 0x1f && body[1] === 0x8b) text = zlib.gunzipSync(body).toString("utf8");
  else {
    text = body.toString("utf8");
    if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(new URLSearchParams(text).get("data") ?? ""), "base64").toString("utf8");
    else if (url.searchParams.get("compression") === "base64") text = Buffer.from(text, "base64").toString("utf8");
  }
  if (!text.trim()) return [];
  const parsed = JSON.parse(text) as unknown;
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === "object" && Array.isArray((parsed as { batch?: unknown }).batch)) return (parsed as { batch: unknown[] }).batch;
  return [parsed];
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://sink");
    res.setHeader("access-control-allow-origin", req.headers.origin ?? "*");
    res.setHeader("access-control-allow-credentials", "true");
    res.setHeader("access-control-allow-headers", req.headers["access-control-request-headers"] ?? "*");
    res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
    if (req.method === "OPTIONS") return void res.end();
    if (url.pathname === "/health") return void res.end("ok");
    if (url.pathname === "/__events") {
      if (req.method === "DELETE") events.length = 0;
      res.setHeader("content-type", "application/json");
      return void res.end(JSON.stringify(req.method === "DELETE" ? [] : events));
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (url.pathname.endsWith(".js")) {
        res.setHeader("content-type", "application/javascript");
        return void res.end("");
      }
      if (req.method === "POST" && /^\/(e|i\/v0\/e|batch|capture|track)\/?$/.test(url.pathname)) {
        try {
          for (const item of decodeBatch(Buffer.concat(chunks), url)) {
            const e = item as { event?: string; properties?: Record<string, unknown> };
            if (typeof e.event === "string") events.push({ path: url.pathname, event: e.event, properties: e.properties ?? {}, receivedAt: Date.now() });
          }
        } catch (error) {
          console.error("[analytics-sink] unreadable batch", error);
          res.statusCode = 400;
          return void res.end();
        }
      }
      res.setHeader("content-type", "application/json");
      // /flags and /decide: no flags, nothing remote to switch on.
      res.end(JSON.stringify({ status: 1, featureFlags: {}, flags: {}, errorsWhileComputingFlags: false }));
    });
  })
  .listen(Number(process.env.ANALYTICS_SINK_PORT ?? 3198), "127.0.0.1");

console.log("[analytics-sink] listening");
