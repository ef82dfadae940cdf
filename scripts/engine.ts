// The engine's command line: check uploads against the quality gate, or make studio headshots.
//   npm run engine -- check <files...> [--json]
//   npm run engine -- headshot <files...> --out <dir> [--style <id>] [--count n] [--size WxH]... [--format jpeg|png] [--json]
// A bad file never stops a batch: it gets its reason and the rest go on. Exit code 2 only for misuse.
import fs from "node:fs";
import path from "node:path";
import { EngineError } from "../lib/engine/engine";
import { analyzePhoto } from "../lib/engine/quality";
import { createCpuStudioEngine } from "../lib/engine/cpu-studio";
import { BUILT_IN_STYLES, DEFAULT_STYLE_ID, styleFromId } from "../lib/engine/cpu-studio/styles";

const USAGE = `usage:
  npm run engine -- check <files...> [--json]
  npm run engine -- headshot <files...> --out <dir> [--style <id>] [--count <n>] [--size <W>x<H>]... [--format jpeg|png] [--json]
styles: ${Object.keys(BUILT_IN_STYLES).join(", ")}, brand:<hex> (default ${DEFAULT_STYLE_ID})
sizes: 1024x1024 (default), 1080x1350, 2048x2048, 400x400`;

function misuse(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

type Args = { command: string; files: string[]; json: boolean; style: string; out: string | null; count: number; sizes: { width: number; height: number }[]; format: "jpeg" | "png" };

function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (command !== "check" && command !== "headshot") misuse(command ? `unknown command: ${command}` : "no command given");
  const args: Args = { command, files: [], json: false, style: DEFAULT_STYLE_ID, out: null, count: 1, sizes: [], format: "jpeg" };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const value = () => rest[++i] ?? misuse(`${a} needs a value`);
    if (a === "--json") args.json = true;
    else if (a === "--style") args.style = value();
    else if (a === "--out") args.out = value();
    else if (a === "--count") {
      args.count = Number(value());
      if (!Number.isInteger(args.count) || args.count < 1 || args.count > 100) misuse("--count must be an integer from 1 to 100");
    } else if (a === "--size") {
      const m = /^(\d{2,4})x(\d{2,4})$/.exec(value());
      if (!m) misuse("--size must look like 1024x1024");
      args.sizes.push({ width: Number(m[1]), height: Number(m[2]) });
    } else if (a === "--format") {
      const f = value();
      if (f !== "jpeg" && f !== "png") misuse("--format must be jpeg or png");
      args.format = f;
    } else if (a.startsWith("--")) misuse(`unknown option: ${a}`);
    else args.files.push(a);
  }
  if (!args.files.length) misuse("no files given");
  if (command === "headshot" && !args.out) misuse("headshot needs --out <dir>");
  if (!styleFromId(args.style)) misuse(`unknown style: ${args.style}`);
  if (!args.sizes.length) args.sizes.push({ width: 1024, height: 1024 });
  return args;
}

function print(args: Args, record: Record<string, unknown>, human: string) {
  process.stdout.write(args.json ? `${JSON.stringify(record)}\n` : `${human}\n`);
}

function readFile(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

async function check(args: Args) {
  for (const file of args.files) {
    const t = performance.now();
    const bytes = readFile(file);
    if (!bytes) {
      print(args, { file, accepted: false, score: 0, reasons: [], warnings: [], error: "cannot read the file", ms: 0 }, `${file}: cannot read the file`);
      continue;
    }
    const { verdict: v } = await analyzePhoto(bytes);
    const ms = Math.round(performance.now() - t);
    print(args, { file, accepted: v.accepted, score: v.score, reasons: v.reasons, warnings: v.warnings, ms },
      `${file}: ${v.accepted ? "accepted" : "rejected"} score=${v.score}${v.reasons.length ? ` reasons=${v.reasons.join(",")}` : ""}${v.warnings.length ? ` warnings=${v.warnings.join(",")}` : ""} (${ms} ms)`);
  }
}

async function headshot(args: Args) {
  const style = styleFromId(args.style)!;
  const engine = createCpuStudioEngine({ format: args.format });
  const outDir = args.out!;
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of args.files) {
    const t = performance.now();
    const bytes = readFile(file);
    if (!bytes) {
      print(args, { file, error: "cannot read the file" }, `${file}: cannot read the file`);
      continue;
    }
    const { verdict } = await analyzePhoto(bytes);
    if (!verdict.accepted) {
      print(args, { file, accepted: false, reasons: verdict.reasons, ms: Math.round(performance.now() - t) }, `${file}: rejected (${verdict.reasons.join(",")})`);
      continue;
    }
    try {
      const result = await engine.generate({ photos: [bytes], style, count: args.count, sizes: args.sizes });
      const ms = Math.round(performance.now() - t);
      const base = path.basename(file).replace(/\.[^.]+$/, "");
      const ext = args.format === "png" ? "png" : "jpg";
      for (const image of result.images) {
        const out = path.join(outDir, `${base}-${style.id.replace(/[^a-z0-9-]/gi, "")}-${image.variant.index}-${image.width}x${image.height}.${ext}`);
        fs.writeFileSync(out, image.bytes);
        print(args, { file, out, width: image.width, height: image.height, likeness: image.likeness ?? null, ms },
          `${file} -> ${out} (${image.width}x${image.height}, likeness ${image.likeness ?? "-"}, ${ms} ms)`);
      }
      for (const d of result.dropped) print(args, { file, dropped: d.reason, variant: d.variant }, `${file}: dropped a result (${d.reason})`);
    } catch (error) {
      const message = error instanceof EngineError ? `${error.code}: ${error.message}` : (error as Error).message;
      print(args, { file, error: message, ms: Math.round(performance.now() - t) }, `${file}: failed (${message})`);
    }
  }
}

const args = parseArgs(process.argv.slice(2));
await (args.command === "check" ? check(args) : headshot(args));
