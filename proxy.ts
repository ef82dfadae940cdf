import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/i18n/routing";
import { principalFromRequest } from "@/lib/auth/request-principal";
import { LOCALE_COOKIE, localizePath, splitLocale } from "@/lib/i18n/config";
import { detectLocale } from "@/lib/i18n/detect";
import { guardRequest } from "@/lib/routes/guard-request";

const intl = createIntlMiddleware(routing);

// Next 16's proxy (formerly middleware) runs on Node.js. Order: locale detection on "/", the route
// guard from the registry, then next-intl's rewrite to app/[locale]. Pages check again on the server.
export default async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  if (pathname === "/") {
    const detected = detectLocale({
      cookie: req.cookies.get(LOCALE_COOKIE.name)?.value,
      acceptLanguage: req.headers.get("accept-language"),
    });
    if (detected !== routing.defaultLocale) return NextResponse.redirect(new URL(localizePath("/", detected) + search, req.url));
  }

  const { locale, path } = splitLocale(pathname);
  const outcome = await guardRequest(path, (options) => principalFromRequest(req, options));
  switch (outcome.kind) {
    case "login": {
      const target = new URL(localizePath("/auth/login", locale), req.url);
      target.searchParams.set("callbackUrl", pathname + search);
      return NextResponse.redirect(target);
    }
    case "redirect":
      return NextResponse.redirect(new URL(localizePath(outcome.to, locale), req.url));
    case "forbidden":
      return NextResponse.rewrite(new URL(`/${locale}/forbidden${search}`, req.url));
    case "error":
      return new NextResponse(outcome.message, { status: outcome.status, headers: { "content-type": "text/plain; charset=utf-8" } });
    default:
      return intl(req);
  }
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
