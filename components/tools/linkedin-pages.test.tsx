// The three free LinkedIn tool pages, server-rendered in each language: the headline, the advice, the
// island with its translated labels and the template notice, the call to action to the packages, and
// the breadcrumb. No database (the pages read none).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { breadcrumbNames, jsonLdTypes } from "@/lib/testing/json-ld";

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

const PAGES = {
  headline: () => import("@/app/[locale]/(tools)/tools/free-linkedin-headline-generator/page"),
  bio: () => import("@/app/[locale]/(tools)/tools/free-linkedin-bio-generator/page"),
  profile: () => import("@/app/[locale]/(tools)/tools/free-linkedin-profile-generator/page"),
} as const;

type Tree = { [k: string]: string | Tree };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/[ \t\r\n]+/g, " ");

describe.each(["en", "de", "es"] as const)("%s", (locale) => {
  const m = readMessages(locale) as unknown as Record<string, Tree>;
  const li = m.ToolLinkedIn!;
  const tools = m.Tools!;

  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])("the %s generator's page", async (kind) => {
    const mod = await PAGES[kind]();
    const params = Promise.resolve({ locale });
    // The page hands over to LinkedInToolPage, an async server component: rendered here by calling it.
    const element = (await mod.default({ params })) as ReactElement<object>;
    const html = renderToStaticMarkup(await (element.type as (props: object) => Promise<ReactElement>)(element.props));
    const page = text(html);
    const own = li[kind] as Tree;
    expect(state.opened.at(-1)).toBe(`/tools/free-linkedin-${kind}-generator`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${(own.title as string).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    for (const point of Object.values((own.guide as Tree).points as Tree)) expect(page).toContain(point as string);
    expect(page).toContain(li.notice as string);
    expect(page).toContain((li.form as Tree).role as string);
    expect(html).toContain(`data-kind="${kind}"`);
    expect(html).toMatch(/<a href="\/pricing"[^>]*>/);
    expect(page).toContain((tools.cta as Tree).button as string);
    expect(page).not.toMatch(/ToolLinkedIn\.|Tools\.cta/);
    expect(jsonLdTypes(html)).toEqual(["BreadcrumbList"]);
    const seo = m.Seo as Tree;
    const key = `toolsFreeLinkedin${kind[0]!.toUpperCase()}${kind.slice(1)}Generator`;
    expect(breadcrumbNames(html)).toEqual([(seo.breadcrumb as Tree).home, ((seo.breadcrumb as Tree).pages as Tree)[key]]);

    const meta = await mod.generateMetadata({ params });
    expect(meta.title).toBe((own.meta as Tree).title);
    expect(meta.description).toBe((own.meta as Tree).description);
    expect(meta.openGraph?.url).toBe(`${locale === "en" ? "" : `/${locale}`}/tools/free-linkedin-${kind}-generator`);
  });
});
