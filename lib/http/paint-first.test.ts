import { describe, expect, it } from "vitest";
import { paintFirst, paintFirstLoader } from "./paint-first";

// The shape React and Next write a public page in (next build, Next 16 with Turbopack).
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/turbopack-1.js" async=""></script>` +
  `<title>Lumen</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><h1>Professional headshots</h1><script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"]});</script>` +
  `<script src="/_next/static/chunks/main.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,"0:{}"])</script></body></html>`;

describe("paint first (the public pages' scripts after the first paint)", () => {
  const out = paintFirst(PAGE);

  it("leaves no script that would load or run before the page is painted: no bootstrap script, no script preload", () => {
    expect(out).not.toMatch(/<script src="[^"]*" async=""><\/script>/);
    expect(out).not.toMatch(/<link rel="preload" as="script"/);
    expect(out).not.toMatch(/<link[^>]*main\.js/);
  });

  it("adds one loader at the end of the body that names each script once, in the page's order", () => {
    const loader = paintFirstLoader(["/_next/static/chunks/react.js", "/_next/static/chunks/turbopack-1.js", "/_next/static/chunks/main.js"]);
    expect(out.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(out.split(loader)).toHaveLength(2);
  });

  it("leaves the inline data, the chunk list, structured data, noModule scripts and the markup as they were", () => {
    for (const part of [
      `<script>self.__next_f.push([1,"0:{}"])</script>`,
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
      `<script id="_R_">`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
      `<h1>Professional headshots</h1>`,
      `<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>`,
    ])
      expect(out).toContain(part);
  });

  it("changes nothing on a page without bootstrap scripts or without a body end", () => {
    const plain = "<!doctype html><html><body><p>Hello</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
    const cut = PAGE.slice(0, PAGE.indexOf("</body>"));
    expect(paintFirst(cut)).toBe(cut);
  });

  it("runs the scripts in a real page after the first frame, in their order (the loader's own code)", async () => {
    // The loader's function evaluated against a minimal document: the scripts are added only once the
    // frame callback and the task after it have run; at once in a hidden tab.
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = (visibilityState: string) => {
      const body = loaderBody(paintFirstLoader(["/a.js", "/b.js"]));
      const document = { visibilityState, createElement: () => ({ src: "", async: false }), body: { appendChild: (e: { src: string }) => added.push(e.src) } };
      new Function("document", "requestAnimationFrame", "setTimeout", body)(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
    };
    run("visible");
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(["/a.js", "/b.js"]);
    added.length = 0;
    run("hidden");
    expect(added).toEqual(["/a.js", "/b.js"]);
  });

  it("cannot be closed early by a path that names the end of a script", () => {
    expect(paintFirstLoader(["/_next/static/</script><script>alert(1)</script>.js"])).not.toContain("</script><script>alert");
  });
});

function loaderBody(loader: string): string {
  return loader.replace(/^<script>/, "").replace(/<\/script>$/, "");
}
