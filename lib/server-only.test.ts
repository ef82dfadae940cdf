// Every server module says so: each lib/ module that client code cannot reach starts with
// `import "server-only"`, so importing it into a client component fails the build instead of shipping
// server code (database, secrets, file system) to the browser. The modules client code does reach
// ("use client" files and stores, through value imports; a "use server" module reaches the browser only
// as a reference) must not, or the client bundle breaks. Computed from the imports, afresh each run.
import { describe, expect, it } from "vitest";
import { files, sourceOf, startsWith, valueImports } from "@/lib/testing/import-graph";

/** Loaded outside React's server build: by next.config.ts, and by the Node server that hosts Next. */
const OUTSIDE_REACT = new Set(["lib/http/security-headers.ts", "lib/http/peer-hop.ts", "lib/http/page-microcache.ts", "lib/http/paint-first.ts", "lib/i18n/detect.ts"]);
/** Test helpers (lib/testing/, and those beside the code) are never part of the product. */
const TEST_HELPER = /(^lib\/testing\/|\.test\.tsx?$|\/test-[\w-]+\.ts$|\/testing\.ts$|-test-kit\.ts$|\/test-helpers\.ts$|\/test-routes\.ts$)/;

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

const marked = (f: string) => /^import "server-only";$/m.test(sourceOf(f));

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
