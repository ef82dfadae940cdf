// The team wizard's and the buy form's server actions through lib/http/action.ts, posted as forms
// (lib/testing/actions.ts): each step goes on to the next in the person's language, a refusal answers
// with its code and gives back what was typed, and members never get to buy credits.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { submitForm } from "@/lib/testing/actions";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";

// What exists only inside Next: the signed-in person; the app database is the test one.
const app = vi.hoisted(() => ({ principal: null as Principal, db: null as PrismaClient | null }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => app.principal }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => app.db! }));

const setup = await import("./setup-actions");
const { buyCreditsAction } = await import("./credits-actions");

let db: TestDb;
let dir: string;
const picks = { backdrop: "", blazer: "", suit: "" };
beforeAll(async () => {
  db = await openTestDb("pglite");
  app.db = db.prisma;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-setup-actions-"));
  setStorageForTests(createLocalStorage(dir, { secret: "setup-actions-secret-setup-actions-secret" }));
  const tag = Date.now().toString(36);
  picks.backdrop = (await db.prisma.backdrop.create({ data: { slug: `grey-${tag}`, name: "Grey", kind: "SOLID", colors: ["#9A9EA4"] } })).id;
  picks.blazer = (await db.prisma.outfit.create({ data: { slug: `blazer-${tag}`, name: "Blazer", gender: "FEMALE", colors: ["#1F2A44"] } })).id;
  picks.suit = (await db.prisma.outfit.create({ data: { slug: `suit-${tag}`, name: "Suit", gender: "MALE", colors: ["#222222"] } })).id;
});
afterAll(async () => {
  setStorageForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const company = { name: "Acme GmbH", website: "acme.de", teamSize: "11-50", address: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE", billingEmail: "", vatId: "" };
const send = (run: Parameters<typeof submitForm>[0], fields: Parameters<typeof submitForm>[1]) => submitForm(run, { locale: "de", ...fields });

async function signedIn() {
  const user = await createUser(db.prisma, { locale: "de" });
  app.principal = { userId: user.id, role: "user", orgRole: null };
  return user;
}

describe("the wizard's steps", () => {
  it("go from company details to payment, each to the next step in the person's language", async () => {
    const user = await signedIn();
    expect(await send(setup.companyDetailsAction, company)).toEqual({ redirect: "/de/app/admin/team/new/branding" });
    // The person now owns a team: the guard sees them as a lead.
    app.principal = { userId: user.id, role: "user", orgRole: "lead" };
    const png = await sharp({ create: { width: 120, height: 40, channels: 4, background: "#1F2A44" } }).png().toBuffer();
    expect(await send(setup.brandingAction, { logo: new File([png], "logo.png", { type: "image/png" }), colors: ["#1f2a44", "", ""] })).toEqual({ redirect: "/de/app/admin/team/new/select-style" });
    expect(await send(setup.selectStyleAction, { female: picks.backdrop, male: picks.backdrop })).toEqual({ redirect: "/de/app/admin/team/new/select-clothing" });
    expect(await send(setup.selectClothingAction, { female: picks.blazer, male: picks.suit })).toEqual({ redirect: "/de/app/admin/team/new/invite-team" });
    expect(await send(setup.inviteTeamAction, { emails: "ada@acme.de\nbob@acme.de", skip: "" })).toEqual({ redirect: "/de/app/admin/team/new/payment" });
    const org = await db.prisma.organization.findFirstOrThrow({ where: { ownerId: user.id } });
    expect(org).toMatchObject({ name: "Acme GmbH", brandColors: ["#1F2A44"], logoKey: `organizations/${org.id}/logo.webp`, settings: { setupInvites: ["ada@acme.de", "bob@acme.de"] } });
    expect(org.setupSteps).toEqual(["intro", "company-details", "branding", "select-style", "select-clothing", "invite-team"]);

    const buy = await send(buyCreditsAction, { quantity: "12", currency: "" });
    expect(buy).toEqual({ redirect: expect.stringMatching(/^\/de\/checkout\/redirect\?order=\w+$/) });
    expect(await db.prisma.order.findFirstOrThrow({ where: { organizationId: org.id } })).toMatchObject({ kind: "CREDITS", quantity: 12, currency: "EUR", total: 31320 });
  });

  it("answer a refused company form with each field's message and everything typed", async () => {
    await signedIn();
    const answer = await send(setup.companyDetailsAction, { ...company, name: "", website: "not a site", vatId: "DE12" });
    expect(answer).toMatchObject({ fieldErrors: { name: "required", website: "websiteInvalid" }, values: { website: "not a site", city: "Berlin", vatId: "DE12" } });
    expect(await send(setup.companyDetailsAction, { ...company, vatId: "DE12" })).toMatchObject({ fieldErrors: { vatId: "vatIdFormat" }, values: { name: "Acme GmbH" } });
  });

  it("refuse someone who belongs to another organisation, naming it, and keep what was typed", async () => {
    const user = await signedIn();
    await createOrganization(db.prisma, { name: "Globex", members: [{ userId: user.id, role: "MEMBER", status: "JOINED" }] });
    expect(await send(setup.companyDetailsAction, company)).toMatchObject({ error: "ALREADY_IN_TEAM", errorValues: { organization: "Globex" }, values: { name: "Acme GmbH" } });
    expect(await db.prisma.organization.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("refuse a logo that is an SVG, too large, or a bad colour, with clear codes", async () => {
    const user = await signedIn();
    await send(setup.companyDetailsAction, company);
    app.principal = { userId: user.id, role: "user", orgRole: "lead" };
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "logo.png", { type: "image/png" });
    expect(await send(setup.brandingAction, { logo: svg, colors: "#1F2A44" })).toMatchObject({ error: "LOGO_UNSUPPORTED", values: { colors: "#1F2A44" } });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(await send(setup.brandingAction, { logo: big, colors: "#1F2A44" })).toMatchObject({ error: "LOGO_TOO_LARGE", errorValues: { maxMb: 5 } });
    expect(await send(setup.brandingAction, { colors: ["#12", ""] })).toMatchObject({ fieldErrors: { colors: "colorInvalid" } });
    expect(await send(setup.brandingAction, { colors: "" })).toMatchObject({ fieldErrors: { colors: "colorsRequired" } });
    expect((await db.prisma.organization.findFirstOrThrow({ where: { ownerId: user.id } })).setupSteps).not.toContain("branding");
  });

  it("refuse skipping ahead, empty picks and invalid emails with their codes", async () => {
    const user = await signedIn();
    await send(setup.companyDetailsAction, company);
    app.principal = { userId: user.id, role: "user", orgRole: "lead" };
    expect(await send(setup.selectClothingAction, { female: picks.blazer, male: picks.suit })).toMatchObject({ error: "STEP_LOCKED" });
    await send(setup.brandingAction, { colors: "#000000" });
    expect(await send(setup.selectStyleAction, {})).toMatchObject({ error: "NO_BACKDROP" });
    await send(setup.selectStyleAction, { female: picks.backdrop });
    expect(await send(setup.selectClothingAction, { female: picks.blazer })).toMatchObject({ error: "NO_OUTFIT_MALE" });
    await send(setup.selectClothingAction, { female: picks.blazer, male: picks.suit });
    expect(await send(setup.inviteTeamAction, { emails: "ada@acme.de, nope", skip: "" })).toMatchObject({ error: "INVALID_EMAILS", errorValues: { emails: "nope" }, values: { emails: "ada@acme.de, nope" } });
    expect(await send(setup.inviteTeamAction, { emails: "ada@acme.de, nope", skip: "1" })).toEqual({ redirect: "/de/app/admin/team/new/payment" });
  });

  it("answer a signed-out person with notSignedIn", async () => {
    app.principal = null;
    expect(await send(setup.companyDetailsAction, company)).toMatchObject({ error: "notSignedIn" });
  });
});

describe("buying credits", () => {
  it("is refused to a member (the lead role is asked) and explains a quantity out of range", async () => {
    const owner = await createUser(db.prisma);
    const member = await createUser(db.prisma);
    const org = await createOrganization(db.prisma, {
      ownerId: owner.id, setupCompletedAt: new Date(), members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }, { userId: member.id, role: "MEMBER", status: "JOINED" }],
    });
    app.principal = { userId: member.id, role: "user", orgRole: "member" };
    expect(await send(buyCreditsAction, { quantity: "10" })).toMatchObject({ error: "forbidden" });
    app.principal = { userId: owner.id, role: "user", orgRole: "lead" };
    expect(await send(buyCreditsAction, { quantity: "ten" })).toMatchObject({ fieldErrors: { quantity: "INVALID_QUANTITY" }, values: { quantity: "ten" } });
    expect(await send(buyCreditsAction, { quantity: "1001" })).toMatchObject({ fieldErrors: { quantity: "INVALID_QUANTITY" } });
    expect(await send(buyCreditsAction, { quantity: "0" })).toMatchObject({ fieldErrors: { quantity: "INVALID_QUANTITY" } });
    expect(await db.prisma.order.count({ where: { organizationId: org.id } })).toBe(0);
    expect(await send(buyCreditsAction, { quantity: "3", currency: "USD" })).toEqual({ redirect: expect.stringMatching(/^\/de\/checkout\/redirect\?order=\w+$/) });
    expect(await db.prisma.order.findFirstOrThrow({ where: { organizationId: org.id } })).toMatchObject({ currency: "USD", total: 8700, metadata: { purpose: "topup" } });
  });
});
