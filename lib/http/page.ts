// The start of every page that reads data: the locale from the URL, the route guard of the registry
// (signed out → login and back, wrong role → 403), and the database handle the page passes to its
// lib/<domain> loaders. Pages never import lib/db themselves (ESLint enforces it).
import "server-only";
import { guardPage } from "@/lib/auth/guard";
import { recordViewAsPage } from "@/lib/auth/view-as";
import { prisma, type PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { pageLocale } from "@/lib/i18n/page";
import type { Principal } from "@/lib/routes/middleware";
import { isCachedLayout, ROUTES } from "@/lib/routes/registry";

export type PageContext = { locale: Locale; principal: Principal; db: PrismaClient };

/**
 * Opens `routePath` (the registry's pattern, e.g. "/app/results/[id]"); `currentUrl` is where login
 * sends them back (a function of the locale when the address is localised).
 */
export async function openPage(params: Promise<{ locale: string }>, routePath: string, currentUrl?: string | ((locale: Locale) => string)): Promise<PageContext> {
  const locale = await pageLocale(params);
  const url = typeof currentUrl === "function" ? currentUrl(locale) : currentUrl;
  const principal = await guardPage(routePath, locale, url);
  const db = await prisma();
  // An admin viewing the app as this person (lib/auth/view-as.ts): every page seen is in the audit log.
  if (principal?.viewingAs) await recordViewAsPage(db, principal, url ?? routePath);
  return { locale, principal, db };
}

export type PublicPageContext = { locale: Locale; db: PrismaClient };

/**
 * The start of a cached public page (the "marketing" and "tools" layouts: isCachedLayout): the locale
 * and the database, and nothing of the visitor: the page is rendered once and served to everyone
 * until it is revalidated. Whatever depends on the visitor (the header's account, a chosen currency)
 * is a client island. `routePath` must be an anonymous marketing route of the registry.
 */
export async function openPublicPage(params: Promise<{ locale: string }>, routePath: string): Promise<PublicPageContext> {
  const route = ROUTES.find((r) => r.path === routePath);
  if (!route || !isCachedLayout(route.layout) || route.who !== "anon") throw new Error(`openPublicPage: ${routePath} is not a cached public route`);
  const locale = await pageLocale(params);
  return { locale, db: await prisma() };
}

/** For a page whose guard has already run: the database handle only. */
export function pageDb(): Promise<PrismaClient> {
  return prisma();
}
