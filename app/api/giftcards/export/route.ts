// GET /api/giftcards/export?filter=all|unused&locale=en: the signed-in buyer's gift cards as a CSV
// download (lib/giftcards). Only their own cards and their organisations' (as lead or owner).
import { z } from "zod";
import { env } from "@/lib/env";
import { giftCardFilterSchema, giftCardsExport } from "@/lib/giftcards/export";
import { requestLocale } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const querySchema = z.object({ filter: giftCardFilterSchema, locale: z.string().optional() });

export const GET = route({ caller: { session: "user" }, namespace: "GiftCards", query: querySchema }, async ({ db, principal, request, query }) =>
  giftCardsExport(db, { userId: principal.userId, filter: query.filter, locale: requestLocale(request, query.locale), appUrl: env.APP_URL }),
);
