// The five landing pages, server-rendered from a real database in en, de and es: each has exactly one
// link of its own (the call to action, to the price list or the featured package's checkout), and
// the figures they print (prices, headshot counts, refund window, retention) follow the database.
import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { breadcrumbNames, jsonLdTypes } from "@/lib/testing/json-ld";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null, routes: [] as string[] }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", async () => {
  const { ROUTES } = await import("@/lib/routes/registry");
  return {
    openPublicPage: async (params: Promise<{ locale: string }>, routePath: string) => {
      // As the real one: only an anonymous marketing route of the registry.
      expect(ROUTES.find((r) => r.path === routePath)).toMatchObject({ layout: "marketing", who: "anon" });
      state.routes.push(routePath);
      state.locale = (await params).locale;
      return { locale: state.locale, db: state.db };
    },
  };
});
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const PAGES = {
  "/lp": await import("@/app/[locale]/(marketing)/lp/page"),
  "/lp/7-reasons-why-ai-headshots": await import("@/app/[locale]/(marketing)/lp/7-reasons-why-ai-headshots/page"),
  "/lp/linkedin-profile-picture": await import("@/app/[locale]/(marketing)/lp/linkedin-profile-picture/page"),
  "/lp/professional-headshots": await import("@/app/[locale]/(marketing)/lp/professional-headshots/page"),
  "/lp/v2": await import("@/app/[locale]/(marketing)/lp/v2/page"),
} as const;
type Path = keyof typeof PAGES;
const PATHS = Object.keys(PAGES) as Path[];
const { LANDING_PATHS } = await import("@/lib/catalog/landing");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

/** Expands every function component, awaiting the async ones (only React's server build renders those itself). */
async function expand(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(expand));
  if (!isValidElement(node)) return node;
  const el = node as ReactElement<{ children?: ReactNode }>;
  if (typeof el.type === "function") return expand(await (el.type as (p: object) => ReactNode | Promise<ReactNode>)(el.props));
  return createElement(el.type as string, { ...el.props, key: el.key }, await expand(el.props.children));
}

async function html(path: Path, locale = "en"): Promise<string> {
  const page = await PAGES[path].default({ params: Promise.resolve({ locale }) });
  return renderToStaticMarkup(<>{await expand(page)}</>);
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const links = (markup: string) => [...markup.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);
const hrefOf = (tag: string) => /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");

async function setPrice(slug: string, currency: string, amount: number): Promise<number> {
  const row = await db.prisma.packagePrice.findFirstOrThrow({ where: { package: { slug }, currency } });
  await db.prisma.packagePrice.update({ where: { id: row.id }, data: { amount } });
  return row.amount;
}

describe("the landing pages", () => {
  it("are the registry's landing routes, each a public marketing route named for revalidation", async () => {
    const { ROUTES } = await import("@/lib/routes/registry");
    expect(ROUTES.filter((r) => r.path === "/lp" || r.path.startsWith("/lp/")).map((r) => r.path).sort()).toEqual([...PATHS].sort());
    expect([...LANDING_PATHS].sort()).toEqual([...PATHS].sort());
  });

  it.each(PATHS)("%s has exactly one link of its own: its call to action", async (path) => {
    for (const locale of ["en", "de", "es"]) {
      const markup = await html(path, locale);
      const all = links(markup);
      expect(all, `${path} in ${locale}`).toHaveLength(1);
      expect(all[0]).toContain('data-testid="landing-cta"');
      // The general page leads to the price list; the focused ones to the featured package's checkout
      // (the middle of the catalogue while nothing was sold).
      expect(hrefOf(all[0]!)).toBe(path === "/lp" ? "/pricing" : "/checkout?package=professional");
      // No script but the page's structured data (data, not code): its breadcrumb.
      expect(markup.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "")).not.toMatch(/<(form|button|script)\b/);
      expect(jsonLdTypes(markup)).toEqual(["BreadcrumbList"]);
      expect(breadcrumbNames(markup)).toHaveLength(path === "/lp" ? 2 : 3);
    }
    expect(state.routes).toContain(path);
  });

  it.each(PATHS)("%s prints the price from the catalogue: a price changed in the database changes the page", async (path) => {
    // /lp shows every package (from the cheapest); the others the featured package's price.
    const slug = path === "/lp" ? "starter" : "professional";
    const before = text(await html(path));
    expect(before).toContain(path === "/lp" ? "Packages from $29, paid once" : "Professional: 100 headshots for $39, paid once");
    const was = await setPrice(slug, "USD", 2300);
    const euro = await setPrice(slug, "EUR", 2100);
    try {
      const after = text(await html(path));
      expect(after).toContain(path === "/lp" ? "Packages from $23, paid once" : "Professional: 100 headshots for $23, paid once");
      expect(after).not.toContain(path === "/lp" ? "from $29" : "$39");
      expect(text(await html(path, "de"))).toContain("21 €");
    } finally {
      await setPrice(slug, "USD", was);
      await setPrice(slug, "EUR", euro);
    }
  });

  it.each(PATHS)("%s states the refund window the parameters hold", async (path) => {
    await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 21 } });
    try {
      expect(text(await html(path))).toContain("Full refund within 21 days if you have not downloaded any headshot.");
      expect(text(await html(path, "es"))).toContain("Reembolso íntegro en 21 días");
    } finally {
      await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 14 } });
    }
  });

  it("follows the packages people buy: the most chosen becomes the call to action, and is called that only then", async () => {
    expect(text(await html("/lp"))).not.toContain("Most chosen");
    const executive = await db.prisma.package.findUniqueOrThrow({ where: { slug: "executive" } });
    await db.prisma.order.create({ data: { kind: "PACKAGE", packageId: executive.id, status: "PAID", currency: "USD", subtotal: 5900, total: 5900, paidAt: new Date() } });
    try {
      const general = await html("/lp");
      expect(text(general)).toContain("Most chosen");
      expect(general).toMatch(/data-testid="landing-package-executive"[^>]*>.*?Most chosen/s);
      const reasons = await html("/lp/7-reasons-why-ai-headshots");
      expect(hrefOf(links(reasons)[0]!)).toBe("/checkout?package=executive");
      expect(text(reasons)).toContain("The Executive package gives you 200 headshots");
    } finally {
      await db.prisma.order.deleteMany({});
    }
  });

  it("prints retention, photo limits and package figures from the database in every language", async () => {
    await db.prisma.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: 45 } });
    await db.prisma.package.update({ where: { slug: "professional" }, data: { headshots: 120 } });
    try {
      expect(text(await html("/lp/7-reasons-why-ai-headshots"))).toContain("deleted 45 days after your headshots are ready");
      expect(text(await html("/lp/7-reasons-why-ai-headshots", "de"))).toContain("werden 45 Tage nach Fertigstellung deiner Porträtfotos gelöscht");
      expect(text(await html("/lp/v2", "es"))).toContain("Eliminadas a los 45 días");
      expect(text(await html("/lp/professional-headshots"))).toContain("120 headshots");
      expect(text(await html("/lp/linkedin-profile-picture"))).toContain("400 × 400");
      expect(text(await html("/lp"))).toContain("Upload 4 to 20 everyday photos");
    } finally {
      await db.prisma.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: 30 } });
      await db.prisma.package.update({ where: { slug: "professional" }, data: { headshots: 100 } });
    }
  });

  it("lists seven reasons, labels the studio figures as typical ranges, and shows style pictures as sized images", async () => {
    const reasons = await html("/lp/7-reasons-why-ai-headshots");
    expect(reasons.match(/<ol[^>]*data-testid="landing-points"[^>]*>(.*?)<\/ol>/s)?.[1]?.match(/<li\b/g)).toHaveLength(7);
    expect(text(await html("/lp/professional-headshots", "de"))).toContain("Die Angaben zum Studio sind typische Spannen, keine Angebote");
    const v2 = await html("/lp/v2");
    expect(v2.indexOf('data-testid="landing-before"')).toBeLessThan(v2.indexOf('data-testid="landing-packages"'));
    expect(v2).toMatch(/<img[^>]*width="320"[^>]*height="400"/);
  });

  it.each(PATHS)("%s has its own title, description, canonical and language alternates", async (path) => {
    const meta = await PAGES[path].generateMetadata({ params: Promise.resolve({ locale: "de" }) });
    expect(meta.title).toBeTruthy();
    expect(meta.description).toBeTruthy();
    expect(meta.alternates).toMatchObject({ canonical: `/de${path}`, languages: { "x-default": path, "es-ES": `/es${path}` } });
  });
});
