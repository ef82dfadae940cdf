import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchRoute, type LayoutName } from "./registry";

// Each page lives in the route group of the layout the registry gives its route, so the registry and
// the folders cannot drift apart.
const GROUP_LAYOUT: Record<string, LayoutName> = {
  "(site)": "site",
  "(marketing)": "marketing",
  "(auth)": "auth",
  "(signed-in)": "signed-in",
  "(backoffice)": "backoffice",
  "(design-system)": "design-system",
  "(bare)": "bare",
  "(tools)": "tools",
  "(photo-upload)": "photo-upload",
  "(team-lead)": "team-lead",
  "(whitelabel)": "whitelabel",
};

function pages(dir: string, rel: string[] = []): string[][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return pages(path.join(dir, e.name), [...rel, e.name]);
    return e.name === "page.tsx" ? [rel] : [];
  });
}

describe("pages and the route registry", () => {
  const root = path.join(process.cwd(), "app", "[locale]");
  const all = pages(root).filter((segs) => segs[0]?.startsWith("("));

  it("finds the pages", () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(all.map((segs) => [segs.join("/"), segs] as const))("%s sits in its route's layout group", (_name, segs) => {
    const [group, ...inner] = segs;
    // A group inside the layout's group (the team lead area's "(area)" and "(setup)") is not in the URL.
    const rest = inner.filter((s) => !/^\(.+\)$/.test(s));
    // Optional catch-all folders ([[...x]]) serve the registry's optional segment: match the bare path.
    const urlPath = "/" + rest.filter((s) => !s.startsWith("[[...")).map((s) => s.replace(/^\[(\w+)\]$/, "sample")).join("/");
    const match = matchRoute(urlPath === "/" ? "/" : urlPath.replace(/\/$/, ""));
    expect(match, `${urlPath} is not in the registry`).not.toBeNull();
    expect(GROUP_LAYOUT[group!]).toBe(match!.route.layout);
  });
});
