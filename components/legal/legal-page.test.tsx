// /legal/terms and /legal/privacy, server-rendered in en, de and es from a real database: the numbers
// they promise are the ones the product runs on (an admin's photos.retentionDays and refunds.windowDays,
// the sweep's constants), only services this installation uses are named, and unknown documents are 404s.
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { OUTBOX_RETENTION_DAYS } from "@/lib/privacy/sweep";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null }));
const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async (arg: string | { locale: string; namespace: string }) => {
      const { locale, namespace } = typeof arg === "string" ? { locale: state.locale, namespace: arg } : arg;
      return createTranslator({ locale, messages: messages[locale]!, namespace: namespace as never, timeZone: "UTC" });
    },
  };
});
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>) => {
    state.locale = (await params).locale;
    return { locale: state.locale, principal: null, db: state.db };
  },
}));
vi.mock("@/i18n/navigation", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const { default: LegalPage } = await import("@/app/[locale]/(marketing)/legal/[[...file]]/page");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

/** An element with its async components awaited (only React's server build renders those). */
async function resolved(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolved));
  if (!isValidElement(node)) return node;
  const el = node as ReactElement<{ children?: ReactNode }>;
  if (typeof el.type === "function" && el.type.constructor.name === "AsyncFunction") return resolved(await (el.type as (p: object) => Promise<ReactNode>)(el.props));
  return el.props.children === undefined ? el : cloneElement(el, undefined, await resolved(el.props.children));
}

/** The page's markup (its JSON-LD included). */
async function html(locale: string, file?: string[]): Promise<string> {
  return renderToStaticMarkup(<>{await resolved(await LegalPage({ params: Promise.resolve({ locale, file }) }))}</>);
}

const open = async (locale: string, file?: string[]) =>
  (await html(locale, file))
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the legal pages", () => {
  it.each([
    ["en", "deleted automatically 45 days after your headshots are ready", `for ${OUTBOX_RETENTION_DAYS} days`, "within 21 days of your purchase", "within 2 hours"],
    ["de", "werden 45 Tage, nachdem deine Porträtfotos fertig sind, automatisch gelöscht", `${OUTBOX_RETENTION_DAYS} Tage lang`, "innerhalb von 21 Tagen nach dem Kauf", "innerhalb von 2 Stunden"],
    ["es", "se borran automáticamente 45 días después de que tus retratos estén listos", `durante ${OUTBOX_RETENTION_DAYS} días`, "dentro de los 21 días siguientes a la compra", "en un plazo de 2 horas"],
  ])("in %s state the retention and refund numbers the product runs on", async (locale, photos, emails, refund, leftovers) => {
    await db.prisma.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: 45 } });
    await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 21 } });
    try {
      const privacy = await open(locale, ["privacy"]);
      expect(privacy).toContain(photos);
      expect(privacy).toContain(emails);
      expect(privacy).toContain(leftovers);
      expect(privacy).toContain("hello@lumen.localhost");
      const terms = await open(locale, ["terms"]);
      expect(terms).toContain(refund);
    } finally {
      await db.prisma.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: 30 } });
      await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 14 } });
    }
  });

  it("names only the services this installation uses, and links to the account settings and refunds", async () => {
    const privacy = await html("en", ["privacy"]);
    // Test payments, local storage, no reCAPTCHA and no analytics keys here.
    expect(privacy).toContain("takes no real payments");
    expect(privacy).not.toContain("handled by Stripe");
    expect(privacy).not.toContain("reCAPTCHA");
    expect(privacy).not.toContain("Tag Manager");
    expect(privacy).toContain('href="/profile"');
    expect(privacy).toContain('href="mailto:hello@lumen.localhost"');
    expect(privacy).toContain('id="retention"');
    const terms = await html("en", ["terms"]);
    expect(terms).toContain('href="/refund"');
    expect(terms).toContain('href="/legal/privacy"');
  });

  it("lists both documents at /legal and answers 404 for any other", async () => {
    const index = await html("de");
    expect(index).toContain('href="/legal/terms"');
    expect(index).toContain('href="/legal/privacy"');
    expect(index).toContain("Datenschutzerklärung");
    await expect(LegalPage({ params: Promise.resolve({ locale: "en", file: ["cookies"] }) })).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(LegalPage({ params: Promise.resolve({ locale: "en", file: ["terms", "extra"] }) })).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("carries its breadcrumb trail as structured data", async () => {
    const page = await html("es", ["privacy"]);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1];
    const list = JSON.parse(json!) as { "@type": string; itemListElement: { position: number; name: string; item: string }[] };
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement.map((i) => [i.position, i.item.replace(/^https?:\/\/[^/]+/, "")])).toEqual([[1, "/es"], [2, "/es/legal"], [3, "/es/legal/privacy"]]);
    expect(list.itemListElement[0]!.name).toBe("Inicio");
  });
});
