// Every server module says so: each lib/ module that client code cannot reach starts with
// `import "server-only"`, so importing it into a client component fails the build instead of shipping
// server code (database, secrets, file system) to the browser. The modules client code does reach
// ("use client" files and stores, through value imports; a "use server" module reaches the browser only
// as a reference) must not, or the client bundle breaks. Computed from the imports, afresh each run.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
/** Loaded outside React's server build: by next.config.ts, and by the Node server that hosts Next. */
const OUTSIDE_REACT = new Set(["lib/http/security-headers.ts", "lib/http/peer-hop.ts", "lib/http/page-microcache.ts", "lib/i18n/detect.ts"]);
/** Test helpers (lib/testing/, and those beside the code) are never part of the product. */
const TEST_HELPER = /(^lib\/testing\/|\.test\.tsx?$|\/test-[\w-]+\.ts$|\/testing\.ts$|-test-kit\.ts$|\/test-helpers\.ts$|\/test-routes\.ts$)/;

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) walk(rel, out);
    else if (/\.tsx?$/.test(e.name)) out.push(rel);
  }
  return out;
}

const files = ["app", "components", "lib", "stores", "i18n"].flatMap((d) => walk(d));
const known = new Set(files);
const source = new Map(files.map((f) => [f, fs.readFileSync(path.join(ROOT, f), "utf8")]));
const startsWith = (f: string, directive: string) => source.get(f)!.trimStart().startsWith(`"${directive}"`);

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)) : null;
  if (base === null) return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) if (known.has(base + ext)) return base + ext;
  return null;
}

/** Value imports (type-only imports vanish from the bundle). */
function valueImports(f: string): string[] {
  const text = source.get(f)!;
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+["']([^"']+)["']/gm)) {
    if (m[1]) continue;
    const names = /^\{([^}]*)\}$/.exec(m[2]!.trim());
    if (names && names[1]!.split(",").map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith("type "))) continue;
    out.push(m[3]!);
  }
  for (const m of text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) out.push(m[1]!);
  for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]!);
  return out.flatMap((s) => resolve(f, s) ?? []);
}

function clientReachable(): Set<string> {
  const roots = files.filter((f) => !TEST_HELPER.test(f) && (startsWith(f, "use client") || f.startsWith("stores/")));
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f) || startsWith(f, "use server")) continue;
    seen.add(f);
    stack.push(...valueImports(f));
  }
  return seen;
}

const marked = (f: string) => /^import "server-only";$/m.test(source.get(f)!);

describe("server-only modules", () => {
  const client = clientReachable();
  const lib = files.filter((f) => f.startsWith("lib/") && !TEST_HELPER.test(f));

  it("finds the client-reachable part of lib (a handful of shared constants and helpers)", () => {
    const reached = lib.filter((f) => client.has(f));
    expect(reached.length).toBeGreaterThan(5);
    expect(reached).toContain("lib/i18n/config.ts");
    expect(reached).not.toContain("lib/db/index.ts");
  });

  it("every lib module client code cannot reach imports server-only", () => {
    const missing = lib.filter((f) => !client.has(f) && !OUTSIDE_REACT.has(f) && !marked(f));
    expect(missing).toEqual([]);
  });

  it("no module client code reaches imports server-only", () => {
    expect(lib.filter((f) => client.has(f) && marked(f))).toEqual([]);
  });
});
