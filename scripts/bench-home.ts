// Measures the home page as a first-time visitor gets it: server response time (median of warm
// requests) and the JavaScript the browser must download (raw and gzip). Prints the figures.
// usage: npx tsx scripts/bench-home.ts [baseUrl=http://localhost:3000] [path=/]
import { gzipSync } from "node:zlib";

const base = process.argv[2] ?? "http://localhost:3000";
const path = process.argv[3] ?? "/";

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { "accept-language": "en" } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - t0, body };
}

const { body: html } = await timed(base + path);
const times: number[] = [];
for (let i = 0; i < 20; i++) times.push((await timed(base + path)).ms);
times.sort((a, b) => a - b);

// Modern browsers skip `nomodule` polyfills, so they are not part of what a visitor downloads.
const scripts = [
  ...new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/nomodule/i.test(tag))
      .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []),
  ),
];
let raw = 0;
let gz = 0;
for (const src of scripts) {
  const buf = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
  raw += buf.length;
  gz += gzipSync(buf).length;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`page ${path}: server response median ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms (20 warm requests)`);
console.log(`first-load JS: ${scripts.length} files, ${kb(raw)} raw, ${kb(gz)} gzip; HTML ${kb(html.length)}`);
