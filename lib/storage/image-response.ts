// A stored picture as an HTTP answer for the public image routes (review photos; the blog's and the
// showcase's routes write the same by hand): its type and size, the given Cache-Control, nosniff and a
// sandboxing CSP; no body for HEAD. Null when the file is missing or is no image (the route's 404).
import "server-only";
import type { FileStorage } from "./types";

export async function storedImageResponse(request: Request, storage: FileStorage, key: string, cacheControl: string): Promise<Response | null> {
  const info = await storage.stat(key);
  if (!info || !info.contentType.startsWith("image/")) return null;
  const headers = {
    "Content-Type": info.contentType,
    "Content-Length": String(info.size),
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  const body = await storage.stream(key);
  return body ? new Response(body, { headers }) : null;
}
