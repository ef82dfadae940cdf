// The cached public pages (the public site and the free tools) ship no translation runtime (docs/architecture.md, "A public page"): no
// client module they reach imports next-intl, and no module they evaluate imports next-intl's
// navigation (whose server half adds next-intl's client Link, and with it the message runtime, 12 KB
// compressed, to the page's scripts even where no such link is rendered). The one page whose island
// needs messages wraps it in its own provider (the contact form). Computed from the imports.
import { describe, expect, it } from "vitest";
import { files, resolve, startsWith, valueImportSpecifiers } from "@/lib/testing/import-graph";

const TEST = /\.test\.tsx?$/;
const ROOTS = [
  ...files.filter((f) => (f.startsWith("app/[locale]/(marketing)/") || f.startsWith("app/[locale]/(tools)/")) && !TEST.test(f)),
  ...["layout.tsx", "not-found.tsx", "forbidden.tsx", "error.tsx"].map((f) => `app/[locale]/${f}`),
];
/** Client islands that carry their own messages on purpose: the contact form, inside ContactMessages' provider. */
const OWN_MESSAGES = new Set(["components/contact/ContactMessages.tsx", "components/contact/ContactForm.tsx"]);

const isIntl = (spec: string) => spec === "next-intl" || spec.startsWith("next-intl/") || spec === "use-intl" || spec.startsWith("use-intl/");

/** Every module the public pages evaluate, on the server and in the browser, with how it was reached. */
function reach(): { server: Set<string>; client: Map<string, string> } {
  const server = new Set<string>();
  const client = new Map<string, string>(); // module → the island it ships with
  const stack: [string, string | null][] = ROOTS.map((f) => [f, null]);
  while (stack.length) {
    const [f, island] = stack.pop()!;
    if (startsWith(f, "use server")) continue;
    const inBrowser = island ?? (startsWith(f, "use client") ? f : null);
    if (inBrowser ? client.has(f) : server.has(f)) continue;
    if (inBrowser) client.set(f, inBrowser);
    else server.add(f);
    if (inBrowser && OWN_MESSAGES.has(inBrowser)) continue;
    for (const spec of valueImportSpecifiers(f)) {
      const next = resolve(f, spec);
      if (next) stack.push([next, inBrowser]);
    }
  }
  return { server, client };
}

describe("the public pages are light in the browser", () => {
  const { server, client } = reach();

  it("reaches the pages' islands (the account header, the language select, the currency switch, the cookie banner and its footer button)", () => {
    for (const f of ["components/marketing/AccountNav.tsx", "components/shell/LanguageSelect.tsx", "components/pricing/CurrencySwitch.tsx", "i18n/link.tsx", "components/analytics/ConsentManager.tsx", "components/analytics/CookieSettingsButton.tsx"]) expect(client.has(f), f).toBe(true);
    expect(server.has("components/marketing/PublicFrame.tsx")).toBe(true);
  });

  it("no island brings next-intl to the browser", () => {
    const offenders = [...client].filter(([f, island]) => !OWN_MESSAGES.has(island) && valueImportSpecifiers(f).some(isIntl)).map(([f, island]) => `${f} (island ${island})`);
    expect(offenders).toEqual([]);
  });

  it("no module they evaluate imports next-intl's navigation (links come from @/i18n/link)", () => {
    const offenders = [...server, ...client.keys()].filter((f) => valueImportSpecifiers(f).some((s) => s === "next-intl/navigation" || s === "@/i18n/navigation"));
    expect(offenders).toEqual([]);
  });
});
