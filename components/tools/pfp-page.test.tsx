// The profile-picture maker's page, server-rendered in each language: the headline, the upload form of
// the island with its translated labels (consent, the privacy policy's link), the guide, the call to
// action to the packages and the breadcrumb. No database (the page reads none).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { breadcrumbNames } from "@/lib/testing/json-ld";

const state = vi.hoisted(() => ({ locale: "en", opened: [] as string[] }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>, route: string) => {
    state.locale = (await params).locale;
    state.opened.push(route);
    return { locale: state.locale, db: null };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

type Tree = { [k: string]: string | Tree };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/[ \t\r\n]+/g, " ");

describe.each(["en", "de", "es"] as const)("%s", (locale) => {
  const m = (readMessages(locale) as unknown as Record<string, Tree>).ToolPfp!;
  const form = m.form as Tree;

  it("the page: headline, the upload form in its language, the guide, the packages and the breadcrumb", async () => {
    const mod = await import("@/app/[locale]/(tools)/tools/free-pfp-generator/page");
    const element = (await mod.default({ params: Promise.resolve({ locale }) })) as ReactElement<object>;
    // The page hands over to SnippetToolPage, an async server component: rendered here by calling it.
    const html = renderToStaticMarkup(await (element.type as (props: object) => Promise<ReactElement>)(element.props));
    const page = text(html);
    expect(state.opened.at(-1)).toBe("/tools/free-pfp-generator");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${(m.title as string).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    for (const item of Object.values((m.guide as Tree).items as Tree)) expect(page).toContain(item as string);
    for (const key of ["photo", "choose", "camera", "consent", "privacy", "upload"]) expect(page).toContain(form[key] as string);
    expect(page).toContain((form.photoHint as string).replace("{maxMb}", "15"));
    expect(html).toMatch(/<a href="\/legal\/privacy"[^>]*>/);
    expect(html).toMatch(/<a href="\/pricing"[^>]*data-testid="pfp-cta"/);
    expect(html).toContain('data-testid="pfp-file"');
    // No message key left untranslated (a missing one would show as its path).
    expect(page).not.toMatch(/ToolPfp\.|form\.\w+|errors\.\w+/);
    expect(breadcrumbNames(html).at(-1)).toBe((readMessages(locale) as unknown as { Seo: { breadcrumb: { pages: Record<string, string> } } }).Seo.breadcrumb.pages.toolsFreePfpGenerator);
  });
});
