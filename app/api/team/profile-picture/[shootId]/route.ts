// GET /api/team/profile-picture/{shootId}[?download=1]: a member's profile picture as a PNG (their own,
// or any member's for the organisation's leads); made again first when it is out of date.
import { z } from "zod";
import { requestMfaPending } from "@/lib/auth/mfa-gate";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { BRANDING_ROUTE, handleProfilePicture } from "@/lib/teams/branding/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// A paid deliverable (made from a headshot; downloadable with download=1): refused while a platform
// admin views the app as someone (lib/http/route.ts; the flag is per route, so the inline picture too).
export const GET = route(
  { ...BRANDING_ROUTE, deliverable: true, caller: { session: "member" }, params: z.object({ shootId: z.string().max(64) }), query: z.object({ download: z.literal("1").optional() }) },
  async ({ db, principal, params, query, request }) =>
    handleProfilePicture({
      db,
      storage: getStorage(),
      userId: principal.userId,
      shootId: params.shootId,
      download: query.download === "1",
      // A lead's session that owes the MFA code gets only their own picture.
      mfaPending: await requestMfaPending(db, request, principal.userId),
    }),
);
