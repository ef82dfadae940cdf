// A headshot engine for tests that need generation to happen, not to look good.
import sharp from "sharp";
import type { HeadshotEngine } from "@/lib/engine/engine";

/**
 * Answers at once with `count` plain images (one per asked size each), variant = its variation index;
 * `fail` may make a call throw, `drop` leaves that many of each call's images out (the likeness check),
 * `before` runs before a call answers (to interleave something with a job).
 */
export function instantEngine(fail?: (call: number) => Error | null, options: { drop?: number; before?: (call: number) => Promise<void> } = {}): HeadshotEngine {
  let calls = 0;
  return {
    id: "studio",
    capabilities: new Set(["backdrop"]),
    async generate(request) {
      const call = ++calls;
      const problem = fail?.(call);
      if (problem) throw problem;
      await options.before?.(call);
      const images = [];
      for (let n = 0; n < request.count - (options.drop ?? 0); n++) {
        for (const s of request.sizes) {
          images.push({
            bytes: await sharp({ create: { width: s.width, height: s.height, channels: 3, background: "#808890" } }).jpeg().toBuffer(),
            mime: "image/jpeg" as const, width: s.width, height: s.height, variant: { index: (request.variationOffset ?? 0) + n }, likeness: 1,
          });
        }
      }
      return { images, dropped: [] };
    },
  };
}
