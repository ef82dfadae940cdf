// Asks for a free headshot: counts against the day's limit and queues its job (lib/tools/free-headshot/http.ts handleSubmit).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { getStorage } from "@/lib/storage";
import { FREE_HEADSHOT_ROUTE, handleSubmit } from "@/lib/tools/free-headshot/http";
import { freeSubmitBody } from "@/lib/tools/free-headshot/runs";

export const dynamic = "force-dynamic";

export const POST = route({ ...FREE_HEADSHOT_ROUTE, params: z.object({ id: z.string() }), body: freeSubmitBody }, ({ request, db, params, body, answerIn }) =>
  handleSubmit(request, { db, storage: getStorage(), answerIn, id: params.id, body, boss: getBoss }),
);
