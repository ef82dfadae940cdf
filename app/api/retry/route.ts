// GET /api/retry: the signed-in person's shoots with whether a free retry is possible and why (not).
// POST /api/retry { shootId }: grants the free retry of one shoot. Rules: lib/shoots/retry.ts.
import { z } from "zod";
import { prisma } from "@/lib/db";
import { parseBody, withSession } from "@/lib/http/session-route";
import { grantFreeRetry, listRetryCandidates, type RetryError } from "@/lib/shoots/retry";
import { localizedError, requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const STATUS: Record<RetryError | "INTERNAL", number> = {
  INVALID_INPUT: 400,
  NOT_SIGNED_IN: 401,
  NOT_FOUND: 404,
  ALREADY_RETRIED: 409,
  NOT_FINISHED: 409,
  COMPLETE: 409,
  PAST_WINDOW: 409,
  INTERNAL: 500,
};

const bodySchema = z.object({ shootId: z.string().trim().min(1).max(64), locale: z.string().max(8).optional() });

function refused(request: Request, code: RetryError | "INTERNAL", locale?: string): Promise<Response> {
  return localizedError(requestLocale(request, locale), "Retry", code, STATUS[code]);
}

export async function GET(request: Request): Promise<Response> {
  return withSession("retry: list", (code) => refused(request, code), async (userId) => {
    const shoots = await listRetryCandidates(await prisma(), userId);
    return Response.json({ shoots }, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function POST(request: Request): Promise<Response> {
  const refuse = (code: "NOT_SIGNED_IN" | "INVALID_INPUT" | "INTERNAL") => refused(request, code);
  return withSession("retry: grant", refuse, async (userId) => {
    const body = await parseBody(request, bodySchema, refuse);
    if (!body.ok) return body.response;
    const outcome = await grantFreeRetry(await prisma(), { userId, shootId: body.data.shootId, locale: requestLocale(request, body.data.locale) });
    if (!outcome.ok) return refused(request, outcome.error, body.data.locale);
    return Response.json(outcome, { headers: { "Cache-Control": "no-store" } });
  });
}
