// The team wizard on a real database: the company details create one organisation with its creator as
// owner, every step is saved and resumes where it stopped, skipping ahead is sent back, and someone who
// already belongs to (or is invited to) another organisation cannot start one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { teamOf } from "./organization";
import {
  saveApprovedBackdrops, saveApprovedOutfits, saveBranding, saveCompanyDetails, saveSetupInvites, setupGate, setupInvites, setupInvitesToSend, slugify,
} from "./setup";
import { setupBackdrops, setupOutfits } from "./setup-catalogue";
import { companyDetailsSchema } from "./setup-schemas";

const details = (name = "Acme GmbH") => companyDetailsSchema.parse({ name, website: "acme.de", teamSize: "11-50", address: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE", billingEmail: "", vatId: "DE123456789" });
const refusal = (p: Promise<unknown>) => p.then(() => "done", (e: { code?: string }) => e.code ?? String(e));

let db: TestDb;
let p: PrismaClient;
let storage: FileStorage;
let dir: string;
const catalogue = { grey: "", navy: "", retired: "", blazer: "", suit: "", shirt: "" };

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-setup-"));
  storage = createLocalStorage(dir, { secret: "setup-test-secret-setup-test-secret" });
  const tag = Date.now().toString(36);
  catalogue.grey = (await p.backdrop.create({ data: { slug: `grey-${tag}`, name: "Grey", kind: "SOLID", colors: ["#9A9EA4"], translations: { de: { name: "Grau" } } } })).id;
  catalogue.navy = (await p.backdrop.create({ data: { slug: `navy-${tag}`, name: "Navy", kind: "GRADIENT", colors: ["#1F2E4A", "#3A5A8A"] } })).id;
  catalogue.retired = (await p.backdrop.create({ data: { slug: `old-${tag}`, name: "Old", kind: "SOLID", colors: ["#000000"], active: false } })).id;
  catalogue.blazer = (await p.outfit.create({ data: { slug: `blazer-${tag}`, name: "Blazer", gender: "FEMALE", colors: ["#1F2A44"] } })).id;
  catalogue.suit = (await p.outfit.create({ data: { slug: `suit-${tag}`, name: "Suit", gender: "MALE", colors: ["#222222"] } })).id;
  catalogue.shirt = (await p.outfit.create({ data: { slug: `shirt-${tag}`, name: "Shirt", gender: "UNISEX", colors: ["#FFFFFF"] } })).id;
});
afterAll(async () => {
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A person who has gone through the wizard up to (not including) `until`. */
async function wizardUpTo(until: "branding" | "select-style" | "select-clothing" | "invite-team" | "payment") {
  const user = await createUser(p);
  const { organizationId } = await saveCompanyDetails(p, { userId: user.id, locale: "de", details: details(`Firma ${user.id}`) });
  if (until === "branding") return { user, organizationId };
  await saveBranding(p, storage, { userId: user.id, logo: null, removeLogo: false, colors: ["#1F2A44"] });
  if (until === "select-style") return { user, organizationId };
  await saveApprovedBackdrops(p, { userId: user.id, female: [catalogue.grey], male: [catalogue.grey] });
  if (until === "select-clothing") return { user, organizationId };
  await saveApprovedOutfits(p, { userId: user.id, female: [catalogue.blazer], male: [catalogue.suit] });
  if (until === "invite-team") return { user, organizationId };
  await saveSetupInvites(p, { userId: user.id, emails: "", skip: true });
  return { user, organizationId };
}

describe("the company details", () => {
  it("create the organisation with its creator as owner (a joined OWNER membership), intro and company details done", async () => {
    const user = await createUser(p);
    const out = await saveCompanyDetails(p, { userId: user.id, locale: "de", details: details() });
    expect(out.created).toBe(true);
    const org = await p.organization.findUniqueOrThrow({ where: { id: out.organizationId } });
    expect(org).toMatchObject({ name: "Acme GmbH", website: "https://acme.de", teamSize: "11-50", country: "DE", vatId: "DE123456789", ownerId: user.id, currency: "EUR", setupCompletedAt: null });
    expect(org.setupSteps).toEqual(["intro", "company-details"]);
    expect(await p.membership.findMany({ where: { organizationId: org.id } })).toEqual([expect.objectContaining({ userId: user.id, role: "OWNER", status: "JOINED" })]);
    expect(await teamOf(p, user.id)).toMatchObject({ organizationId: org.id, role: "owner", setupComplete: false });
  });

  it("update the organisation in the making when sent again, rather than make a second one", async () => {
    const user = await createUser(p);
    const first = await saveCompanyDetails(p, { userId: user.id, locale: "en", details: details("First Name Inc") });
    const again = await saveCompanyDetails(p, { userId: user.id, locale: "en", details: details("Second Name Inc") });
    expect(again).toEqual({ organizationId: first.organizationId, created: false });
    expect(await p.organization.count({ where: { ownerId: user.id } })).toBe(1);
    expect((await p.organization.findUniqueOrThrow({ where: { id: first.organizationId } })).name).toBe("Second Name Inc");
  });

  it("give each organisation a unique slug made from its name", async () => {
    const [a, b] = [await createUser(p), await createUser(p)];
    const one = await saveCompanyDetails(p, { userId: a.id, locale: "en", details: details("Zeta Ünïcode & Co.") });
    const two = await saveCompanyDetails(p, { userId: b.id, locale: "en", details: details("Zeta Ünïcode & Co.") });
    const slugs = await p.organization.findMany({ where: { id: { in: [one.organizationId, two.organizationId] } }, select: { slug: true } });
    expect(slugs.map((s) => s.slug).sort()).toEqual(["zeta-unicode-co", "zeta-unicode-co-2"]);
    expect(slugify("!!!")).toBe("team");
  });

  it("are refused to someone who already belongs to another organisation, as lead or member, or is invited to one", async () => {
    for (const role of ["LEAD", "MEMBER"] as const) {
      const person = await createUser(p);
      await createOrganization(p, { name: `Other ${role}`, members: [{ userId: person.id, role, status: "JOINED" }] });
      expect(await refusal(saveCompanyDetails(p, { userId: person.id, locale: "en", details: details() }))).toBe("ALREADY_IN_TEAM");
      expect(await setupGate(p, person.id, "intro")).toEqual({ kind: "refused", code: "ALREADY_IN_TEAM", organization: `Other ${role}` });
      expect(await p.organization.count({ where: { ownerId: person.id } })).toBe(0);
    }
    const invited = await createUser(p);
    await createOrganization(p, { name: "Inviting Ltd", members: [{ userId: invited.id, role: "MEMBER", status: "INVITED" }] });
    expect(await refusal(saveCompanyDetails(p, { userId: invited.id, locale: "en", details: details() }))).toBe("INVITED_ELSEWHERE");
    expect(await setupGate(p, invited.id, "company-details")).toEqual({ kind: "refused", code: "INVITED_ELSEWHERE", organization: "Inviting Ltd" });
  });

  it("send the owner of a finished team to its members page, and refuse to change it here", async () => {
    const { user, organizationId } = await wizardUpTo("payment");
    await p.organization.update({ where: { id: organizationId }, data: { setupCompletedAt: new Date() } });
    expect(await setupGate(p, user.id, null)).toEqual({ kind: "redirect", to: "/app/admin/members" });
    expect(await setupGate(p, user.id, "branding")).toEqual({ kind: "redirect", to: "/app/admin/members" });
    expect(await refusal(saveCompanyDetails(p, { userId: user.id, locale: "en", details: details() }))).toBe("SETUP_FINISHED");
    expect(await refusal(saveApprovedBackdrops(p, { userId: user.id, female: [catalogue.grey], male: [] }))).toBe("SETUP_FINISHED");
  });
});

describe("resuming", () => {
  it("sends /app/admin/team/new and every step skipped ahead to the first step not done", async () => {
    const fresh = await createUser(p);
    expect(await setupGate(p, fresh.id, null)).toEqual({ kind: "redirect", to: "/app/admin/team/new/intro" });
    expect(await setupGate(p, fresh.id, "intro")).toMatchObject({ kind: "open", organization: null, done: null });
    expect(await setupGate(p, fresh.id, "company-details")).toMatchObject({ kind: "open", organization: null });
    expect(await setupGate(p, fresh.id, "payment")).toEqual({ kind: "redirect", to: "/app/admin/team/new/intro" });

    const { user } = await wizardUpTo("select-clothing");
    expect(await setupGate(p, user.id, null)).toEqual({ kind: "redirect", to: "/app/admin/team/new/select-clothing" });
    expect(await setupGate(p, user.id, "payment")).toEqual({ kind: "redirect", to: "/app/admin/team/new/select-clothing" });
    expect(await setupGate(p, user.id, "invite-team")).toEqual({ kind: "redirect", to: "/app/admin/team/new/select-clothing" });
    // Going back is fine.
    expect(await setupGate(p, user.id, "branding")).toMatchObject({ kind: "open", done: ["intro", "company-details", "branding", "select-style"] });
    expect(await setupGate(p, user.id, "select-clothing")).toMatchObject({ kind: "open" });
  });

  it("refuses a later step's save before the earlier ones are done, and any step before the company details", async () => {
    const fresh = await createUser(p);
    expect(await refusal(saveBranding(p, storage, { userId: fresh.id, logo: null, removeLogo: false, colors: ["#000000"] }))).toBe("NOT_STARTED");
    const { user } = await wizardUpTo("branding");
    expect(await refusal(saveApprovedOutfits(p, { userId: user.id, female: [catalogue.blazer], male: [catalogue.suit] }))).toBe("STEP_LOCKED");
    expect(await refusal(saveSetupInvites(p, { userId: user.id, emails: "", skip: true }))).toBe("STEP_LOCKED");
  });
});

describe("branding", () => {
  it("stores the logo re-encoded as WebP under organizations/{id}/logo.webp with the colours, and removes it on request", async () => {
    const { user, organizationId } = await wizardUpTo("branding");
    const png = await sharp({ create: { width: 200, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    await saveBranding(p, storage, { userId: user.id, logo: png, removeLogo: false, colors: ["#1F2A44", "#FF0000"] });
    const org = await p.organization.findUniqueOrThrow({ where: { id: organizationId } });
    expect(org).toMatchObject({ logoKey: `organizations/${organizationId}/logo.webp`, brandColors: ["#1F2A44", "#FF0000"] });
    expect(org.setupSteps).toContain("branding");
    expect((await sharp((await storage.get(org.logoKey!))!).metadata()).format).toBe("webp");

    // No new file keeps the logo; "remove" drops it.
    await saveBranding(p, storage, { userId: user.id, logo: null, removeLogo: false, colors: ["#1F2A44"] });
    expect((await p.organization.findUniqueOrThrow({ where: { id: organizationId } })).logoKey).toBe(org.logoKey);
    await saveBranding(p, storage, { userId: user.id, logo: null, removeLogo: true, colors: ["#1F2A44"] });
    expect((await p.organization.findUniqueOrThrow({ where: { id: organizationId } })).logoKey).toBeNull();
    expect(await storage.exists(org.logoKey!)).toBe(false);
  });

  it("refuses an SVG logo and writes nothing", async () => {
    const { user, organizationId } = await wizardUpTo("branding");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal(saveBranding(p, storage, { userId: user.id, logo: svg, removeLogo: false, colors: ["#1F2A44"] }))).toBe("LOGO_UNSUPPORTED");
    const org = await p.organization.findUniqueOrThrow({ where: { id: organizationId } });
    expect(org.logoKey).toBeNull();
    expect(org.setupSteps).not.toContain("branding");
    expect(await storage.exists(`organizations/${organizationId}/logo.webp`)).toBe(false);
  });
});

describe("styles and clothing", () => {
  it("approve backdrops per gender (both → one UNISEX row), at least one, active ones only, replacing the earlier choice", async () => {
    const { user, organizationId } = await wizardUpTo("select-style");
    expect(await refusal(saveApprovedBackdrops(p, { userId: user.id, female: [], male: [] }))).toBe("NO_BACKDROP");
    expect(await refusal(saveApprovedBackdrops(p, { userId: user.id, female: [catalogue.retired], male: [] }))).toBe("UNKNOWN_CHOICE");
    expect(await refusal(saveApprovedBackdrops(p, { userId: user.id, female: ["no-such-id"], male: [] }))).toBe("UNKNOWN_CHOICE");
    await saveApprovedBackdrops(p, { userId: user.id, female: [catalogue.grey, catalogue.navy], male: [catalogue.grey] });
    const rows = await p.organizationApprovedBackdrop.findMany({ where: { organizationId }, select: { backdropId: true, gender: true } });
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expect.arrayContaining([{ backdropId: catalogue.grey, gender: "UNISEX" }, { backdropId: catalogue.navy, gender: "FEMALE" }]));
    await saveApprovedBackdrops(p, { userId: user.id, female: [], male: [catalogue.navy] });
    expect(await p.organizationApprovedBackdrop.findMany({ where: { organizationId }, select: { backdropId: true, gender: true } })).toEqual([{ backdropId: catalogue.navy, gender: "MALE" }]);
    const shown = await setupBackdrops(p, organizationId, "de");
    expect(shown.find((b) => b.id === catalogue.navy)).toMatchObject({ female: false, male: true });
    expect(shown.find((b) => b.id === catalogue.grey)).toMatchObject({ name: "Grau", female: false, male: false });
    expect(shown.some((b) => b.id === catalogue.retired)).toBe(false);
  });

  it("approve outfits: at least one for women and one for men, never one made for the other gender", async () => {
    const { user, organizationId } = await wizardUpTo("select-clothing");
    expect(await refusal(saveApprovedOutfits(p, { userId: user.id, female: [], male: [catalogue.suit] }))).toBe("NO_OUTFIT_FEMALE");
    expect(await refusal(saveApprovedOutfits(p, { userId: user.id, female: [catalogue.blazer], male: [] }))).toBe("NO_OUTFIT_MALE");
    expect(await refusal(saveApprovedOutfits(p, { userId: user.id, female: [catalogue.suit], male: [catalogue.suit] }))).toBe("UNKNOWN_CHOICE");
    expect(await refusal(saveApprovedOutfits(p, { userId: user.id, female: [catalogue.blazer], male: [catalogue.blazer] }))).toBe("UNKNOWN_CHOICE");
    expect((await p.organization.findUniqueOrThrow({ where: { id: organizationId } })).setupSteps).not.toContain("select-clothing");
    await saveApprovedOutfits(p, { userId: user.id, female: [catalogue.blazer, catalogue.shirt], male: [catalogue.suit, catalogue.shirt] });
    const rows = await p.organizationApprovedOutfit.findMany({ where: { organizationId }, select: { outfitId: true, gender: true } });
    expect(rows).toEqual(expect.arrayContaining([
      { outfitId: catalogue.blazer, gender: "FEMALE" }, { outfitId: catalogue.suit, gender: "MALE" }, { outfitId: catalogue.shirt, gender: "UNISEX" },
    ]));
    expect(rows).toHaveLength(3);
    expect((await setupOutfits(p, organizationId, "en")).find((o) => o.id === catalogue.shirt)).toMatchObject({ female: true, male: true });
    expect((await p.organization.findUniqueOrThrow({ where: { id: organizationId } })).setupSteps).toContain("select-clothing");
  });
});

describe("the invite step", () => {
  it("keeps the emails for after the payment, lower-cased, each once, without the person's own address", async () => {
    const { user, organizationId } = await wizardUpTo("invite-team");
    const out = await saveSetupInvites(p, { userId: user.id, emails: `Ada@Acme.com, bob@acme.com\nada@acme.com\n${user.email.toUpperCase()}`, skip: false });
    expect(out.emails).toEqual(["ada@acme.com", "bob@acme.com"]);
    const org = await p.organization.findUniqueOrThrow({ where: { id: organizationId } });
    expect(setupInvites(org.settings)).toEqual(["ada@acme.com", "bob@acme.com"]);
    expect(org.setupSteps).toContain("invite-team");
    // Nobody was invited yet: that happens after the payment.
    expect(await p.invite.count({ where: { organizationId } })).toBe(0);
    expect(await p.membership.count({ where: { organizationId } })).toBe(1);
    // What the payment's fulfilment hands to the invites code.
    expect(await setupInvitesToSend(p, organizationId, "de")).toEqual({ organizationId, invitedById: user.id, emails: ["ada@acme.com", "bob@acme.com"], teamId: null, locale: "de" });
  });

  it("refuses what is not an email, and more than 500, keeping what was saved before", async () => {
    const { user, organizationId } = await wizardUpTo("invite-team");
    await saveSetupInvites(p, { userId: user.id, emails: "ada@acme.com", skip: false });
    expect(await refusal(saveSetupInvites(p, { userId: user.id, emails: "ada@acme.com, nope", skip: false }))).toBe("INVALID_EMAILS");
    const many = Array.from({ length: 501 }, (_, i) => `p${i}@acme.com`).join("\n");
    expect(await refusal(saveSetupInvites(p, { userId: user.id, emails: many, skip: false }))).toBe("TOO_MANY_INVITES");
    expect(setupInvites((await p.organization.findUniqueOrThrow({ where: { id: organizationId } })).settings)).toEqual(["ada@acme.com"]);
    const five = Array.from({ length: 500 }, (_, i) => `p${i}@acme.com`).join(",");
    expect((await saveSetupInvites(p, { userId: user.id, emails: five, skip: false })).emails).toHaveLength(500);
  });

  it("may be skipped: none kept, the step done, the payment next", async () => {
    const { user, organizationId } = await wizardUpTo("invite-team");
    await saveSetupInvites(p, { userId: user.id, emails: "typed but skipped@", skip: true });
    const org = await p.organization.findUniqueOrThrow({ where: { id: organizationId } });
    expect(setupInvites(org.settings)).toEqual([]);
    expect(await setupGate(p, user.id, null)).toEqual({ kind: "redirect", to: "/app/admin/team/new/payment" });
    expect(await setupInvitesToSend(p, organizationId, "en")).toBeNull();
  });
});

describe.each(["postgres"] as const)("two tabs at once on %s", (kind) => {
  let pg: TestDb;
  beforeAll(async () => {
    pg = await openTestDb(kind);
  });
  afterAll(async () => {
    await pg?.cleanup();
  });

  it("create one organisation for one person, however many company-details forms arrive together", async () => {
    const user = await createUser(pg.prisma);
    const outs = await Promise.all(Array.from({ length: 5 }, () => saveCompanyDetails(pg.prisma, { userId: user.id, locale: "en", details: details("Race Inc") })));
    expect(new Set(outs.map((o) => o.organizationId)).size).toBe(1);
    expect(outs.filter((o) => o.created)).toHaveLength(1);
    expect(await pg.prisma.organization.count({ where: { ownerId: user.id } })).toBe(1);
    expect(await pg.prisma.membership.count({ where: { userId: user.id } })).toBe(1);
  });
});
