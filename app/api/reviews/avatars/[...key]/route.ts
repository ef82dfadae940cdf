// GET /api/reviews/avatars/{file}: a published review's or testimonial's photo, at a stable public
// address (the pages are cached, so they cannot hold expiring signed URLs). Only keys a published row
// uses (lib/marketing/review-avatars.ts), or any row's for a platform admin (the editor's preview,
// never cached publicly); anything else answers 404.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { isServableReviewAvatar, REVIEW_AVATAR_PREFIX } from "@/lib/marketing/review-avatars";
import { getStorage } from "@/lib/storage";
import { storedImageResponse } from "@/lib/storage/image-response";
import { assertValidKey } from "@/lib/storage/keys";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = route(
  { caller: { session: "optional" }, namespace: "Reviews", errors: { NOT_FOUND: 404 }, params: z.object({ key: z.array(z.string().max(200)).min(1).max(2) }) },
  async ({ request, db, params, principal, refuse }) => {
    const key = REVIEW_AVATAR_PREFIX + params.key.join("/");
    try {
      assertValidKey(key);
    } catch {
      refuse("NOT_FOUND");
    }
    const published = await isServableReviewAvatar(db, key);
    if (!published && !(principal?.role === "admin" && (await isServableReviewAvatar(db, key, true)))) refuse("NOT_FOUND");
    // A new photo gets a new name, so an hour of caching never shows an old one under it.
    const answer = await storedImageResponse(request, getStorage(), key, published ? "public, max-age=3600, stale-while-revalidate=86400" : "private, no-store");
    return answer ?? refuse("NOT_FOUND");
  },
);

export const GET = handle;
export const HEAD = handle;
