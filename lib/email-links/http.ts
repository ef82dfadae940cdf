// The GET handler behind /{locale}/deeplink/{type} and /{locale}/track/{type} (route handlers in
// app/[locale]/(bare)/…): the signed-in reader (if any) is the route's optional session, the click is
// recorded, and the answer is a redirect (or the open pixel). Nothing here can turn a bad link into a
// 500: the worst case is the /app fallback.
import "server-only";
import { z } from "zod";
import { knownClientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { DEFAULT_LOCALE, isLocale, localizePath } from "@/lib/i18n/config";
import { answerEmailLink, PIXEL_GIF, type LinkRoute } from "./answer";
import { FALLBACK_PATH } from "./targets";

// Never refused for its path: an odd one falls back like any bad link.
const linkParams = z.object({ locale: z.string().catch(DEFAULT_LOCALE), type: z.array(z.string()).optional().catch(undefined) });

export function emailLinkHandler(link: LinkRoute) {
  return route({ caller: { session: "optional" }, namespace: "Email", params: linkParams }, async ({ request, db, principal, params }) => {
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
  });
}

function redirect(location: string, request: Request): Response {
  return new Response(null, { status: 302, headers: { location: new URL(location, request.url).toString(), "cache-control": "no-store" } });
}
