// Benchmark of the GPU path: the ComfyUI adapter against a real ComfyUI server, exactly as a shoot
// runs it (the engine built by lib/shoots/engine.ts for ENGINE=comfyui with no admin workflow active:
// the built-in workflows/lumen-default-img2img.json), on a public-domain portrait (lib/testing/photos.ts).
//   COMFYUI_URL=http://gpu-1:8188 npm run bench:comfyui [-- --runs 4]
// First it asks the server what it has (GET /system_stats, /object_info: lib/engine/adapters/comfyui-check.ts)
// and stops naming a missing node type or checkpoint; then it makes `--runs` headshots one after
// the other, each a whole generate() call (upload, queue, wait, fetch, resize to the Starter
// package's sizes), and prints seconds per headshot: the first run on its own (it loads the model
// onto the GPU), the median of the others, the GPU's name and the output files' sizes.
// Without COMFYUI_URL it says so and exits 0 having done nothing (this machine has no GPU).
import type { GenerateRequest } from "../lib/engine/engine";
import { checkComfyServer } from "../lib/engine/adapters/comfyui-check";
import { createEngine } from "../lib/engine/registry";
import { comfyEngineConfig } from "../lib/shoots/engine";
import { read } from "../lib/testing/photos";

const url = process.env.COMFYUI_URL;
if (!url) {
  console.log(
    "bench:comfyui: COMFYUI_URL is not set, so there is no ComfyUI server to measure and nothing was run.\n" +
      'Start ComfyUI with the checkpoint the README names ("The GPU path (ComfyUI)") and run\n' +
      "  COMFYUI_URL=http://<host>:8188 npm run bench:comfyui",
  );
  process.exit(0);
}

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 4;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer (got ${process.argv[runsArg + 1]})`);

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const gb = (bytes: number | null) => (bytes === null ? "?" : `${(bytes / 2 ** 30).toFixed(1)} GB`);

const config = comfyEngineConfig(url, null);
if (config.id !== "comfyui") throw new Error("unreachable: the ComfyUI config");

console.log(`# ComfyUI at ${url}, workflow lumen-default-img2img (built-in), ${RUNS} headshots`);
const check = await checkComfyServer(url, config.workflow);
console.log(`ComfyUI ${check.comfyuiVersion ?? "(version not reported)"}`);
for (const d of check.devices) console.log(`GPU: ${d.name} (${d.type}, ${gb(d.vramTotal)} VRAM, ${gb(d.vramFree)} free)`);
if (check.devices.length === 0) console.log("GPU: none reported by /system_stats");
if (check.problems.length) {
  console.error(`\nThe server cannot run the workflow:\n${check.problems.map((p) => `  - ${p}`).join("\n")}`);
  console.error('See the README\'s "The GPU path (ComfyUI)" for the checkpoint and where it goes.');
  process.exit(1);
}

const engine = await createEngine(config);
// A Starter shoot's sizes (lib/shoots/generate.ts): the package's square main file and the portrait.
const sizes = [{ width: 1024, height: 1024 }, { width: 1080, height: 1350 }];
const photo = read("graceHopper");
const request = (): GenerateRequest => ({
  photos: [photo],
  style: { id: "navy", backdrop: { kind: "SOLID", colors: ["#1f2a44"] }, outfit: { slug: "navy-suit", description: "a navy suit and white shirt" } },
  count: 1,
  sizes,
  subject: { gender: "female" },
});

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const t = performance.now();
  const result = await engine.generate(request());
  const elapsed = performance.now() - t;
  times.push(elapsed);
  const files = result.images.map((i) => `${i.width}x${i.height} ${i.mime.slice("image/".length)} ${Math.round(i.bytes.length / 1024)} KB`).join(", ");
  console.log(`run ${run + 1}: ${sec(elapsed)}  ${files}`);
}

console.log(`\nfirst headshot (loads the checkpoint onto the GPU): ${sec(times[0]!)}`);
if (times.length > 1) {
  const rest = times.slice(1);
  console.log(`seconds per headshot, median of the other ${rest.length}: ${sec(median(rest))} (min ${sec(Math.min(...rest))}, max ${sec(Math.max(...rest))})`);
} else {
  console.log("seconds per headshot: one run only (--runs 2 or more for a warm figure)");
}
