// The start of every page that reads data: the locale from the URL, the route guard of the registry
// (signed out → login and back, wrong role → 403), and the database handle the page passes to its
// lib/<domain> loaders. Pages never import lib/db themselves (ESLint enforces it).
import "server-only";
import { guardPage } from "@/lib/auth/guard";
import { prisma, type PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { pageLocale } from "@/lib/i18n/page";
import type { Principal } from "@/lib/routes/middleware";

export type PageContext = { locale: Locale; principal: Principal; db: PrismaClient };

/**
 * Opens `routePath` (the registry's pattern, e.g. "/app/results/[id]"); `currentUrl` is where login
 * sends them back (a function of the locale when the address is localised).
 */
export async function openPage(params: Promise<{ locale: string }>, routePath: string, currentUrl?: string | ((locale: Locale) => string)): Promise<PageContext> {
  const locale = await pageLocale(params);
  const principal = await guardPage(routePath, locale, typeof currentUrl === "function" ? currentUrl(locale) : currentUrl);
  return { locale, principal, db: await prisma() };
}

/** For a page whose guard has already run: the database handle only. */
export function pageDb(): Promise<PrismaClient> {
  return prisma();
}
