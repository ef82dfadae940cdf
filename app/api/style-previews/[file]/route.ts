// GET /api/style-previews/{file}: a style's preview picture an admin uploaded or had rendered
// (lib/backoffice/styles/previews.ts). Public and cached for a year: the name carries a hash of the
// bytes. Only a file a style names as its preview is served; anything else is a 404.
import { z } from "zod";
import { stylePreviewFile } from "@/lib/backoffice/styles/previews";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = route(
  { caller: "public", namespace: "BackofficeStyles", errors: { NOT_FOUND: 404 }, params: z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,120}\.webp$/) }) },
  async ({ request, db, params, refuse }) => {
    const key = await stylePreviewFile(db, params.file);
    if (!key) refuse("NOT_FOUND");
    const storage = getStorage();
    const info = await storage.stat(key!);
    if (!info) refuse("NOT_FOUND");
    const headers = {
      "Content-Type": "image/webp",
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
