// The free headshot generator's pages, server-rendered in each language: the landing page (the honest
// sample, the 4 steps, the day's limit read from its admin parameter, privacy, the questions as
// FAQPage data, the packages) and each step with its island's translated labels and noindex metadata.
// The islands render as the cached HTML has them: before the browser's store is read.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { breadcrumbNames, jsonLdOf, jsonLdTypes } from "@/lib/testing/json-ld";
import { FREE_BACKDROPS, FREE_GENDERS } from "@/lib/tools/free-headshot/contract";

const state = vi.hoisted(() => ({ locale: "en", opened: [] as string[], limit: 3 as number | null, asked: [] as string[] }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>, route: string) => {
    state.locale = (await params).locale;
    state.opened.push(route);
    // The one table the pages read: the day's limit (a missing row: the parameter's default).
    const db = {
      parameter: {
        findUnique: async ({ where }: { where: { key: string } }) => {
          state.asked.push(where.key);
          return state.limit === null ? null : { value: state.limit };
        },
      },
    };
    return { locale: state.locale, db };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => {}, replace: () => {} }),
  useParams: () => ({ locale: state.locale, id: "run_1" }),
  usePathname: () => "/",
}));

type Tree = { [k: string]: string | Tree };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/[ \t\r\n]+/g, " ");
const at = (tree: Tree, path: string) => path.split(".").reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree) as string;

const landing = () => import("@/app/[locale]/(tools)/tools/free-headshot-generator/page");
const STEPS = {
  start: () => import("@/app/[locale]/(tools)/tools/free-headshot-generator/start/page"),
  gender: () => import("@/app/[locale]/(tools)/tools/free-headshot-generator/gender/page"),
  edit: () => import("@/app/[locale]/(tools)/tools/free-headshot-generator/edit/page"),
  review: () => import("@/app/[locale]/(tools)/tools/free-headshot-generator/review/page"),
  result: () => import("@/app/[locale]/(tools)/tools/free-headshot-generator/result/[id]/page"),
} as const;
/** The day's limit of 5 as each language says it. */
const FIVE_A_DAY = { en: "5 free headshots a day per visitor.", de: "5 kostenlose Porträtfotos pro Tag und Besucher.", es: "5 retratos gratuitos al día por visitante." };

describe.each(["en", "de", "es"] as const)("%s", (locale) => {
  const m = readMessages(locale) as unknown as Record<string, Tree>;
  const own = m.ToolFreeHeadshot!;
  const params = Promise.resolve({ locale });

  it("the landing page: what the result is, how it works, the day's limit from its parameter, privacy, questions, the packages", async () => {
    state.limit = 5;
    state.asked = [];
    const mod = await landing();
    const html = renderToStaticMarkup((await mod.default({ params })) as ReactElement);
    const page = text(html);
    expect(state.opened.at(-1)).toBe("/tools/free-headshot-generator");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${at(own, "landing.title")}</h1>`));
    for (const k of ["size", "backdrop", "yourself", "watermark"]) expect(page).toContain(at(own, `landing.sample.points.${k}`));
    for (const b of FREE_BACKDROPS) expect(page).toContain(at(own, `edit.backdrops.${b}`));
    for (const k of ["photo", "gender", "edit", "get"]) expect(page).toContain(at(own, `landing.how.steps.${k}.title`));
    expect(state.asked).toEqual(["tools.freeHeadshotsPerDay"]);
    expect(page).toContain(FIVE_A_DAY[locale]);
    expect(page).toContain(at(own, "landing.privacy.text"));
    expect(html).toContain('href="/legal/privacy"');
    expect(html).toContain('href="/tools/free-headshot-generator/start"');
    expect(html).toMatch(/<a href="\/pricing"[^>]*>/);
    expect(page).not.toMatch(/ToolFreeHeadshot\.|landing\.|\{limit/);
    expect(jsonLdTypes(html)).toEqual(["BreadcrumbList", "FAQPage"]);
    const faq = jsonLdOf(html).find((n) => n["@type"] === "FAQPage")!;
    expect((faq.mainEntity as unknown[]).length).toBe(6);
    const seo = m.Seo as Tree;
    expect(breadcrumbNames(html)).toEqual([at(seo, "breadcrumb.home"), at(seo, "breadcrumb.pages.toolsFreeHeadshotGenerator")]);

    const meta = await mod.generateMetadata({ params });
    expect(meta.title).toBe(at(own, "meta.title"));
    expect(meta.robots).toBeUndefined();
    expect(meta.openGraph?.url).toBe(`${locale === "en" ? "" : `/${locale}`}/tools/free-headshot-generator`);
  });

  it("the landing page says the free headshots are paused when the limit is 0, without a number", async () => {
    state.limit = 0;
    const mod = await landing();
    const page = text(renderToStaticMarkup((await mod.default({ params })) as ReactElement));
    expect(page).toContain(at(own, "landing.limits.paused"));
  });

  it.each(Object.keys(STEPS) as (keyof typeof STEPS)[])("the %s step: its heading, its labels, the progress, and noindex", async (step) => {
    state.limit = 3;
    const mod = await STEPS[step]();
    const element = (await mod.default({ params: Promise.resolve({ locale, id: "run_1" }) })) as ReactElement;
    const html = renderToStaticMarkup(element);
    const page = text(html);
    expect(state.opened.at(-1)).toBe(`/tools/free-headshot-generator/${step === "result" ? "result/[id]" : step}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*tabindex="-1"[^>]*>${at(own, `${step}.title`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toContain(`aria-label="${at(own, "progress.label")}"`);
    for (const k of ["start", "gender", "edit", "review"]) expect(page).toContain(at(own, `progress.steps.${k}`));
    expect(page).not.toMatch(/ToolFreeHeadshot\.|\{(n|total|limit|maxMb)\}/);

    if (step === "start") {
      expect(html).toMatch(/<input type="file" accept="image\/\*" capture="user"/);
      expect(page).toContain(at(own, "start.camera"));
      expect(page).toContain(at(own, "start.choose"));
      expect(page).toContain(at(own, "start.consent"));
      expect(page).toContain(at(own, "start.formats").replace("{maxMb}", "15"));
      expect(html).toContain('href="/legal/privacy"');
    }
    if (step === "gender") expect(page).toContain(at(own, "gender.lead"));
    if (step === "review") expect(page).toContain(at(own, "review.lead"));
    if (step === "result") expect(page).toContain(at(own, "result.waiting"));

    const meta = await mod.generateMetadata({ params: Promise.resolve({ locale, id: "run_1" }) });
    expect(meta.title).toBe(at(own, `stepMeta.${step}`));
    expect(meta.robots).toEqual({ index: false, follow: false });
    expect(meta.openGraph).toBeUndefined();
    // Its other languages, as every public page has them (the route matrix checks hreflang).
    if (step === "result") expect(JSON.stringify(meta.alternates)).toContain("/de/tools/free-headshot-generator/result/run_1");
  });

  it("the options' names exist for every choice the contract allows", () => {
    for (const g of FREE_GENDERS) expect(at(own, `gender.options.${g}`)).toBeTruthy();
    for (const b of FREE_BACKDROPS) expect(at(own, `edit.backdrops.${b}`)).toBeTruthy();
  });
});
