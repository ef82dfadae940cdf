// The customer footer in en, de and es: the terms and the privacy policy are a click away, and the
// design system (/design-system, kept for us) is not linked for customers.
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ locale: "en" }));
const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return { getTranslations: async (namespace: string) => createTranslator({ locale: state.locale, messages: messages[state.locale]!, namespace: namespace as never }) };
});
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const { SiteFooter } = await import("./SiteFooter");

describe("the site footer", () => {
  it.each([
    ["en", "Terms of service", "Privacy policy", "Cookie settings"],
    ["de", "Nutzungsbedingungen", "Datenschutz", "Cookie-Einstellungen"],
    ["es", "Condiciones", "Privacidad", "Configuración de cookies"],
  ])("in %s links the legal pages and not the design system, and reopens the cookie settings", async (locale, terms, privacy, cookieSettings) => {
    state.locale = locale;
    const html = renderToStaticMarkup(await SiteFooter());
    expect(html).toContain(`<button type="button" data-testid="cookie-settings" class="hover:text-ink">${cookieSettings}</button>`);
    expect(html).toContain(`<a href="/legal/terms" class="hover:text-ink">${terms}</a>`);
    expect(html).toContain(`<a href="/legal/privacy" class="hover:text-ink">${privacy}</a>`);
    expect(html).not.toContain("/design-system");
    expect(html).not.toMatch(/design ?system|Designsystem|sistema de diseño/i);
  });
});
