// GET /api/giftcards/export?filter=all|unused&locale=en: the signed-in buyer's gift cards as a CSV
// download (lib/giftcards). Only their own cards and their organisations' (as lead or owner).
import { createTranslator } from "next-intl";
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { giftCardFilterSchema, giftCardsExport } from "@/lib/giftcards/export";
import { loadMessages } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const locale = requestLocale(request, url.searchParams.get("locale"));
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) {
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "GiftCards" });
    return Response.json({ error: "NOT_SIGNED_IN", message: t("export.signedOut") }, { status: 401, headers: { "cache-control": "no-store" } });
  }
  const filter = giftCardFilterSchema.parse(url.searchParams.get("filter"));
  const { filename, csv } = await giftCardsExport(await prisma(), { userId, filter, locale, appUrl: env.APP_URL });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
