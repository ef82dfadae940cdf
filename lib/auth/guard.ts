import "server-only";
import { cookies } from "next/headers";
import { forbidden, redirect, unauthorized } from "next/navigation";
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { decide, UnknownMiddlewareError, type Principal } from "@/lib/routes/middleware";
import { getRoute } from "@/lib/routes/registry";
import { currentMfaPending } from "./mfa-gate";
import { loadPrincipal } from "./principal";
import { currentSessionCookie } from "./session-id";
import { VIEW_AS_COOKIE, viewedPrincipal } from "./view-as";

/**
 * The signed-in person (roles read fresh from the database) and when this session signed in (ms; null
 * for sessions from before that was recorded). Deleting an account without a password needs a recent one.
 */
export async function currentSession(): Promise<{ principal: Principal; authAt: number | null }> {
  const session = await auth();
  if (!session?.user?.id) return { principal: null, authAt: null };
  const authAt = typeof session.authAt === "number" ? session.authAt : null;
  const db = await prisma();
  const principal = await loadPrincipal(db, session.user.id, { authAt });
  // An admin viewing the app as someone (lib/auth/view-as.ts): only when that cookie is there at all.
  const ticket = principal?.role === "admin" ? (await cookies()).get(VIEW_AS_COOKIE)?.value : undefined;
  if (ticket) {
    const viewed = await viewedPrincipal(db, principal, ticket, (await currentSessionCookie())?.sid);
    if (viewed) return { principal: viewed, authAt };
  }
  return { principal, authAt };
}

/** The signed-in person with roles read fresh from the database (not from the cookie), or null. */
export async function currentPrincipal(): Promise<Principal> {
  return (await currentSession()).principal;
}

/**
 * The page half of the guard (the proxy is the other): runs the middleware the registry declares for
 * `routePath`. Signed out → login and back; wrong role → 403; unknown middleware → 500.
 */
export async function guardPage(routePath: string, locale: Locale, currentUrl?: string): Promise<Principal> {
  const principal = await currentPrincipal();
  const route = getRoute(routePath);
  const decision = decide(route, principal);
  switch (decision.kind) {
    case "allow":
      // The team lead area under MFA (lib/auth/mfa-gate.ts): the layout's unauthorized.tsx shows the code screen.
      if (route.who === "lead" && principal && !principal.viewingAs && (await currentMfaPending(await prisma(), principal.userId))) unauthorized();
      return principal;
    case "login": {
      const back = currentUrl ?? localizePath(routePath, locale);
      return redirect(`${localizePath("/auth/login", locale)}?callbackUrl=${encodeURIComponent(back)}`);
    }
    case "redirect":
      return redirect(localizePath(decision.to, locale));
    case "forbidden":
      return forbidden();
    case "error":
      throw new UnknownMiddlewareError(decision.message.replace(/^Unknown middleware /, ""));
  }
}
