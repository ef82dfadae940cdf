import { beforeAll, describe, expect, it, vi } from "vitest";
import { findPackageChoice, listPackageChoices, listPackages } from "@/lib/catalog/packages";
import { pricePackage } from "@/lib/payments/pricing";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createPackage, createPaidInvoice, createShoot } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { archivePackageAction, createPackageAction, deletePackageAction, restorePackageAction, setPackagePriceAction, updatePackageAction } from "./actions";
import { listCatalogPackages } from "./queries";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

beforeAll(async () => {
  await runSeed(bed.p);
}, 60_000);

const numbers = { name: "Premium", headshots: "60", styles: "6", outputSize: "2048", printSize: "", editCredits: "3", sortOrder: "40" };
let n = 0;
const slug = () => `premium-${++n}`;

async function pkgFields(id: string) {
  const p = await bed.p.package.findUniqueOrThrow({ where: { id } });
  return { packageId: p.id, version: p.updatedAt.toISOString(), name: p.name, headshots: String(p.headshots), styles: String(p.styles), outputSize: String(p.outputSize), printSize: p.printSize === null ? "" : String(p.printSize), editCredits: String(p.editCredits), sortOrder: String(p.sortOrder) };
}

async function pricedPackage() {
  bed.as("admin");
  const s = slug();
  expect(await submitForm(createPackageAction, { ...numbers, slug: s })).toMatchObject({ ok: true, detail: s });
  const pkg = await bed.p.package.findUniqueOrThrow({ where: { slug: s } });
  for (const [currency, amount] of [["USD", "6900"], ["EUR", "6500"]]) expect(await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: currency!, amount: amount! })).toMatchObject({ ok: true });
  return pkg;
}

describe("/admin/catalog: packages", () => {
  it("creates a package, audited, which the public sees once priced in every currency", async () => {
    bed.as("admin");
    expect(await submitForm(createPackageAction, { ...numbers, slug: " Studio-Plus " })).toMatchObject({ ok: true, detail: "studio-plus" });
    const pkg = await bed.p.package.findUniqueOrThrow({ where: { slug: "studio-plus" } });
    expect(pkg).toMatchObject({ name: "Premium", headshots: 60, styles: 6, outputSize: 2048, printSize: null, editCredits: 3, sortOrder: 40, active: true });
    expect((await bed.lastAudit("package.create", pkg.id))?.data).toMatchObject({ before: null, after: { slug: "studio-plus", headshots: 60, active: true } });
    expect(await findPackageChoice(bed.p, "studio-plus")).toBeNull(); // no prices yet
    await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "USD", amount: "7900" });
    expect(await findPackageChoice(bed.p, "studio-plus")).toBeNull(); // EUR still missing
    await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "EUR", amount: "7500" });
    expect((await findPackageChoice(bed.p, "studio-plus"))?.prices).toEqual({ USD: 7900, EUR: 7500 });
    expect((await listPackages(bed.p, "EUR")).find((p) => p.slug === "studio-plus")?.price).toEqual({ amount: 7500, currency: "EUR" });
    expect(await pricePackage(bed.p, "studio-plus", "es")).toMatchObject({ amount: 7500, currency: "EUR" });
  });

  it.each([
    ["a slug with spaces inside", { slug: "two words" }, "slug", "slugFormat"],
    ["a slug with a double hyphen", { slug: "a--b" }, "slug", "slugFormat"],
    ["a slug with symbols", { slug: "<script>" }, "slug", "slugFormat"],
    ["a slug too long", { slug: "a".repeat(64) }, "slug", "slugFormat"],
    ["a taken slug", { slug: "starter" }, "slug", "slugTaken"],
    ["no name", { name: " " }, "name", "nameRequired"],
    ["zero headshots", { headshots: "0" }, "headshots", "outOfRange"],
    ["a thousand headshots", { headshots: "1000" }, "headshots", "outOfRange"],
    ["styles in words", { styles: "many" }, "styles", "notAWholeNumber"],
    ["half a style", { styles: "1.5" }, "styles", "notAWholeNumber"],
    ["a tiny output", { outputSize: "64" }, "outputSize", "outOfRange"],
    ["a huge print size", { printSize: "99999" }, "printSize", "outOfRange"],
    ["negative edit credits", { editCredits: "-1" }, "editCredits", "outOfRange"],
  ])("refuses %s with a translated field error, creating nothing", async (_label, fields, field, key) => {
    bed.as("admin");
    const before = await bed.p.package.count();
    expect(await submitForm(createPackageAction, { ...numbers, slug: slug(), ...fields })).toMatchObject({ fieldErrors: { [field]: key } });
    expect(await bed.p.package.count()).toBe(before);
  });

  it("edits a package with before/after; an edit drawn before another admin's save is a conflict", async () => {
    const pkg = await pricedPackage();
    const drawn = await pkgFields(pkg.id);
    expect(await submitForm(updatePackageAction, { ...drawn, headshots: "80", printSize: "4096" })).toMatchObject({ ok: true });
    expect(await bed.p.package.findUniqueOrThrow({ where: { id: pkg.id } })).toMatchObject({ headshots: 80, printSize: 4096, slug: pkg.slug });
    expect((await bed.lastAudit("package.update", pkg.id))?.data).toMatchObject({ changed: ["headshots", "printSize"], before: { headshots: 60, printSize: null }, after: { headshots: 80, printSize: 4096 } });
    // The same (now stale) form again, from a second admin's tab.
    expect(await submitForm(updatePackageAction, { ...drawn, name: "Renamed" })).toMatchObject({ error: "CONFLICT" });
    expect((await bed.p.package.findUniqueOrThrow({ where: { id: pkg.id } })).name).toBe("Premium");
    // Saving what is already there changes nothing and audits nothing.
    const audits = await bed.p.auditLog.count();
    expect(await submitForm(updatePackageAction, await pkgFields(pkg.id))).toMatchObject({ ok: true });
    expect(await bed.p.auditLog.count()).toBe(audits);
  });

  it("keeps a sold package's terms: headshots, styles, sizes and edit credits are refused once a shoot names it; name and order still change", async () => {
    const pkg = await pricedPackage();
    await createShoot(bed.p, { userId: bed.person.id, packageId: pkg.id });
    for (const change of [{ headshots: "20" }, { styles: "1" }, { outputSize: "1024" }, { printSize: "4096" }, { editCredits: "0" }]) {
      expect(await submitForm(updatePackageAction, { ...(await pkgFields(pkg.id)), ...change })).toMatchObject({ error: "TERMS_IN_USE", errorValues: { name: "Premium" } });
    }
    expect(await bed.p.package.findUniqueOrThrow({ where: { id: pkg.id } })).toMatchObject({ headshots: 60, styles: 6, outputSize: 2048, printSize: null, editCredits: 3 });
    expect(await bed.lastAudit("package.update", pkg.id)).toBeNull();
    expect(await submitForm(updatePackageAction, { ...(await pkgFields(pkg.id)), name: "Premium 2026", sortOrder: "45" })).toMatchObject({ ok: true });
    expect(await bed.p.package.findUniqueOrThrow({ where: { id: pkg.id } })).toMatchObject({ name: "Premium 2026", sortOrder: 45, headshots: 60 });
  });

  it("checkout refuses a package an admin is still pricing: a placeholder price in one currency buys nothing", async () => {
    bed.as("admin");
    const s = slug();
    expect(await submitForm(createPackageAction, { ...numbers, slug: s })).toMatchObject({ ok: true });
    const pkg = await bed.p.package.findUniqueOrThrow({ where: { slug: s } });
    await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "USD", amount: "100" });
    expect(await pricePackage(bed.p, s, "en", "USD")).toEqual({ error: "UNKNOWN_PACKAGE" });
    expect(await pricePackage(bed.p, s, "es")).toEqual({ error: "UNKNOWN_PACKAGE" });
    await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "EUR", amount: "6500" });
    expect(await pricePackage(bed.p, s, "en", "USD")).toMatchObject({ amount: 100, currency: "USD" });
  });

  it("sets a price with before/after in the audit; refuses bad amounts and currencies", async () => {
    const pkg = await pricedPackage();
    expect(await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "EUR", amount: "5900" })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("package.price.set", pkg.id))?.data).toMatchObject({ currency: "EUR", before: { amount: 6500 }, after: { amount: 5900 } });
    for (const [amount, key] of [["0", "outOfRange"], ["-100", "outOfRange"], ["1000001", "outOfRange"], ["59.00", "notAWholeNumber"], ["lots", "notAWholeNumber"]]) {
      expect(await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "EUR", amount: amount! })).toMatchObject({ fieldErrors: { amount: key } });
    }
    expect(await submitForm(setPackagePriceAction, { packageId: pkg.id, currency: "GBP", amount: "100" })).toMatchObject({ fieldErrors: { currency: "currency" } });
    expect(await submitForm(setPackagePriceAction, { packageId: "nope", currency: "EUR", amount: "100" })).toMatchObject({ error: "NOT_FOUND" });
    expect((await bed.p.packagePrice.findUniqueOrThrow({ where: { packageId_currency: { packageId: pkg.id, currency: "EUR" } } })).amount).toBe(5900);
  });

  it("a price change never alters an order or invoice already paid", async () => {
    bed.as("admin");
    const { order, invoice } = await createPaidInvoice(bed.p, { locale: "es", packageSlug: "professional" });
    const pro = await bed.p.package.findUniqueOrThrow({ where: { slug: "professional" }, include: { prices: true } });
    const eur = pro.prices.find((p) => p.currency === "EUR")!.amount;
    expect(order).toMatchObject({ status: "PAID", currency: "EUR", subtotal: eur, total: eur });
    expect(await submitForm(setPackagePriceAction, { packageId: pro.id, currency: "EUR", amount: String(eur + 1000) })).toMatchObject({ ok: true });
    const orderAfter = await bed.p.order.findUniqueOrThrow({ where: { id: order.id } });
    const invoiceAfter = await bed.p.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect({ subtotal: orderAfter.subtotal, total: orderAfter.total }).toEqual({ subtotal: order.subtotal, total: order.total });
    expect({ subtotal: invoiceAfter.subtotal, total: invoiceAfter.total, lines: invoiceAfter.lines }).toEqual({ subtotal: invoice.subtotal, total: invoice.total, lines: invoice.lines });
    // The next buyer pays the new price.
    expect(await pricePackage(bed.p, "professional", "es")).toMatchObject({ amount: eur + 1000 });
    await submitForm(setPackagePriceAction, { packageId: pro.id, currency: "EUR", amount: String(eur) });
  });

  it("archives a package: gone from the price list, the chooser and checkout; restores it", async () => {
    const pkg = await pricedPackage();
    expect(await submitForm(archivePackageAction, { packageId: pkg.id })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("package.archive", pkg.id))?.data).toMatchObject({ changed: ["active"], before: { active: true }, after: { active: false } });
    expect((await listPackageChoices(bed.p)).some((p) => p.slug === pkg.slug)).toBe(false);
    expect((await listPackages(bed.p, "USD")).some((p) => p.slug === pkg.slug)).toBe(false);
    expect(await findPackageChoice(bed.p, pkg.slug)).toBeNull();
    expect(await pricePackage(bed.p, pkg.slug, "en")).toEqual({ error: "UNKNOWN_PACKAGE" });
    expect((await listCatalogPackages(bed.p)).find((p) => p.id === pkg.id)).toMatchObject({ active: false, prices: { USD: 6900, EUR: 6500 } });
    expect(await submitForm(restorePackageAction, { packageId: pkg.id })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("package.restore", pkg.id)).not.toBeNull();
    expect((await findPackageChoice(bed.p, pkg.slug))?.prices).toEqual({ USD: 6900, EUR: 6500 });
  });

  it("deletes a package nothing points at (with its prices); one with a shoot or the team package is refused", async () => {
    const pkg = await pricedPackage();
    expect(await submitForm(deletePackageAction, { packageId: pkg.id })).toMatchObject({ ok: true });
    expect(await bed.p.package.findUnique({ where: { id: pkg.id } })).toBeNull();
    expect(await bed.p.packagePrice.count({ where: { packageId: pkg.id } })).toBe(0);
    expect((await bed.lastAudit("package.delete", pkg.id))?.data).toMatchObject({ before: { slug: pkg.slug, prices: { USD: 6900, EUR: 6500 } }, after: null });

    const used = await createPackage(bed.p);
    await createShoot(bed.p, { userId: bed.person.id, packageId: used.id });
    expect(await submitForm(deletePackageAction, { packageId: used.id })).toMatchObject({ error: "IN_USE" });
    expect(await bed.p.package.findUnique({ where: { id: used.id } })).not.toBeNull();
    expect((await listCatalogPackages(bed.p)).find((p) => p.id === used.id)?.references.shoots).toBe(1);

    const team = await bed.p.package.findUniqueOrThrow({ where: { slug: "starter" } });
    expect(await submitForm(deletePackageAction, { packageId: team.id })).toMatchObject({ error: "TEAM_PACKAGE" });
    expect(await bed.p.package.findUnique({ where: { id: team.id } })).not.toBeNull();
  });

  it("lists every package with its prices, references and the live turnaround (null unmeasured)", async () => {
    const rows = await listCatalogPackages(bed.p);
    expect(rows.map((r) => r.slug)).toEqual(expect.arrayContaining(["starter", "professional", "executive"]));
    expect(rows.find((r) => r.slug === "professional")).toMatchObject({ active: true, prices: { USD: expect.any(Number), EUR: expect.any(Number) }, turnaroundSeconds: null });
  });

  it("refuses everyone but a platform admin, auditing nothing", async () => {
    const pkg = await pricedPackage();
    const cases = [
      [createPackageAction, { ...numbers, slug: slug() }],
      [updatePackageAction, { ...(await pkgFields(pkg.id)), headshots: "99" }],
      [setPackagePriceAction, { packageId: pkg.id, currency: "EUR", amount: "1" }],
      [archivePackageAction, { packageId: pkg.id }],
      [restorePackageAction, { packageId: pkg.id }],
      [deletePackageAction, { packageId: pkg.id }],
    ] as const;
    for (const [run, fields] of cases) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      for (const a of answers) expect(a).toMatchObject({ error: expect.stringMatching(/^(notSignedIn|forbidden)$/) });
      expect(audited).toBe(false);
    }
    expect(await bed.p.package.findUniqueOrThrow({ where: { id: pkg.id } })).toMatchObject({ headshots: 60, active: true });
  });
});
