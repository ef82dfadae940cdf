// GET /api/style-previews/{file}: a style's preview picture an admin uploaded or had rendered
// (lib/backoffice/styles/previews.ts). Public and cached for a year: the name carries a hash of the
// bytes. Only a file a style names as its preview is served; anything else is a 404.
import { z } from "zod";
import { webpResponse } from "@/lib/backoffice/styles/images";
import { stylePreviewFile } from "@/lib/backoffice/styles/previews";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = route(
  { caller: "public", namespace: "BackofficeStyles", errors: { NOT_FOUND: 404 }, params: z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,120}\.webp$/) }) },
  async ({ request, db, params, refuse }) => {
    const key = await stylePreviewFile(db, params.file);
    const bytes = key ? await getStorage().get(key) : null;
    if (!bytes) return refuse("NOT_FOUND");
    return webpResponse(bytes, "public", request.method);
  },
);

export const GET = handle;
export const HEAD = handle;
