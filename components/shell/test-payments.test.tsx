// Test payments are visible and contained: the banner on every page (the root layout renders it)
// while the built-in test provider runs, and the TEST MODE payment page /checkout/redirect a 404
// whenever Stripe is configured. The provider is chosen by the real code from the environment.
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerEnv } from "@/lib/env";

const state = vi.hoisted(() => ({ locale: "en", stripe: false }));
const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("@/lib/env", async (importOriginal) => {
  const real = (await importOriginal<{ env: ServerEnv }>()).env;
  const stripe = { STRIPE_SECRET_KEY: "sk_test_configured", STRIPE_WEBHOOK_SECRET: "whsec_configured" } as Record<string, string>;
  return { env: new Proxy(real, { get: (target, key: string) => (state.stripe && key in stripe ? stripe[key] : target[key as keyof ServerEnv]) }) };
});
vi.mock("next-intl/server", () => ({
  setRequestLocale: (locale: string) => { state.locale = locale; },
  getTranslations: async (namespace: string) => (key: string) => key.split(".").reduce((o, k) => o[k], messages[state.locale]![namespace]),
}));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => null }));
// A signed-out visitor (the page opens through lib/http/page.ts; no database is needed on these paths).
vi.mock("@/lib/http/page", () => ({ openPage: async (params: Promise<{ locale: string }>) => ({ locale: (await params).locale, principal: null, db: null }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const { TestPaymentsBanner } = await import("./TestPaymentsBanner");
const { default: TestPaymentPage } = await import("@/app/[locale]/(bare)/checkout/redirect/page");
const { getPaymentProvider } = await import("@/lib/payments/provider");

/** Configures the process as deployed with or without Stripe keys (the provider is chosen once per process). */
function deploy(stripe: boolean) {
  state.stripe = stripe;
  (globalThis as { __lumenPaymentProvider?: unknown }).__lumenPaymentProvider = undefined;
}
afterEach(() => deploy(false));

const banner = async (locale: string) => {
  state.locale = locale;
  const node = await TestPaymentsBanner();
  return node ? renderToStaticMarkup(node) : "";
};

async function openPaymentPage(locale = "en"): Promise<string> {
  try {
    await TestPaymentPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({ order: "some-order" }) });
    return "rendered";
  } catch (e) {
    return String((e as { digest?: string }).digest ?? e);
  }
}

describe("test payments", () => {
  it("shows a translated banner while the test provider is active", async () => {
    deploy(false);
    expect(getPaymentProvider().name).toBe("test");
    for (const locale of ["en", "de", "es"]) {
      const html = await banner(locale);
      expect(html).toContain('data-testid="test-payments-banner"');
      expect(html).toContain(messages[locale]!.Shell.testPayments);
    }
    expect(messages.de!.Shell.testPayments).not.toBe(messages.en!.Shell.testPayments);
  });

  it("shows no banner when Stripe is configured", async () => {
    deploy(true);
    expect(getPaymentProvider().name).toBe("stripe");
    expect(await banner("en")).toBe("");
  });

  it("makes /checkout/redirect a 404 whenever Stripe is active, in every language", async () => {
    deploy(true);
    for (const locale of ["en", "de", "es"]) expect(await openPaymentPage(locale)).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    // On the test provider the page exists: a signed-out visitor is sent to sign in first.
    deploy(false);
    expect(await openPaymentPage()).toMatch(/^NEXT_REDIRECT;.*\/auth\/login\?callbackUrl=/);
  });
});
