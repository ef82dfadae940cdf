// The watermarked result of a free headshot, the visitor's own only (lib/tools/free-headshot/http.ts handleImage).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { FREE_HEADSHOT_ROUTE, handleImage } from "@/lib/tools/free-headshot/http";

export const dynamic = "force-dynamic";

export const GET = route({ ...FREE_HEADSHOT_ROUTE, params: z.object({ id: z.string() }) }, ({ request, db, params, answerIn }) =>
  handleImage(request, { db, storage: getStorage(), answerIn, id: params.id }),
);
