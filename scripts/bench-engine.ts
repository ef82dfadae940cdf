// Benchmark of the offline engine on the Debian public-domain portraits (scripts/test.sh installs
// them): quality gate and studio headshot per stage (median of warm runs), the floor (sharp alone
// decoding, resizing and encoding the same photo), two concurrent jobs against one, peak memory.
//   npm run bench:engine [-- --runs 5]
import sharp from "sharp";
import { decodePhoto } from "../lib/engine/decode";
import { detectFaces } from "../lib/engine/faces";
import { judge } from "../lib/engine/quality";
import { DECODE_LIMITS, QUALITY_LIMITS } from "../lib/engine/quality-config";
import { faceRuntime } from "../lib/engine/runtime";
import { createStudioEngine } from "../lib/engine/studio";
import { styleFromId } from "../lib/engine/studio/styles";
import { phoneSized, read } from "../lib/engine/test-photos";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1] ?? NaN; };
const ms = (v: number) => `${Math.round(v)} ms`;
const peakMB = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const r = await fn();
  return [performance.now() - t, r];
}

const t0 = performance.now();
await faceRuntime();
console.log(`models loaded in ${ms(performance.now() - t0)} (once per process)`);

const inputs = {
  "grace_hopper 12 MP": await phoneSized("graceHopper", 12),
  "astronaut 12 MP": await phoneSized("astronaut", 12),
  "grace_hopper 0.3 MP": read("graceHopper"),
};

console.log(`\n## Quality gate (median of ${RUNS} warm runs; target <= 150 ms per 12 MP photo)`);
for (const [name, bytes] of Object.entries(inputs)) {
  const stages: Record<string, number[]> = { decode: [], detect: [], judge: [], total: [] };
  for (let i = 0; i <= RUNS; i++) {
    const [tDecode, img] = await time(() => decodePhoto(bytes, { maxSide: DECODE_LIMITS.analysisMaxSide }));
    const [tDetect, faces] = await time(() => detectFaces(img));
    const [tJudge] = await time(() => judge(img, faces.filter((f) => f.score >= QUALITY_LIMITS.minFaceScore)));
    if (i === 0) continue; // warm-up
    stages.decode!.push(tDecode);
    stages.detect!.push(tDetect);
    stages.judge!.push(tJudge);
    stages.total!.push(tDecode + tDetect + tJudge);
  }
  console.log(`${name.padEnd(22)} ${Object.entries(stages).map(([k, v]) => `${k} ${ms(median(v))}`).join(" | ")}`);
}

console.log(`\n## Studio headshot, 1024 x 1024 JPEG, studio-grey (median of ${RUNS} warm runs; target <= 1.5 s)`);
const stageLog: Record<string, number[]> = {};
const engine = createStudioEngine({ onStages: (s) => { for (const [k, v] of Object.entries(s)) (stageLog[k] ??= []).push(v); } });
const style = styleFromId("studio-grey")!;
const request = (bytes: Buffer) => ({ photos: [bytes], style, count: 1, sizes: [{ width: 1024, height: 1024 }] });
for (const [name, bytes] of Object.entries(inputs)) {
  await engine.generate(request(bytes));
  for (const k of Object.keys(stageLog)) delete stageLog[k];
  const totals: number[] = [];
  for (let i = 0; i < RUNS; i++) totals.push((await time(() => engine.generate(request(bytes))))[0]);
  const render = Object.values(stageLog).reduce((s, v) => s + median(v), 0);
  const floorRuns: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const [t] = await time(() => sharp(bytes).rotate().resize(1024, 1024, { fit: "cover" }).jpeg({ quality: 92 }).toBuffer());
    if (i) floorRuns.push(t);
  }
  const total = median(totals), floor = median(floorRuns);
  console.log(`${name.padEnd(22)} total ${ms(total)} (prepare ${ms(total - render)}: gate + descriptor + crown mask + full decode)`);
  console.log(`${"".padEnd(22)} ${Object.entries(stageLog).map(([k, v]) => `${k} ${ms(median(v))}`).join(" | ")}`);
  console.log(`${"".padEnd(22)} floor (sharp decode + resize + encode) ${ms(floor)}; headshot / floor = ${(total / floor).toFixed(1)}x`);
}

console.log(`\n## Two concurrent jobs vs one (grace_hopper 12 MP, 1024 JPEG; target <= 1.2x)`);
const job = () => engine.generate(request(inputs["grace_hopper 12 MP"]));
const one: number[] = [], two: number[] = [], cpuOne: number[] = [];
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let i = 0; i < Math.max(3, RUNS - 2); i++) {
  const c0 = cpuMs();
  one.push((await time(job))[0]);
  cpuOne.push(cpuMs() - c0);
  two.push((await time(() => Promise.all([job(), job()])))[0]);
}
console.log(`one job ${ms(median(one))}, two at once ${ms(median(two))}: ${(median(two) / median(one)).toFixed(2)}x`);
// CPU of the whole process (all threads) per job: two jobs on two cores need at least twice this
console.log(`one job's CPU time ${ms(median(cpuOne))} (${(median(cpuOne) / median(one)).toFixed(2)} cores busy)`);

console.log(`\npeak RSS ${peakMB()} MB (target < 700 MB)`);
