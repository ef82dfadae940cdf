// GET /api/blog/images/{key}: a blog cover or an author's picture, at a stable public address (the
// blog pages are cached, so they cannot hold expiring signed URLs). Only keys under blog/ that a
// published post or an author uses (lib/blog/images.ts); anything else answers 404.
import { z } from "zod";
import { isPublicBlogImage } from "@/lib/blog/images";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { assertValidKey } from "@/lib/storage/keys";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = route(
  { caller: "public", namespace: "Blog", errors: { NOT_FOUND: 404 }, params: z.object({ key: z.array(z.string().max(200)).min(2).max(8) }) },
  async ({ request, db, params, refuse }) => {
    const key = params.key.join("/");
    try {
      assertValidKey(key);
    } catch {
      refuse("NOT_FOUND");
    }
    if (!(await isPublicBlogImage(db, key))) refuse("NOT_FOUND");
    const storage = getStorage();
    const info = await storage.stat(key);
    if (!info || !info.contentType.startsWith("image/")) refuse("NOT_FOUND");
    const headers = {
      "Content-Type": info!.contentType,
      "Content-Length": String(info!.size),
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    };
    if (request.method === "HEAD") return new Response(null, { headers });
    const body = await storage.stream(key);
    if (!body) refuse("NOT_FOUND");
    return new Response(body, { headers });
  },
);

export const GET = handle;
export const HEAD = handle;
