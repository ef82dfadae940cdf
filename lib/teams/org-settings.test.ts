// The settings page's rules on a real database (lib/teams/org-settings.ts): company details and logo,
// MFA on and off, the headshots tab (the irreversible "delete everything after 30 days", enforced by the
// privacy sweep on a fake clock), roles (promote by email, demote; never oneself or the owner; another
// organisation's ids NOT_FOUND), each change with its audit row; members refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { runPrivacySweepPass } from "@/lib/privacy/sweep";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { createTeam, ensureTeamPackage, ledgerState, type TestTeam } from "@/lib/testing/teams";
import { demoteLead, listRoles, loadSettings, promoteByEmail, setMfaRequired, updateCompany, updateHeadshots } from "./org-settings";
import { organizationSettings } from "./settings";
import type { CompanyDetails } from "./setup-schemas";

const DAY = 86_400_000;
let db: TestDb;
let p: PrismaClient;
let storage: FileStorage;
let dir: string;
let mail: PrintedEmails;
let team: TestTeam;
let other: TestTeam;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-settings-"));
  storage = createLocalStorage(dir, { secret: "settings-test-secret-settings-test-secret" });
  mail = printEmails();
  team = await createTeam(p, { name: "Settings Co", credits: 5 });
  other = await createTeam(p, { name: "Other Co", credits: 5 });
}, 60_000);
afterAll(async () => {
  mail?.restore();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const relay = { relay: () => {} };
const audits = (action: string, organizationId = team.org.id) => p.auditLog.findMany({ where: { action, targetId: organizationId }, orderBy: { createdAt: "asc" } });

const details: CompanyDetails = {
  name: "Settings Co GmbH", website: "https://settings.example", teamSize: "11-50", address: "Hauptstraße 1", city: "Berlin",
  postalCode: "10115", country: "DE", billingEmail: "billing@settings.example", vatId: null,
};

describe("the company tab", () => {
  it("saves the wizard's fields, the phone and a re-encoded logo, audited; a member is refused", async () => {
    const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#1F2A44" } }).png().toBuffer();
    await updateCompany(p, storage, team.lead.id, { details, phone: "+49 30 1234567", logo: png, removeLogo: false });
    const org = await p.organization.findUniqueOrThrow({ where: { id: team.org.id } });
    expect(org).toMatchObject({ name: "Settings Co GmbH", website: "https://settings.example", phone: "+49 30 1234567", city: "Berlin" });
    expect(org.logoKey).toBe(`organizations/${team.org.id}/logo.webp`);
    expect(await storage.exists(org.logoKey!)).toBe(true);
    const [row] = await audits("organization.company.update");
    expect(row).toMatchObject({ actorId: team.lead.id, targetType: "Organization" });
    expect((row!.data as { changed: string[] }).changed).toEqual(expect.arrayContaining(["name", "phone", "logo"]));

    await expect(updateCompany(p, storage, team.member.id, { details, phone: null, logo: null, removeLogo: false })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(updateCompany(p, storage, team.lead.id, { details, phone: null, logo: Buffer.from("<svg/>"), removeLogo: false })).rejects.toMatchObject({ code: "LOGO_UNSUPPORTED" });
    expect((await p.organization.findUniqueOrThrow({ where: { id: team.org.id } })).phone).toBe("+49 30 1234567");

    await updateCompany(p, storage, team.lead.id, { details, phone: null, logo: null, removeLogo: true });
    expect(await p.organization.findUniqueOrThrow({ where: { id: team.org.id } })).toMatchObject({ logoKey: null, phone: null });
    expect(await storage.exists(org.logoKey!)).toBe(false);
  });
});

describe("the security tab", () => {
  it("switches MFA on and off, one audit row per change", async () => {
    await setMfaRequired(p, team.owner.id, true);
    await setMfaRequired(p, team.owner.id, true);
    expect((await loadSettings(p, storage, team.owner.id)).mfaRequired).toBe(true);
    await setMfaRequired(p, team.lead.id, false);
    expect((await audits("organization.mfa.update")).map((a) => a.data)).toEqual([{ before: false, after: true }, { before: true, after: false }]);
    await expect(setMfaRequired(p, team.member.id, true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setMfaRequired(p, (await createUser(p)).id, true)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the headshots tab", () => {
  const base = { hideEditor: true, requireFullBody: true, reinviteMonths: 12, deleteDataAfter30Days: false, confirmation: "" };

  it("saves the three switches and the months, audited", async () => {
    const saved = await updateHeadshots(p, team.lead.id, base);
    expect(saved).toEqual({ hideEditor: true, requireFullBody: true, reinviteMonths: 12, deleteDataAfter30Days: false });
    expect((await organizationSettings(p, team.org.id)).headshots).toEqual({ hideEditor: true, requireFullBody: true, reinviteMonths: 12 });
    expect(await audits("organization.headshots.update")).toHaveLength(1);
  });

  it("switches 'delete everything after 30 days' on only with the organisation's name typed, and never off again", async () => {
    await expect(updateHeadshots(p, team.lead.id, { ...base, deleteDataAfter30Days: true, confirmation: "yes" })).rejects.toMatchObject({ code: "DELETE_CONFIRMATION" });
    expect((await p.organization.findUniqueOrThrow({ where: { id: team.org.id } })).deleteDataAfter30Days).toBe(false);
    const name = (await p.organization.findUniqueOrThrow({ where: { id: team.org.id } })).name;
    expect(await updateHeadshots(p, team.lead.id, { ...base, reinviteMonths: 6, deleteDataAfter30Days: true, confirmation: ` ${name.toUpperCase()} ` })).toMatchObject({ deleteDataAfter30Days: true, reinviteMonths: 6 });
    // Off again: refused, and nothing of that save is kept.
    await expect(updateHeadshots(p, team.owner.id, { ...base, reinviteMonths: 3, deleteDataAfter30Days: false })).rejects.toMatchObject({ code: "DELETE_IRREVERSIBLE" });
    expect((await p.organization.findUniqueOrThrow({ where: { id: team.org.id } })).deleteDataAfter30Days).toBe(true);
    expect((await organizationSettings(p, team.org.id)).headshots.reinviteMonths).toBe(6);
    // The other switches still save while it stays on.
    expect(await updateHeadshots(p, team.owner.id, { ...base, hideEditor: false, deleteDataAfter30Days: true })).toMatchObject({ hideEditor: false, deleteDataAfter30Days: true });
    await expect(updateHeadshots(p, team.member.id, base)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("is enforced by the privacy sweep: uploads and results of a team shoot go 30 days after it finished", async () => {
    const packageId = await ensureTeamPackage(p);
    const readyAt = new Date();
    const shoot = await createShoot(p, { userId: team.member.id, packageId, organizationId: team.org.id, state: "ACTIVE", readyAt });
    const key = `shoots/${shoot.id}/results/r1/main.jpg`;
    await storage.put(key, Buffer.from("res"), { contentType: "image/jpeg" });
    await p.result.create({ data: { shootId: shoot.id, storageKey: key, width: 512, height: 512, variant: { files: { main: key } } } });
    const photo = await p.uploadedPhoto.create({ data: { shootId: shoot.id, storageKey: `shoots/${shoot.id}/photos/p1.jpg`, width: 800, height: 800, bytes: 3, mime: "image/jpeg", accepted: true, score: 90 } });
    await storage.put(photo.storageKey, Buffer.from("jpg"), { contentType: "image/jpeg" });
    const log = { info: () => {}, error: () => {} };

    await runPrivacySweepPass(p, storage, { now: new Date(readyAt.getTime() + 29 * DAY), log });
    expect(await storage.exists(key)).toBe(true);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shoot.id } })).state).toBe("ACTIVE");

    await runPrivacySweepPass(p, storage, { now: new Date(readyAt.getTime() + 30 * DAY + 60_000), log });
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(photo.storageKey)).toBe(false);
    const after = await p.shoot.findUniqueOrThrow({ where: { id: shoot.id }, include: { results: true, photos: true } });
    expect(after.state).toBe("DELETED");
    expect(after.results.every((r) => r.deletedAt)).toBe(true);
    expect(after.photos.every((ph) => ph.deletedAt)).toBe(true);
  });
});

describe("the roles tab", () => {
  it("promotes a member at once (email, audit) and demotes them again; never oneself or the owner", async () => {
    const { outcome } = await promoteByEmail(p, team.lead.id, { email: team.member.email.toUpperCase(), locale: "en" }, relay);
    expect(outcome).toBe("promoted");
    expect((await p.membership.findUniqueOrThrow({ where: { id: team.memberMembershipId } })).role).toBe("LEAD");
    expect(await p.emailOutbox.count({ where: { to: team.member.email, template: "team-lead-promoted" } })).toBe(1);
    expect(await audits("organization.lead.promote")).toHaveLength(1);
    expect((await listRoles(p, team.lead.id)).filter((r) => r.kind === "lead").map((r) => r.kind === "lead" && r.email)).toEqual(expect.arrayContaining([team.lead.email, team.member.email]));
    await expect(promoteByEmail(p, team.lead.id, { email: team.member.email, locale: "en" }, relay)).rejects.toMatchObject({ code: "ALREADY_LEAD" });

    await demoteLead(p, team.lead.id, team.memberMembershipId);
    expect((await p.membership.findUniqueOrThrow({ where: { id: team.memberMembershipId } })).role).toBe("MEMBER");
    expect(await audits("organization.lead.demote")).toHaveLength(1);

    await expect(demoteLead(p, team.lead.id, team.leadMembershipId)).rejects.toMatchObject({ code: "OWN_ROLE" });
    await expect(demoteLead(p, team.lead.id, team.ownerMembershipId)).rejects.toMatchObject({ code: "OWNER_ROLE" });
    await expect(promoteByEmail(p, team.lead.id, { email: team.lead.email, locale: "en" }, relay)).rejects.toMatchObject({ code: "OWN_ROLE" });
    await expect(promoteByEmail(p, team.lead.id, { email: team.owner.email, locale: "en" }, relay)).rejects.toMatchObject({ code: "OWNER_ROLE" });
    await expect(promoteByEmail(p, team.lead.id, { email: "not an email", locale: "en" }, relay)).rejects.toMatchObject({ code: "EMAIL_INVALID" });
  });

  it("invites anyone else as a lead: shown as a pending invite, a credit held, audited", async () => {
    const before = await ledgerState(p, team.org.id);
    const { outcome } = await promoteByEmail(p, team.owner.id, { email: "new.lead@elsewhere.example", locale: "de" }, relay);
    expect(outcome).toBe("invited");
    const invite = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id, email: "new.lead@elsewhere.example" } });
    expect(invite).toMatchObject({ role: "LEAD", kind: "EMAIL", acceptedAt: null });
    expect((await ledgerState(p, team.org.id)).reserved).toBe(before.reserved + 1);
    expect(await listRoles(p, team.owner.id)).toContainEqual(expect.objectContaining({ kind: "invite", inviteId: invite.id, email: "new.lead@elsewhere.example" }));
    expect(await audits("organization.lead.invite")).toHaveLength(1);
    await expect(promoteByEmail(p, team.owner.id, { email: "new.lead@elsewhere.example", locale: "de" }, relay)).rejects.toMatchObject({ code: "ALREADY_INVITED" });
    // A person of another organisation cannot be made a lead here.
    await expect(promoteByEmail(p, team.owner.id, { email: other.member.email, locale: "en" }, relay)).rejects.toMatchObject({ code: "IN_OTHER_ORGANIZATION" });
  });

  it("answers another organisation's ids NOT_FOUND and a member FORBIDDEN; nothing of theirs changes", async () => {
    await expect(demoteLead(p, team.lead.id, other.leadMembershipId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(demoteLead(p, team.lead.id, "x".repeat(200))).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await p.membership.findUniqueOrThrow({ where: { id: other.leadMembershipId } })).role).toBe("LEAD");
    await expect(demoteLead(p, team.member.id, team.leadMembershipId)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(promoteByEmail(p, team.member.id, { email: "x@y.example", locale: "en" }, relay)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listRoles(p, team.member.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await p.auditLog.count({ where: { targetId: other.org.id } })).toBe(0);
  });
});
