import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { routing } from "@/i18n/routing";
import { principalFromRequest } from "@/lib/auth/request-principal";
import { env } from "@/lib/env";
import { createNonce, pageSecurityHeaders } from "@/lib/http/security-headers";
import { LOCALE_COOKIE, localizePath, splitLocale } from "@/lib/i18n/config";
import { detectLocale } from "@/lib/i18n/detect";
import { guardRequest } from "@/lib/routes/guard-request";

const intl = createIntlMiddleware(routing);

// Next 16's proxy (formerly middleware) runs on Node.js. Order: locale detection on "/", the route
// guard from the registry, then next-intl's rewrite to app/[locale]. Pages check again on the server.
// Every answer carries the security headers; a page's request also carries its nonce and policy,
// from which Next.js puts the nonce on its own scripts (layouts read it from `x-nonce`).
export default async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const nonce = createNonce();
  const security = pageSecurityHeaders(path, nonce, env);
  const secured = (res: NextResponse | Response) => {
    for (const [name, value] of Object.entries(security)) res.headers.set(name, value);
    return res;
  };
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", security["Content-Security-Policy"]!);

  if (pathname === "/") {
    const detected = detectLocale({
      cookie: req.cookies.get(LOCALE_COOKIE.name)?.value,
      acceptLanguage: req.headers.get("accept-language"),
    });
    if (detected !== routing.defaultLocale) return secured(NextResponse.redirect(new URL(localizePath("/", detected) + search, req.url)));
  }

  const outcome = await guardRequest(path, (options) => principalFromRequest(req, options));
  switch (outcome.kind) {
    case "login": {
      const target = new URL(localizePath("/auth/login", locale), req.url);
      target.searchParams.set("callbackUrl", pathname + search);
      return secured(NextResponse.redirect(target));
    }
    case "redirect":
      return secured(NextResponse.redirect(new URL(localizePath(outcome.to, locale), req.url)));
    case "forbidden":
      return secured(NextResponse.rewrite(new URL(`/${locale}/forbidden${search}`, req.url), { request: { headers } }));
    case "error":
      return secured(new NextResponse(outcome.message, { status: outcome.status, headers: { "content-type": "text/plain; charset=utf-8" } }));
    default:
      return secured(intl(new NextRequest(req, { headers })));
  }
}

export const config = {
  // Everything but API routes (/api/…; the page /api itself is a page), Next internals and files with an extension.
  matcher: "/((?!api/|_next|_vercel|.*\\..*).*)",
};
