// GET /api/backoffice/avatars/{avatarId}: a preview avatar's square (lib/backoffice/styles/avatars.ts)
// for platform admins; 404 to anyone else, as for an avatar that does not exist.
import { z } from "zod";
import { avatarFile } from "@/lib/backoffice/styles/avatars";
import { webpResponse } from "@/lib/backoffice/styles/images";
import { Refusal } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "optional" }, namespace: "BackofficeStyles", params: z.object({ avatarId: z.string().min(1).max(64) }) },
  async ({ db, principal, params }) => {
    const notFound = new Refusal("BackofficeStyles", "NOT_FOUND", 404);
    if (principal?.role !== "admin") throw notFound;
    const key = await avatarFile(db, params.avatarId);
    const bytes = key ? await getStorage().get(key) : null;
    if (!bytes) throw notFound;
    return webpResponse(bytes, "private");
  },
);
