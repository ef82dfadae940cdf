// /affiliate and /contact, server-rendered from a real database: the referral terms state the numbers
// the programme runs on (an admin's referral.* parameters and refunds.windowDays), and the contact
// page names the configured address, links the privacy policy and hands its form the reCAPTCHA key
// only when one is configured.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { breadcrumbNames, jsonLdTypes } from "@/lib/testing/json-ld";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null, form: [] as unknown[] }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>) => {
    state.locale = (await params).locale;
    return { locale: state.locale, db: state.db };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("@/components/ui/button", () => ({ ButtonLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href} data-button="">{children}</a> }));
// The client island and its message provider: what the page hands them is what matters here.
vi.mock("@/components/contact/ContactMessages", () => ({ ContactMessages: ({ children }: { children: ReactNode }) => <>{children}</> }));
vi.mock("@/components/contact/ContactForm", () => ({
  ContactForm: (props: unknown) => {
    state.form.push(props);
    return <form data-testid="contact-form" />;
  },
}));
vi.mock("@/components/auth/RecaptchaNotice", () => ({ RecaptchaNotice: () => <p>reCAPTCHA notice</p> }));

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/[ \t\r\n]+/g, " "); // a no-break space stays one

async function render(path: "affiliate" | "contact", locale: string): Promise<string> {
  const mod = path === "affiliate" ? await import("@/app/[locale]/(marketing)/affiliate/page") : await import("@/app/[locale]/(marketing)/contact/page");
  return renderToStaticMarkup(await mod.default({ params: Promise.resolve({ locale }) }));
}

const setParameter = (key: string, value: number) => db.prisma.parameter.update({ where: { key }, data: { value } });

describe("/affiliate", () => {
  it.each([
    ["en", ["15% off their first headshots", "7 photo credits once their 21-day money-back guarantee", "up to 3 rewards in any 30 days", "for 30 days after they open it"]],
    ["de", ["15\u00a0% Rabatt", "7 Foto-Credits", "21-tägige Geld-zurück-Garantie", "höchstens 3 Belohnungen in 30 Tagen"]],
    ["es", ["un 15\u00a0% de descuento", "7 créditos de foto", "garantía de devolución de 21 días", "como máximo 3 recompensas cada 30 días"]],
  ])("in %s states the programme's own numbers, as an admin set them", async (locale, expected) => {
    await Promise.all([setParameter("referral.discountPercent", 15), setParameter("referral.rewardCredits", 7), setParameter("referral.maxRewardsPerMonth", 3), setParameter("refunds.windowDays", 21)]);
    try {
      const page = text(await render("affiliate", locale));
      for (const phrase of expected) expect(page).toContain(phrase);
    } finally {
      await Promise.all([setParameter("referral.discountPercent", 20), setParameter("referral.rewardCredits", 10), setParameter("referral.maxRewardsPerMonth", 20), setParameter("refunds.windowDays", 14)]);
    }
  });

  it("shows the defaults, the terms and a sign-up that lands on the invite page", async () => {
    const html = await render("affiliate", "en");
    const page = text(html);
    expect(page).toContain("20% off their first headshots");
    expect(page).toContain("10 photo credits");
    expect(page).toContain("You can't use your own link");
    expect(page).toContain("Gift-card redemptions and free orders don't");
    expect(page).toContain("they are taken back (your balance never goes below zero)");
    expect(html).toContain('href="/auth/signup?callbackUrl=%2Fapp%2Finvites"');
    expect(html).toContain('href="/app/invites"');
    expect(html).toContain('href="/contact"');
    expect(page).not.toMatch(/\{\w+\}/);
    expect(jsonLdTypes(html)).toEqual(["BreadcrumbList"]);
    expect(breadcrumbNames(html)).toEqual(["Home", "Affiliate programme"]);
  });
});

describe("/contact", () => {
  it("names the configured address, links the privacy policy and gives the form its topics and answer time, without reCAPTCHA when no key is set", async () => {
    state.form = [];
    const html = await render("contact", "de");
    const page = text(html);
    expect(html).toContain('href="mailto:hello@lumen.localhost"');
    expect(breadcrumbNames(html)).toEqual(["Startseite", "Kontakt"]);
    expect(html).toContain('href="/legal/privacy"');
    expect(page).toContain("Wir antworten innerhalb von 1 Werktag");
    expect(page).not.toContain("reCAPTCHA");
    expect(state.form).toEqual([{ recaptcha: null, answerTime: "1 Werktag", topics: ["sales", "support", "privacy", "press", "other"] }]);
  });

  it("hands the form the site key when reCAPTCHA is configured", async () => {
    vi.resetModules();
    vi.stubEnv("RECAPTCHA_SECRET_KEY", "server-secret");
    vi.stubEnv("NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "site-key");
    try {
      state.form = [];
      const html = await render("contact", "en");
      expect(text(html)).toContain("reCAPTCHA notice");
      expect(state.form).toEqual([expect.objectContaining({ recaptcha: { siteKey: "site-key", version: "3" } })]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
