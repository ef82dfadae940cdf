// The project's own import graph, read from the sources (afresh each run): for tests that check what
// reaches the browser or the server (lib/server-only.test.ts, components/marketing/light-pages.test.ts).
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) walk(rel, out);
    else if (/\.tsx?$/.test(e.name)) out.push(rel);
  }
  return out;
}

/** Every TypeScript file of the app's code, as a path from the project root. */
export const files = ["app", "components", "lib", "stores", "i18n"].flatMap((d) => walk(d));
const known = new Set(files);
const source = new Map(files.map((f) => [f, fs.readFileSync(path.join(ROOT, f), "utf8")]));

export const sourceOf = (f: string): string => source.get(f)!;
export const startsWith = (f: string, directive: string): boolean => sourceOf(f).trimStart().startsWith(`"${directive}"`);

/** A project file for an import specifier ("@/…" or relative), or null (a package). */
export function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)) : null;
  if (base === null) return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) if (known.has(base + ext)) return base + ext;
  return null;
}

/** The specifiers of a file's value imports, as written (type-only imports vanish from the bundle). */
export function valueImportSpecifiers(f: string): string[] {
  const text = sourceOf(f);
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+["']([^"']+)["']/gm)) {
    if (m[1]) continue;
    const names = /^\{([^}]*)\}$/.exec(m[2]!.trim());
    if (names && names[1]!.split(",").map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith("type "))) continue;
    out.push(m[3]!);
  }
  for (const m of text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) out.push(m[1]!);
  for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]!);
  return out;
}

/** The project files a file imports for their values. */
export function valueImports(f: string): string[] {
  return valueImportSpecifiers(f).flatMap((s) => resolve(f, s) ?? []);
}
