// A team shoot whose member was removed from the team (membership DELETED) can no longer be worked on
// or submitted (no team credit taken, a clear MEMBERSHIP_REMOVED), while the shoot stays theirs; and a
// managed member's placeholder address is never mailed by a submission.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { addPurchasedCredits } from "@/lib/teams/credits";
import { removeMember } from "@/lib/teams/members";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createShoot, createUser, fillShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { findOwnedResult } from "@/lib/results/access";
import { findOwnedShoot } from "./access";
import { ownedShoot, PhotoError } from "./photos";

const shootRow = { state: "ONBOARDING", consentAt: null, deletedAt: null };
import { getUploadState, saveConsent } from "./onboarding";
import { submitShoot } from "./submit";

describe.each(["pglite", "postgres"] as const)("a removed member's team shoot (%s)", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  let boss: PgBoss;
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
    boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url }, { maintenance: false });
    catalogue = await seedCatalogue(p);
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 300));
    await boss?.stop({ graceful: false, close: true });
    await db?.cleanup();
  });

  async function team(credits: number) {
    const owner = await createUser(p, { name: "Olivia Owner" });
    const org = await createOrganization(p, { ownerId: owner.id, members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }] });
    const styles = await p.style.findMany({ where: { id: { in: catalogue.styleIds } }, select: { backdropId: true, outfitId: true } });
    for (const s of styles) {
      await p.organizationApprovedBackdrop.createMany({ data: [{ organizationId: org.id, backdropId: s.backdropId, gender: "UNISEX" }], skipDuplicates: true });
      await p.organizationApprovedOutfit.createMany({ data: [{ organizationId: org.id, outfitId: s.outfitId, gender: "UNISEX" }], skipDuplicates: true });
    }
    if (credits) await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `order-${org.id}`, quantity: credits }));
    return { org, owner };
  }

  async function member(organizationId: string, email?: string) {
    const user = await createUser(p, email ? { email } : {});
    const membership = await p.membership.create({ data: { userId: user.id, organizationId, role: "MEMBER", status: "JOINED", joinedAt: new Date() } });
    const shoot = await createShoot(p, { userId: user.id, packageId: catalogue.packageId, organizationId, membershipId: membership.id, title: "Team shoot" });
    await fillShoot(p, { shootId: shoot.id, catalogue });
    return { user, membership, shootId: shoot.id };
  }

  const submit = (userId: string, shootId: string) =>
    submitShoot(p, { userId, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss, appUrl: "https://lumen.example", relay: { onSettled: () => {} } });

  it("refuses to submit once the lead removed the member: no credit taken, the shoot stays theirs", async () => {
    const { org, owner } = await team(3);
    const m = await member(org.id);
    await removeMember(p, owner.id, m.membership.id, { relay: () => {} });
    const result = await submit(m.user.id, m.shootId);
    expect(result).toMatchObject({ ok: false, code: "MEMBERSHIP_REMOVED" });
    expect(await p.shoot.findUniqueOrThrow({ where: { id: m.shootId }, select: { state: true } })).toEqual({ state: "ONBOARDING" });
    expect(await p.creditLedgerEntry.count({ where: { organizationId: org.id, action: "DEDUCTION" } })).toBe(0);
    expect(await p.organization.findUniqueOrThrow({ where: { id: org.id }, select: { credits: true } })).toEqual({ credits: 3 });
    // Still theirs to see, but the upload flow no longer opens it, nor changes it.
    expect(await findOwnedShoot(p, m.user.id, m.shootId, { id: true })).toEqual({ id: m.shootId });
    expect(await getUploadState(p, m.user.id, m.shootId)).toBeNull();
    expect(await saveConsent(p, { userId: m.user.id, shootId: m.shootId })).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("a lead cannot submit a removed managed member's shoot either", async () => {
    const { org, owner } = await team(3);
    const m = await member(org.id);
    await p.shoot.update({ where: { id: m.shootId }, data: { managedById: owner.id } });
    await p.membership.update({ where: { id: m.membership.id }, data: { status: "DELETED", removedAt: new Date() } });
    expect(await submit(owner.id, m.shootId)).toMatchObject({ ok: false, code: "MEMBERSHIP_REMOVED" });
  });

  it("a removed managed member's shoot is theirs alone: the lead who uploaded for them no longer opens it, its photos or its results", async () => {
    const { org, owner } = await team(3);
    const m = await member(org.id);
    await p.shoot.update({ where: { id: m.shootId }, data: { managedById: owner.id } });
    const result = await p.result.create({ data: { shootId: m.shootId, storageKey: `shoots/${m.shootId}/r.jpg`, width: 10, height: 10 } });
    expect(await findOwnedShoot(p, owner.id, m.shootId, { id: true })).toEqual({ id: m.shootId });
    await p.membership.update({ where: { id: m.membership.id }, data: { status: "DELETED", removedAt: new Date() } });
    expect(await findOwnedShoot(p, owner.id, m.shootId, { id: true })).toBeNull();
    expect(() => ownedShoot({ ...shootRow, id: m.shootId, userId: m.user.id, managedById: owner.id, membership: { status: "DELETED" } }, owner.id)).toThrow(PhotoError);
    expect(() => ownedShoot({ ...shootRow, id: m.shootId, userId: m.user.id, managedById: owner.id, membership: { status: "DELETED" } }, m.user.id)).toThrow(PhotoError);
    await p.shoot.update({ where: { id: m.shootId }, data: { state: "ACTIVE" } });
    await expect(findOwnedResult(p, owner.id, result.id)).rejects.toMatchObject({ code: "RESULT_NOT_FOUND" });
    // Their own: still theirs.
    expect(await findOwnedShoot(p, m.user.id, m.shootId, { id: true })).toEqual({ id: m.shootId });
    expect((await findOwnedResult(p, m.user.id, result.id)).id).toBe(result.id);
  });

  it("a member still in the team submits as before", async () => {
    const { org } = await team(3);
    const m = await member(org.id);
    expect(await submit(m.user.id, m.shootId)).toMatchObject({ ok: true });
  });

  it("does not mail the submission confirmation to a managed member's placeholder address", async () => {
    const { org } = await team(3);
    const m = await member(org.id, `managed+${Math.random().toString(36).slice(2)}@members.invalid`);
    const result = await submit(m.user.id, m.shootId);
    expect(result).toMatchObject({ ok: true, emailId: null });
    expect(await p.emailOutbox.count({ where: { to: m.user.email } })).toBe(0);
  });
});
