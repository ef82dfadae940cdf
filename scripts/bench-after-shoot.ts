// Benchmark of what happens after a shoot, on this machine: one download in each size and format, the
// previews pages show (one, and a 40-headshot gallery opened for the first time), a zip of a
// 40-headshot shoot (as the `results-zip` job builds it), a studio re-render and an invoice PDF. Each figure is the median of warm runs after one warm-up; nothing is asserted.
//   npm run bench:after-shoot [-- --runs 5]   (sets AUTH_SECRET as bench:shoot does: the app's env is parsed on import)
// The database is a migrated PGlite in memory with the real seed (as bench-shoot.ts), the files a local
// storage in a temp dir; the shoot's files are made with sharp from the Debian public-domain portraits
// (lib/testing/fixtures.ts, scripts/test.sh installs the photos).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { runSeed } from "../prisma/seed/index";
import { restyleHeadshot } from "../lib/engine/edit";
import { findInvoiceFor } from "../lib/invoices/access";
import { invoiceTranslator } from "../lib/invoices/messages";
import { renderInvoicePdf } from "../lib/invoices/pdf";
import { toInvoiceView } from "../lib/invoices/view";
import { renderDownload, resultFiles } from "../lib/results/files";
import { DOWNLOAD_FORMATS, DOWNLOAD_SIZE_NAMES } from "../lib/results/options";
import { renderPreview } from "../lib/shoots/preview";
import { getShootGallery } from "../lib/shoots/results";
import { DEFAULT_PART_BYTES } from "../lib/results/parts";
import { buildZip } from "../lib/results/zip";
import { resolveEdit } from "../lib/studio/catalogue";
import { editOutputSize } from "../lib/studio/run";
import { editOptionsSchema, FRAMING_ZOOM, QUALITY_ENCODING } from "../lib/studio/options";
import { createLocalStorage } from "../lib/storage";
import { openTestDb } from "../lib/testing/db";
import { createFinishedShoot, createPaidInvoice } from "../lib/testing/fixtures";
import { read } from "../lib/testing/photos";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 5) : 5;
const ZIP_HEADSHOTS = 40;
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1] ?? NaN; };
const MB = (bytes: number) => bytes / 1024 / 1024;

type Row = { what: string; times: number[]; note?: string };
const rows: Row[] = [];

/** One warm-up, then RUNS timed runs of `fn`; `after` sees each run's value (timed runs only). */
async function bench<T>(what: string, fn: () => Promise<T>, after?: (value: T, ms: number) => void | Promise<void>): Promise<Row> {
  await fn();
  const row: Row = { what, times: [] };
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const value = await fn();
    const took = performance.now() - t;
    row.times.push(took);
    await after?.(value, took);
  }
  rows.push(row);
  process.stdout.write(".");
  return row;
}

/** Reads a body to its end, as the response would (a stored file is streamed, not buffered). */
async function drain(body: ReadableStream<Uint8Array> | Buffer): Promise<number> {
  if (Buffer.isBuffer(body)) return body.length;
  let n = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) n += chunk.length;
  return n;
}

const t0 = performance.now();
const db = await openTestDb("pglite");
await runSeed(db.prisma);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bench-after-shoot-"));
const storage = createLocalStorage(dir, { secret: "bench-secret-bench-secret-bench-secret" });
const shoot = await createFinishedShoot(db.prisma, { storage, count: ZIP_HEADSHOTS, size: 2048 });
console.log(`setup: seed + ${ZIP_HEADSHOTS} headshots (2048 px JPEG main + 1080x1350 portrait each) in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} timed runs after one warm-up each`);

// 1. Downloads of one headshot (an odd-numbered result is made from grace_hopper).
const row = await db.prisma.result.findUniqueOrThrow({ where: { id: shoot.resultIds[1]! } });
const files = resultFiles(row);
for (const size of DOWNLOAD_SIZE_NAMES) {
  for (const format of DOWNLOAD_FORMATS) {
    let bytes = 0, streamed = false;
    const r = await bench(`download ${size} ${format}`, async () => {
      const out = await renderDownload(storage, files, size, format);
      return { n: await drain(out.body), streamed: !Buffer.isBuffer(out.body) };
    }, (o) => { bytes = o.n; streamed = o.streamed; });
    r.note = `${(bytes / 1024).toFixed(0)} KB${streamed ? ", stored file streamed as it is" : ", decoded + encoded by sharp"}`;
  }
}

// 1b. Previews (lib/shoots/preview.ts): one made from a stored file, and the first visit of a gallery of 40
// Starter headshots stored before previews existed (all 40 made, stored and recorded, two at a time),
// then a second visit (kept: only signing).
for (const [what, source] of [
  ["preview of a 1024 px JPEG (Starter main)", await sharp(read("graceHopper")).resize(1024, 1024, { fit: "cover" }).jpeg({ quality: 92 }).toBuffer()],
  ["preview of a 2048 px JPEG", (await storage.get(files.main.key))!],
  ["preview of a 2048 px PNG", await sharp((await storage.get(files.main.key))!).png().toBuffer()],
] as const) {
  let size = 0;
  (await bench(what, () => renderPreview(source), (p) => { size = p.bytes.length; })).note = `${(size / 1024).toFixed(0)} KB WebP from ${(source.length / 1024).toFixed(0)} KB`;
}
const older = await createFinishedShoot(db.prisma, { storage, count: ZIP_HEADSHOTS, size: 1024, previews: false, userId: shoot.userId });
const firstVisits: number[] = [];
for (let i = 0; i <= RUNS; i++) {
  await Promise.all(older.resultIds.map((id) => storage.delete(`shoots/${older.shootId}/results/${id}/preview.webp`)));
  await db.prisma.$executeRaw`UPDATE "Result" SET "variant" = "variant" #- '{files,preview}' #- '{sizes,preview}' WHERE "shootId" = ${older.shootId}`;
  const t = performance.now();
  const g = await getShootGallery(db.prisma, storage, { userId: shoot.userId, shootId: older.shootId, locale: "en" });
  if (i > 0) firstVisits.push(performance.now() - t);
  if (!g.found || !g.ready || !g.results.every((r) => r.preview.url.includes("preview.webp"))) throw new Error("previews were not made");
}
rows.push({ what: `gallery of ${ZIP_HEADSHOTS} (1024 px), first visit, previews made`, times: firstVisits, note: `${(median(firstVisits) / ZIP_HEADSHOTS).toFixed(0)} ms a preview, two at a time` });
(await bench(`gallery of ${ZIP_HEADSHOTS}, previews kept`, () => getShootGallery(db.prisma, storage, { userId: shoot.userId, shootId: older.shootId, locale: "en" }))).note = "reads and signs only";

// 2. A zip of all 40, built as the worker's handler does (lib/jobs/handlers.ts): buildZip with the job's
// data. RSS is sampled every 20 ms; the archive is written in parts (one held in memory, 8 MB by
// default), so a second run with 1 MB parts shows what the RSS growth follows: the part, not the zip.
const data = { shootId: shoot.shootId, userId: shoot.userId, selection: "all" as const, total: ZIP_HEADSHOTS };
async function benchZip(partBytes: number) {
  let size = 0, base = 0, delta = 0;
  const r = await bench(`zip all ${ZIP_HEADSHOTS} (original + portrait), ${MB(partBytes)} MB parts`, async () => {
    const id = randomUUID();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
    try {
      await buildZip({ db: db.prisma, storage }, { id, data }, { partBytes });
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const status = JSON.parse((await storage.get(`shoots/${shoot.shootId}/zips/${id}/status.json`))!.toString("utf8")) as { state: string; size?: number };
    if (status.state !== "ready") throw new Error(`zip ended ${status.state}`);
    await storage.deletePrefix(`shoots/${shoot.shootId}/zips/${id}/`);
    return { size: status.size!, before, delta: peak - before };
  }, (z) => { size = z.size; base = z.before; delta = Math.max(delta, z.delta); });
  r.note = `${MB(size).toFixed(1)} MB zip, ${(MB(size) / (median(r.times) / 1000)).toFixed(0)} MB/s, peak RSS +${MB(delta).toFixed(0)} MB (over ${MB(base).toFixed(0)} MB)`;
}
await benchZip(DEFAULT_PART_BYTES);
await benchZip(1024 * 1024);

// 3. A studio re-render, the request run.ts makes for { backdrop: "blurred-office" } with the defaults
// (1024, high JPEG, keep framing), called inline on this thread instead of through the engine pool.
const headshot = await sharp(read("graceHopper")).resize(1024, 1024, { fit: "cover" }).jpeg({ quality: 92 }).toBuffer();
const options = editOptionsSchema.parse({ backdrop: "blurred-office" });
const resolved = await resolveEdit(db.prisma, options, []);
const request = {
  image: headshot, size: editOutputSize(options, resolved, { width: 1024, height: 1024 }), backdrop: resolved.backdrop,
  zoom: FRAMING_ZOOM[options.framing], headRatio: resolved.template?.headRatio ?? null, encoding: QUALITY_ENCODING[options.quality], seed: 1,
};
const cold = performance.now();
await restyleHeadshot(request); // loads the face models (once per process)
const coldMs = performance.now() - cold;
const restyleRow = await bench("studio re-render 1024, blurred-office (inline)", () => restyleHeadshot(request));
restyleRow.note = `first call ${Math.round(coldMs)} ms with model load; no pool`;

// 4. An invoice PDF of a real paid order (test provider), its view built as the PDF route builds it.
const { user, invoice } = await createPaidInvoice(db.prisma);
const loadView = async () => toInvoiceView((await findInvoiceFor(db.prisma, { userId: user.id, admin: false }, invoice.id))!);
const view = await loadView();
const t = await invoiceTranslator(view.locale);
let pdfBytes = 0;
const pdfRow = await bench("invoice PDF (renderInvoicePdf)", () => renderInvoicePdf(view, t), (b) => { pdfBytes = b.byteLength; });
pdfRow.note = `${(pdfBytes / 1024).toFixed(0)} KB, ${view.number}`;
(await bench("invoice PDF incl. DB read + view", async () => renderInvoicePdf(await loadView(), t))).note = "as GET /api/invoices/{id}/pdf, without auth";

console.log(`\n\n${"what".padEnd(50)} ${"median".padStart(8)} ${"min–max".padStart(14)}  notes`);
for (const r of rows) {
  const range = `${Math.round(Math.min(...r.times))}–${Math.round(Math.max(...r.times))}`;
  console.log(`${r.what.padEnd(50)} ${`${Math.round(median(r.times))} ms`.padStart(8)} ${range.padStart(14)}  ${r.note ?? ""}`);
}

await db.cleanup();
fs.rmSync(dir, { recursive: true, force: true });
