// One free headshot of the visitor's (lib/tools/free-headshot/http.ts handleGet).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { FREE_HEADSHOT_ROUTE, handleGet } from "@/lib/tools/free-headshot/http";

export const dynamic = "force-dynamic";

export const GET = route({ ...FREE_HEADSHOT_ROUTE, params: z.object({ id: z.string() }) }, ({ request, db, params, answerIn }) =>
  handleGet(request, { db, storage: getStorage(), answerIn, id: params.id }),
);
