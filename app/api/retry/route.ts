// GET /api/retry: the signed-in person's shoots with whether a free retry is possible and why (not).
// POST /api/retry { shootId }: grants the free retry of one shoot. Rules: lib/shoots/retry.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { grantFreeRetry, listRetryCandidates, type RetryError } from "@/lib/shoots/retry";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const STATUS: Record<RetryError, number> = {
  INVALID_INPUT: 400,
  NOT_SIGNED_IN: 401,
  NOT_FOUND: 404,
  ALREADY_RETRIED: 409,
  NOT_FINISHED: 409,
  COMPLETE: 409,
  PAST_WINDOW: 409,
};

const bodySchema = z.object({ shootId: z.string().trim().min(1).max(64), locale: z.string().max(8).optional() });

export const GET = route({ caller: { session: "user" }, namespace: "Retry" }, async ({ db, principal }) => ({
  shoots: await listRetryCandidates(db, principal.userId),
}));

export const POST = route({ caller: { session: "user" }, namespace: "Retry", errors: STATUS, body: bodySchema }, async ({ db, principal, body, answerIn, refuse }) => {
  const locale = answerIn(body.locale);
  const outcome = await grantFreeRetry(db, { userId: principal.userId, shootId: body.shootId, locale });
  if (!outcome.ok) return refuse(outcome.error);
  return outcome;
});
