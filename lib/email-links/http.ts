// The GET handler behind /{locale}/deeplink/{type} and /{locale}/track/{type} (route handlers in
// app/[locale]/(bare)/…): the signed-in reader (if any) is read from the session cookie only, the
// click is recorded, and the answer is a redirect (or the open pixel). Nothing here can turn a bad
// link into a 500: the worst case is the /app fallback.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { knownClientIp } from "@/lib/http/client-ip";
import { DEFAULT_LOCALE, isLocale, localizePath } from "@/lib/i18n/config";
import { answerEmailLink, PIXEL_GIF, type LinkRoute } from "./answer";
import { FALLBACK_PATH } from "./targets";

type Context = { params: Promise<{ locale: string; type?: string[] }> };

export function emailLinkHandler(route: LinkRoute) {
  return async function GET(request: Request, context: Context): Promise<Response> {
    const { locale: raw, type } = await context.params;
    const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
    const url = new URL(request.url);
    try {
      const session = await auth().catch(() => null);
      const answer = await answerEmailLink(await prisma(), {
        route,
        locale,
        segments: type,
        search: url.searchParams,
        actorId: session?.user?.id ?? null,
        ip: knownClientIp(request.headers),
      });
      if (answer.kind === "pixel") {
        return new Response(new Uint8Array(PIXEL_GIF), {
          headers: { "content-type": "image/gif", "cache-control": "no-store, max-age=0", "content-length": String(PIXEL_GIF.length) },
        });
      }
      return redirect(answer.location, request);
    } catch (e) {
      console.error(`[links] ${route}:`, e);
      return redirect(localizePath(FALLBACK_PATH, locale), request);
    }
  };
}

function redirect(location: string, request: Request): Response {
  return new Response(null, { status: 302, headers: { location: new URL(location, request.url).toString(), "cache-control": "no-store" } });
}
