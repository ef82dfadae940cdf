// The interactive API reference on /api is Scalar's standalone bundle, served from our own origin
// (no CDN: the page's Content-Security-Policy allows scripts from 'self' only, and visitors' browsers
// talk to nobody else). The route app/api/reference/standalone.js streams the installed package's
// file; its URL carries the package version, so browsers may keep it for a year.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

const PACKAGE_DIR = path.join(process.cwd(), "node_modules/@scalar/api-reference");

function version(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "0";
  }
}

/** The bundle's URL on our origin (versioned: cached for a year). */
export const scalarBundleUrl = (): string => `/api/reference/standalone.js?v=${encodeURIComponent(version())}`;

/** The bundle as a response: JavaScript, long-cached, streamed from node_modules. */
export async function scalarBundleResponse(): Promise<Response> {
  const file = path.join(PACKAGE_DIR, "dist/browser/standalone.js");
  const stat = await fs.promises.stat(file);
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Content-Length": String(stat.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
