// GET /api/retry: the signed-in person's shoots with whether a free retry is possible and why (not).
// POST /api/retry { shootId }: grants the free retry of one shoot. Rules: lib/shoots/retry.ts.
import { z } from "zod";
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { jsonBodyError, readJsonBody } from "@/lib/http/json-body";
import { grantFreeRetry, listRetryCandidates, type RetryError } from "@/lib/shoots/retry";
import { requestLocale, translatorFor } from "@/lib/storage/http";

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

async function refused(request: Request, code: RetryError | "INTERNAL", locale?: string): Promise<Response> {
  const t = await translatorFor(requestLocale(request, locale), "Retry");
  return Response.json({ error: { code, message: t(`errors.${code}`) } }, { status: STATUS[code], headers: { "Cache-Control": "no-store" } });
}

export async function GET(request: Request): Promise<Response> {
  try {
    const session = await auth();
    if (!session?.user?.id) return refused(request, "NOT_SIGNED_IN");
    const shoots = await listRetryCandidates(await prisma(), session.user.id);
    return Response.json({ shoots }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[retry] list", error);
    return refused(request, "INTERNAL");
  }
}

export async function POST(request: Request): Promise<Response> {
  try {
    const session = await auth();
    if (!session?.user?.id) return refused(request, "NOT_SIGNED_IN");
    const json = await readJsonBody(request);
    if (!json.ok) return jsonBodyError(request, json.error);
    const body = bodySchema.safeParse(json.data);
    if (!body.success) return refused(request, "INVALID_INPUT");
    const outcome = await grantFreeRetry(await prisma(), { userId: session.user.id, shootId: body.data.shootId, locale: requestLocale(request, body.data.locale) });
    if (!outcome.ok) return refused(request, outcome.error, body.data.locale);
    return Response.json(outcome, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[retry] grant", error);
    return refused(request, "INTERNAL");
  }
}
