// GET /api/gate-examples/{slug}-{version}.webp: a thumbnail of an example photo on the public /ugly
// page (lib/marketing/gate-examples.ts). Public and cacheable: the version is in the address, so the
// current one is kept for a year; an older page's address gets the current photo, cached briefly.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { gateExampleImage } from "@/lib/marketing/gate-examples";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = route(
  { caller: "public", namespace: "Ugly", errors: { NOT_FOUND: 404 }, params: z.object({ file: z.string().max(90) }) },
  async ({ request, db, params, refuse }) => {
    const image = await gateExampleImage(db, params.file);
    if (!image) refuse("NOT_FOUND");
    const storage = getStorage();
    const info = await storage.stat(image!.key);
    if (!info) refuse("NOT_FOUND");
    const headers = {
      "Content-Type": info!.contentType,
      "Content-Length": String(info!.size),
      "Cache-Control": image!.current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    };
    if (request.method === "HEAD") return new Response(null, { headers });
    const body = await storage.stream(image!.key);
    if (!body) refuse("NOT_FOUND");
    return new Response(body, { headers });
  },
);

export const GET = handle;
export const HEAD = handle;
