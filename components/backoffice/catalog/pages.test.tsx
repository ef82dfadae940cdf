// /admin/catalog and /admin/tools/free-headshots rendered on the server from a real database, in en, de
// and es: the seeded packages with their prices, the forms' fields (AdminForm, a client island, drawn here
// as its fields), and the free tools' 30 days with what the counters and a marked order say.
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { formatPrice } from "@/lib/catalog/currency";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { countFreeEvent } from "@/lib/tools/free-runs";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPage: async (params: Promise<{ locale: string }>) => {
    state.locale = (await params).locale;
    return { locale: state.locale, principal: { userId: "admin", role: "admin", orgRole: null }, db: state.db };
  },
}));
vi.mock("@/components/backoffice/admin-form", () => ({
  AdminForm: ({ fields, submitLabel, testId }: { fields: { name: string; label?: string; value?: string; defaultValue?: string | number }[]; submitLabel: string; testId?: string }) => (
    <form data-testid={testId}>
      {fields.map((f) => <label key={f.name}>{f.label}<input name={f.name} defaultValue={f.value ?? f.defaultValue} /></label>)}
      <button>{submitLabel}</button>
    </form>
  ),
}));

vi.mock("@/lib/backoffice/catalog/actions", () => Object.fromEntries(
  ["createPackageAction", "updatePackageAction", "setPackagePriceAction", "archivePackageAction", "restorePackageAction", "deletePackageAction"].map((name) => [name, async () => ({})]),
));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const { default: CatalogPage } = await import("@/app/[locale]/(backoffice)/admin/catalog/page");
const { default: FreeToolsPage } = await import("@/app/[locale]/(backoffice)/admin/tools/free-headshots/page");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: false });
}, 60_000);
afterAll(async () => db?.cleanup());

const render = async (page: (p: { params: Promise<{ locale: string }> }) => Promise<React.ReactNode>, locale: string) =>
  renderToStaticMarkup(<>{await page({ params: Promise.resolve({ locale }) })}</>);

describe("/admin/catalog", () => {
  it.each(["en", "de", "es"])("shows every seeded package with its prices and forms (%s), with no message key left", async (locale) => {
    const html = await render(CatalogPage, locale);
    const packages = await db.prisma.package.findMany({ include: { prices: true } });
    for (const p of packages) {
      expect(html).toContain(`data-testid="package-row-${p.slug}"`);
      expect(html).toContain(`data-testid="package-form-${p.slug}"`);
      const eur = p.prices.find((x) => x.currency === "EUR")!.amount;
      expect(html).toContain(`data-testid="price-${p.slug}-EUR"`);
      expect(html).toContain(formatPrice(eur, "EUR", { en: "en-US", de: "de-DE", es: "es-ES" }[locale]!));
    }
    expect(html).toContain('data-testid="package-create-form"');
    expect(html).not.toMatch(/BackofficeCatalog\.|catalog\.(form|columns|price)\./);
  });
});

describe("/admin/tools/free-headshots", () => {
  it.each(["en", "de", "es"])("shows 30 days of zeros, then what the counters say (%s)", async (locale) => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await render(FreeToolsPage, locale);
    expect(before).toContain(`data-testid="free-tool-day-${today}"`);
    expect(before.match(/data-testid="free-tool-day-/g)).toHaveLength(60); // 30 days for each tool
    expect(before).not.toMatch(/BackofficeCatalog\.|freeTools\./);
  });

  it("counts what happened today", async () => {
    await countFreeEvent(db.prisma, "HEADSHOT", "limit");
    await countFreeEvent(db.prisma, "HEADSHOT", "limit");
    const html = await render(FreeToolsPage, "en");
    const today = new Date().toISOString().slice(0, 10);
    const row = html.slice(html.indexOf(`data-testid="free-tool-day-${today}"`)).split("</tr>")[0]!;
    expect(row).toContain('data-event="limit">2<');
  });
});
