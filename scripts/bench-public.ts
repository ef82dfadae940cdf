// The public site's speed, side by side with a bare Next 16 page (one <h1>) built and served in the
// same run on the same machine:
//   npm run bench:public              (3 Lighthouse runs per page, 10 s of load per server)
//   npm run bench:public -- 5 20      (Lighthouse runs per page, seconds of load)
// It builds the bare page itself (in the temporary directory, with this project's Next), builds Lumen if .next has
// no build, prepares the embedded database with the demo data if .data has none (as scripts/start.sh
// does), serves both on loopback, and prints for `/`, `/pricing` and a blog post (the first one /blog
// links) against the bare page: Lighthouse performance (mobile, simulated throttling, Debian's
// Chromium), LCP, CLS, JavaScript transferred (and its ratio to the bare page's), then requests per
// second on `/` with autocannon (10 connections, compressed answers accepted as a browser does; Lumen
// as `npm start` serves it, with the public pages' microcache, lib/http/page-microcache.ts). Targets (issue 17): performance ≥ 98, LCP ≤ 1.0 s,
// JS ≤ 1.3 × bare, CLS < 0.05, RPS ≥ half of bare. Prints figures; never asserts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = process.cwd();
const [runsArg, secondsArg] = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
const RUNS = Number(runsArg ?? 3);
const SECONDS = Number(secondsArg ?? 10);
const OURS = 3310;
const BARE = 3311;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

function run(cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): void {
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env }, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
}

// Outside the project (inside it, Next would take our proxy.ts and instrumentation.ts for the bare
// app's own), with this project's node_modules linked in; Turbopack's root is "/" so that the link
// stays inside it.
function bareApp(): string {
  const dir = path.join(os.tmpdir(), "lumen-bench-bare");
  mkdirSync(path.join(dir, "app"), { recursive: true });
  if (!existsSync(path.join(dir, "node_modules"))) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare", private: true, type: "module" }));
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { poweredByHeader: false, turbopack: { root: "/" } };\n`);
  writeFileSync(path.join(dir, "app/layout.js"), `export const metadata = { title: "Bare", description: "A bare Next page" };\nexport default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`);
  writeFileSync(path.join(dir, "app/page.js"), `export default function Page() { return <h1>Professional headshots from the photos you already have</h1>; }\n`);
  return dir;
}

async function waitFor(url: string, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const r = await fetch(url, { redirect: "manual" });
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function serve(cmd: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  return child;
}

type Figures = { score: number; lcp: number; cls: number; js: number; requests: number };

async function lighthouseOnce(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = result!.lhr;
  const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const js = items.filter((i) => i.resourceType === "Script").reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    js,
    requests: items.length,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(url: string, port: number): Promise<Figures> {
  await fetch(url); // warm the cache (a cached page is made on its first request)
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, port));
  return { score: median(runs.map((r) => r.score)), lcp: median(runs.map((r) => r.lcp)), cls: median(runs.map((r) => r.cls)), js: median(runs.map((r) => r.js)), requests: median(runs.map((r) => r.requests)) };
}

async function rps(url: string): Promise<number> {
  await fetch(url);
  // As a browser asks: compressed answers accepted.
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: { "accept-encoding": "gzip, deflate, br" } });
  if (result.non2xx > 0) console.warn(`  ${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

const children: ChildProcess[] = [];
function stop(): void {
  for (const c of children) if (c.pid) try { process.kill(-c.pid, "SIGTERM"); } catch { /* gone */ }
}
process.on("exit", stop);
process.on("SIGINT", () => { stop(); process.exit(130); });

const bare = bareApp();
console.log("[bench:public] building the bare page (.bench/bare)…");
run(process.execPath, [nextBin, "build"], { cwd: bare, env: { NEXT_TELEMETRY_DISABLED: "1" } });
if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
  console.log("[bench:public] building Lumen…");
  run(process.execPath, [nextBin, "build"], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
}
if (!process.env.DATABASE_URL && !existsSync(path.join(root, ".data/pglite"))) {
  console.log("[bench:public] preparing the embedded database with the demo data…");
  run("npm", ["run", "db:migrate"]);
  run("npm", ["run", "db:seed"], { env: { DEMO_SEED: "1" } });
}
// As production serves them: Stripe keys set (never called by these pages), so no "test payments" banner.
const serverEnv = { NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_test_bench_only", STRIPE_WEBHOOK_SECRET: "whsec_bench_only", EMAIL_PRINT: "1", AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-only-secret-bench-only-secret-00", APP_URL: `http://127.0.0.1:${OURS}`, NEXT_TELEMETRY_DISABLED: "1" };
children.push(serve(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/serve.ts"], root, { ...serverEnv, PORT: String(OURS) }));
children.push(serve(process.execPath, [nextBin, "start", "-p", String(BARE)], bare, { NEXT_TELEMETRY_DISABLED: "1" }));
await waitFor(`http://127.0.0.1:${OURS}/api/health`);
await waitFor(`http://127.0.0.1:${BARE}/`);

const blogHtml = await (await fetch(`http://127.0.0.1:${OURS}/blog`)).text();
const post = /href="(\/blog\/(?!tag-|page-)[a-z0-9-]+)"/.exec(blogHtml)?.[1];
const pages = ["/", "/pricing", ...(post ? [post] : [])];
if (!post) console.warn("[bench:public] /blog links no post: the blog post is left out");

const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  console.log(`[bench:public] Lighthouse (mobile), median of ${RUNS} runs each…`);
  const bareFigures = await measure(`http://127.0.0.1:${BARE}/`, chrome.port);
  const rows: [string, Figures][] = [["bare Next page", bareFigures]];
  for (const p of pages) rows.push([p, await measure(`http://127.0.0.1:${OURS}${p}`, chrome.port)]);
  const kib = (b: number) => (b / 1024).toFixed(1);
  console.log("\npage                                   | perf | LCP ms | CLS    | JS KiB | × bare | requests");
  console.log("---------------------------------------|------|--------|--------|--------|--------|---------");
  for (const [name, f] of rows) {
    console.log(`${name.padEnd(39)}| ${String(f.score).padStart(4)} | ${f.lcp.toFixed(0).padStart(6)} | ${f.cls.toFixed(3).padStart(6)} | ${kib(f.js).padStart(6)} | ${(f.js / bareFigures.js).toFixed(2).padStart(6)} | ${String(f.requests).padStart(8)}`);
  }
} finally {
  await chrome.kill();
}

console.log(`\n[bench:public] requests per second on / (autocannon, 10 connections, ${SECONDS} s each)…`);
const ours = await rps(`http://127.0.0.1:${OURS}/`);
const bareRps = await rps(`http://127.0.0.1:${BARE}/`);
console.log(`Lumen /: ${ours.toFixed(0)} req/s · bare page: ${bareRps.toFixed(0)} req/s · ratio ${(ours / bareRps * 100).toFixed(1)} % (target ≥ 50 %)`);
stop();
process.exit(0);
