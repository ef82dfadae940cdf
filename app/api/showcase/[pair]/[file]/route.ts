// GET /api/showcase/{key}/{file}: one image of the home page's before/after pairs (lib/marketing/showcase.ts).
// Public and cached for a year: a file's name carries a hash of its bytes, so new pictures get new
// addresses. Only the files a ShowcasePair row names are served; anything else is a 404.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { showcaseFile } from "@/lib/marketing/showcase";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const segment = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,80}$/);

const handle = route(
  { caller: "public", namespace: "Home", errors: { NOT_FOUND: 404 }, params: z.object({ pair: segment, file: segment }) },
  async ({ request, db, params, refuse }) => {
    const key = await showcaseFile(db, params.pair, params.file);
    if (!key) refuse("NOT_FOUND");
    const storage = getStorage();
    const info = await storage.stat(key!);
    if (!info) refuse("NOT_FOUND");
    const headers = {
      "Content-Type": info!.contentType,
      "Content-Length": String(info!.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    };
    if (request.method === "HEAD") return new Response(null, { headers });
    const body = await storage.stream(key!);
    if (!body) refuse("NOT_FOUND");
    return new Response(body, { headers });
  },
);

export const GET = handle;
export const HEAD = handle;
