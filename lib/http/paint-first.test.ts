import { describe, expect, it } from "vitest";
import { PAINT_WAIT_MS, paintFirst, paintFirstLoader } from "./paint-first";

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

  // The loader's own code, evaluated against a minimal document with the browser's timing functions
  // under the test's control.
  function runLoader(visibilityState: string, paintTiming: boolean) {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: { callback: (list: unknown, observer: { disconnect(): void }) => void; options: unknown; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["element", "paint", "largest-contentful-paint"];
      entry = { callback: (() => {}) as (list: unknown, observer: { disconnect(): void }) => void, options: undefined as unknown, disconnected: false };
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const body = loaderBody(paintFirstLoader(["/a.js", "/b.js"]));
    const document = { visibilityState, createElement: () => ({ src: "", async: false }), body: { appendChild: (e: { src: string }) => added.push(e.src) } };
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", body)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms: number) => timers.push({ run: f, ms }),
      paintTiming ? FakeObserver : undefined,
    );
    const paint = () => observers[0]!.callback({}, { disconnect: () => (observers[0]!.disconnected = true) });
    return { added, frames, timers, observers, paint };
  }

  it("starts the scripts, in their order, in the task after the browser reports the first paint, and only once", () => {
    const page = runLoader("visible", true);
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0]!.options).toEqual({ type: "paint", buffered: true });
    expect(page.frames).toEqual([]); // no frame callback: it runs before the frame is presented
    expect(page.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MS]); // only the fallback so far
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.observers[0]!.disconnected).toBe(true);
    expect(page.added).toEqual([]);
    page.timers[1]!.run(); // the task after the paint
    expect(page.added).toEqual(["/a.js", "/b.js"]);
    page.timers[0]!.run(); // the fallback, later: nothing twice
    expect(page.added).toEqual(["/a.js", "/b.js"]);
  });

  it("starts them after PAINT_WAIT_MS when no paint is reported, after the first frame where paint timing is missing, and at once in a hidden tab", () => {
    const unpainted = runLoader("visible", true);
    unpainted.timers[0]!.run();
    expect(unpainted.added).toEqual(["/a.js", "/b.js"]);

    const old = runLoader("visible", false);
    expect(old.added).toEqual([]);
    old.frames.shift()!();
    expect(old.added).toEqual([]);
    old.timers.shift()!.run();
    expect(old.added).toEqual(["/a.js", "/b.js"]);

    const hidden = runLoader("hidden", true);
    expect(hidden.added).toEqual(["/a.js", "/b.js"]);
    expect(hidden.observers).toEqual([]);
  });

  it("cannot be closed early by a path that names the end of a script", () => {
    expect(paintFirstLoader(["/_next/static/</script><script>alert(1)</script>.js"])).not.toContain("</script><script>alert");
  });
});

function loaderBody(loader: string): string {
  return loader.replace(/^<script>/, "").replace(/<\/script>$/, "");
}
