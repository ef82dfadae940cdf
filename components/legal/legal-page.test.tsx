// /legal/{terms,privacy,cookies,security,refund,imprint}, server-rendered in en, de and es from a real
// database: the numbers they promise are the ones the product runs on (an admin's parameters, the
// sweep's and the cookies' constants), only services this installation uses are named, the imprint
// shows only configured details, and unknown documents are 404s.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { OUTBOX_RETENTION_DAYS } from "@/lib/privacy/sweep";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-store";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { cookieInventory } from "@/lib/legal/cookies";
import { legalFigures } from "@/lib/legal/figures";
import { operatorDetails } from "@/lib/legal/operator";
import { CHUNK_RELOAD } from "@/components/shell/timing";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>) => {
    state.locale = (await params).locale;
    return { locale: state.locale, principal: null, db: state.db };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const { default: LegalPage } = await import("@/app/[locale]/(marketing)/legal/[[...file]]/page");
const { LEGAL_DOCUMENTS, LegalDocument } = await import("@/components/legal/LegalDocument");

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

/** The page's visible text (its structured data, JSON, left out). */
const open = async (locale: string, file?: string[]) =>
  (await html(locale, file))
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, " ")
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

  it("lists every document at /legal and answers 404 for any other", async () => {
    const index = await html("de");
    for (const doc of LEGAL_DOCUMENTS) expect(index).toContain(`href="/legal/${doc}"`);
    expect(index).toContain("Datenschutzerklärung");
    expect(index).toContain("Impressum");
    await expect(LegalPage({ params: Promise.resolve({ locale: "en", file: ["warranty"] }) })).rejects.toThrow("NEXT_NOT_FOUND");
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

  it.each(["en", "de", "es"])("renders every document in %s, with no placeholder left unfilled", async (locale) => {
    for (const doc of LEGAL_DOCUMENTS) {
      const text = await open(locale, [doc]);
      expect(text, `${locale} ${doc}`).not.toMatch(/[{}]|Legal\./);
    }
  });

  it("privacy: states what happens to face photos as the code does it", async () => {
    const privacy = await open("en", ["privacy"]);
    expect(privacy).toContain("Before you upload photos for a shoot, we ask for your explicit consent");
    // UploadedPhoto.faceBox is stored: the page must not claim that nothing about the face is kept.
    expect(privacy).toContain("the box marking where your face is in the photo");
    expect(privacy).toContain("a photo that fails the check is not stored at all");
    expect(privacy).toContain("do not use them to train AI models");
    expect(privacy).toContain("Photos of a shoot that is not finished stay until it is ready");
    // Local storage here (no S3_BUCKET): the storage sentence follows the driver.
    expect(privacy).toContain("kept on our own servers");
    expect(privacy).not.toContain("private storage service we contract");
    expect(await html("en", ["privacy"])).toContain('href="/legal/cookies"');
  });

  it("cookies: lists the cookies and storage the code sets, with their real lifetimes", async () => {
    const page = await html("en", ["cookies"]);
    const table = /<table[^>]*data-testid="cookie-table".*?<\/table>/s.exec(page)![0];
    const rows = [...table.matchAll(/<tr><td[^>]*>([^<]+)<\/td><td[^>]*>[^<]*<\/td><td[^>]*>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      [LOCALE_COOKIE.name, "365 days"],
      ["authjs.session-token", `${SESSION_MAX_AGE_S / 86_400} days`],
      ["authjs.csrf-token", "Until you close your browser"],
      ["authjs.callback-url", "Until you close your browser"],
      // No Google, Apple or LinkedIn sign-in configured here: no OAuth cookies listed.
      ["lumen_signup", "7 days"],
      ["lumen_ref", "30 days"],
      ["lumen_voter", "365 days"],
      ["lumen_free", "30 days"],
      ["lumen.view-as", "30 minutes"],
      ["lumen_consent", "365 days"],
    ]);
    expect(page).toContain("lumen-cart");
    expect(page).toContain(CHUNK_RELOAD.storageKey);
    const text = await open("en", ["cookies"]);
    expect(text).toContain("We use no analytics or advertising tools");
    expect(text).not.toContain("Stripe's payment page");
    const de = await open("de", ["cookies"]);
    expect(de).toContain("365 Tage");
  });

  it("cookies: names the analytics cookies only for the services that are configured", () => {
    const names = (c: Parameters<typeof cookieInventory>[0]) => cookieInventory(c).cookies.map((x) => x.name);
    expect(names({ appUrl: "http://x", socialSignIn: false }).filter((n) => n.startsWith("ph_") || n.startsWith("_ga"))).toEqual([]);
    expect(names({ appUrl: "http://x", socialSignIn: false, posthogKey: "phc_abc", tagManager: true })).toEqual(expect.arrayContaining(["ph_phc_abc_posthog", "_ga, _ga_*"]));
    expect(cookieInventory({ appUrl: "http://x", socialSignIn: false, posthogKey: "phc_abc" }).storage.map((x) => x.name)).toContain("ph_phc_abc_posthog");
  });

  it("cookies: names the secure cookie variants on https and the OAuth cookies when social sign-in is on", () => {
    const names = cookieInventory({ appUrl: "https://lumen.example", socialSignIn: true }).cookies.map((c) => c.name);
    expect(names).toContain("__Secure-authjs.session-token");
    expect(names).toContain("__Host-authjs.csrf-token");
    expect(names).toContain("__Secure-authjs.pkce.code_verifier");
    expect(cookieInventory({ appUrl: "http://localhost:3000", socialSignIn: false }).cookies.map((c) => c.name)).not.toContain("authjs.state");
  });

  it("security and refund: the numbers follow the parameters", async () => {
    await db.prisma.parameter.update({ where: { key: "mfa.codeValidityMinutes" }, data: { value: 12 } });
    await db.prisma.parameter.update({ where: { key: "api.rateLimitPerMinute" }, data: { value: 450 } });
    await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 21 } });
    try {
      const security = await open("en", ["security"]);
      expect(security).toContain("valid for 12 minutes");
      expect(security).toContain("450 API calls per minute");
      expect(security).toContain("After 5 failed sign-ins");
      expect(security).toContain("lasts 90 minutes at most");
      const refund = await open("en", ["refund"]);
      expect(refund).toContain("Within 21 days of paying for an order");
      expect(refund).toContain("within 21 days of it being ready");
      expect(refund).toContain("takes no real payments");
      expect(refund).toContain("Team credits an organisation buys and gift cards are not covered");
      expect(await open("es", ["refund"])).toContain("Dentro de los 21 días siguientes al pago");
    } finally {
      await db.prisma.parameter.update({ where: { key: "mfa.codeValidityMinutes" }, data: { value: 10 } });
      await db.prisma.parameter.update({ where: { key: "api.rateLimitPerMinute" }, data: { value: 300 } });
      await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 14 } });
    }
  });

  it("imprint: without SELLER_* configuration says plainly what is not provided, and invents nothing", async () => {
    const page = await html("en", ["imprint"]);
    for (const key of ["legalName", "address", "representative", "register", "vatId"]) {
      expect(/<div[^>]*data-testid="imprint-([a-zA-Z]+)".*?<\/div>/s.exec(page.slice(page.indexOf(`data-testid="imprint-${key}"`) - 30))![0], key).toContain("Not provided");
    }
    expect(page).toContain('href="mailto:hello@lumen.localhost"');
    expect(await open("de", ["imprint"])).toContain("Nicht angegeben");
  });

  it("imprint: shows the configured operator details", async () => {
    const figures = await legalFigures(db.prisma);
    figures.operator = operatorDetails(
      { SELLER_LEGAL_NAME: "Lumen Studio GmbH", SELLER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 000000", SELLER_REPRESENTATIVE: "Ada Example" },
      { name: "Lumen", website: "https://lumen.example", email: "hello@lumen.example", address: "Hauptstraße 1\n10115 Berlin", country: "DE", vatId: "DE000000000" },
    );
    state.locale = "de";
    const element = await LegalDocument({ doc: "imprint", figures, locale: "de" });
    const page = renderToStaticMarkup(element);
    expect(page).toContain("Lumen Studio GmbH");
    expect(page).toContain("Hauptstraße 1");
    expect(page).toContain("Deutschland");
    expect(page).toContain("HRB 000000");
    expect(page).toContain("Ada Example");
    expect(page).toContain("DE000000000");
    expect(page).not.toContain("Nicht angegeben");
  });
});
