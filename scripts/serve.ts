// The production server: Next's request handler behind a Node HTTP server that appends the socket's
// address to X-Forwarded-For (lib/http/peer-hop.ts) before Next sees the request. `next start` cannot
// be used: it keeps a client's own X-Forwarded-For as it is, and route handlers and server actions
// have no other way to learn the socket address, so per-address limits could be dodged by sending a
// new forged header with every request. Run after `next build`: `npm start` (PORT; all interfaces, as
// `next start`).
import { createServer } from "node:http";
import { installPageMicroCache, PageMicroCache } from "@/lib/http/page-microcache";
import { appendPeerHop } from "@/lib/http/peer-hop";

// Before Next and React load: they read NODE_ENV once.
Object.assign(process.env, { NODE_ENV: "production" });
const port = Number(process.env.PORT || 3000);
// The app's links are addressed to this port unless APP_URL says otherwise (lib/env-schema.ts appBaseUrl).
process.env.PORT = String(port);
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

// The cached public pages are answered from a few seconds of shared cache (lib/http/page-microcache.ts).
const pages = new PageMicroCache();
installPageMicroCache(pages);

const server = createServer((req, res) => {
  appendPeerHop(req);
  const key = pages.keyFor(req);
  if (key && pages.serve(key, req, res)) return;
  if (key) pages.record(key, req, res);
  handle(req, res).catch((err: unknown) => {
    console.error(`[serve] ${req.method} ${req.url}:`, err);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, () => console.info(`[serve] ready on http://localhost:${port}`));

// As `next start` does: stop taking connections, let Next close (the job worker included), then exit.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    void app.close().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}
