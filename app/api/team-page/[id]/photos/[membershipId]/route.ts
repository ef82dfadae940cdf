// GET /api/team-page/{publicId}/photos/{membershipId}: one person's picture on a public team page (its
// 800 px preview, never a delivered file). Asked again on every request (lib/teams/team-page.ts
// teamPagePhoto): a revoked page, a person who opted out, was hidden or removed, or anyone not on the
// page answers 404 at once. No index, no cache that outlives a revocation.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { teamPagePhoto } from "@/lib/teams/team-page";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = route(
  { caller: "public", namespace: "TeamPage", errors: { NOT_FOUND: 404 }, params: z.object({ id: z.string().max(64), membershipId: z.string().max(64) }) },
  async ({ request, db, params, refuse }) => {
    const storage = getStorage();
    const photo = await teamPagePhoto(db, storage, params.id, params.membershipId);
    if (!photo) refuse("NOT_FOUND");
    const info = await storage.stat(photo!.key);
    if (!info) refuse("NOT_FOUND");
    const headers = {
      "Content-Type": info!.contentType,
      "Content-Length": String(info!.size),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // Shown inside other sites' frames (the embed snippet): readable from any origin as an image.
      "Cross-Origin-Resource-Policy": "cross-origin",
    };
    if (request.method === "HEAD") return new Response(null, { headers });
    const body = await storage.stream(photo!.key);
    if (!body) refuse("NOT_FOUND");
    return new Response(body, { headers });
  },
);

export const GET = handle;
export const HEAD = handle;
