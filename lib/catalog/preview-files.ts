import "server-only";
import fs from "node:fs";
import path from "node:path";

const PUBLIC_DIR = path.join(process.cwd(), "public");

/** Where previews an admin uploaded or had rendered (/admin/style) live in storage; served at "/api/" + key. */
export const STYLE_PREVIEW_PREFIX = "style-previews";
const STORED_PREVIEW = new RegExp(`^/api/${STYLE_PREVIEW_PREFIX}/[a-z0-9][a-z0-9.-]{0,120}\\.webp$`);
const known = new Map<string, boolean>();

/**
 * The preview URL when it can be shown: remote URLs as they are, a stored preview's address
 * (app/api/style-previews), site paths only when the file is in public/ (checked once per process).
 * Null for anything else, so the page draws the preview itself instead of showing a broken image.
 */
export function usablePreviewUrl(url: string | null, publicDir = PUBLIC_DIR): string | null {
  if (!url) return null;
  if (/^https:\/\//i.test(url) || STORED_PREVIEW.test(url)) return url;
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const key = `${publicDir}\0${url}`;
  let ok = known.get(key);
  if (ok === undefined) {
    const file = path.resolve(publicDir, "." + decodeURIComponentSafe(url.split(/[?#]/)[0]!));
    ok = file.startsWith(publicDir + path.sep) && fs.existsSync(/*turbopackIgnore: true*/ file) && fs.statSync(/*turbopackIgnore: true*/ file).isFile();
    known.set(key, ok);
  }
  return ok ? url : null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
