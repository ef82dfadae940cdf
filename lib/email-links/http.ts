// The answer behind /{locale}/deeplink/{type} and /{locale}/track/{type} (route handlers in
// app/[locale]/(bare)/…, through lib/http/route.ts): the signed-in reader (if any) is the route's
// optional session, the click is recorded, and the answer is a redirect (or the open pixel). Nothing
// here can turn a bad link into a 500: the worst case is the /app fallback.
import "server-only";
import { z } from "zod";
import { knownClientIp } from "@/lib/http/client-ip";
import type { Principal } from "@/lib/routes/middleware";
import type { PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, localizePath } from "@/lib/i18n/config";
import { answerEmailLink, PIXEL_GIF, type LinkRoute } from "./answer";
import { FALLBACK_PATH } from "./targets";

// Never refused for its path: an odd one falls back like any bad link.
export const emailLinkParams = z.object({ locale: z.string().catch(DEFAULT_LOCALE), type: z.array(z.string()).optional().catch(undefined) });

type LinkRequest = { request: Request; db: PrismaClient; principal: Principal; params: z.output<typeof emailLinkParams> };

/** The answer to an email link of kind `link` (a route's handler passes its context). */
export async function answerEmailLinkRequest(link: LinkRoute, { request, db, principal, params }: LinkRequest): Promise<Response> {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  try {
    const answer = await answerEmailLink(db, {
      route: link,
      locale,
      segments: params.type,
      search: new URL(request.url).searchParams,
      actorId: principal?.userId ?? null,
      ip: knownClientIp(request.headers),
    });
    if (answer.kind === "pixel") {
      return new Response(new Uint8Array(PIXEL_GIF), {
        headers: { "content-type": "image/gif", "cache-control": "no-store, max-age=0", "content-length": String(PIXEL_GIF.length) },
      });
    }
    return redirect(answer.location, request);
  } catch (e) {
    console.error(`[links] ${link}:`, e);
    return redirect(localizePath(FALLBACK_PATH, locale), request);
  }
}

function redirect(location: string, request: Request): Response {
  return new Response(null, { status: 302, headers: { location: new URL(location, request.url).toString(), "cache-control": "no-store" } });
}
