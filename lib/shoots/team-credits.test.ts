// A team shoot takes one team credit when it is submitted (lib/shoots/submit.ts → lib/teams/credits.ts),
// on real PGlite and PostgreSQL: 50 members submitting at once against 10 free credits start exactly
// 10 shoots; a member's held credit is the one used; a granted retry is not charged twice; the leads
// are told once when the free credits drop below 3.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { addPurchasedCredits, reserveCredit } from "@/lib/teams/credits";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createShoot, createUser, fillShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { submitShoot } from "./submit";

describe.each(["pglite", "postgres"] as const)("team credits on submission (%s)", (kind) => {
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
  // Emails relayed after each commit: waited for before the database goes.
  const relays: Promise<unknown>[] = [];
  afterAll(async () => {
    await Promise.all(relays);
    await boss?.stop({ graceful: false, close: true });
    await db?.cleanup();
  });

  /** An organisation whose lead approved the catalogue's backdrops and outfits, holding `credits` bought credits. */
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

  /** A joined member with a complete team shoot in ONBOARDING; `reserved`: their membership holds a credit. */
  async function member(organizationId: string, options: { reserved?: boolean } = {}) {
    const user = await createUser(p);
    const membership = await p.membership.create({ data: { userId: user.id, organizationId, role: "MEMBER", status: "JOINED", joinedAt: new Date() } });
    if (options.reserved) {
      await p.$transaction(async (tx) => {
        await reserveCredit(tx, { organizationId, refType: "membership", refId: membership.id });
        await tx.membership.update({ where: { id: membership.id }, data: { reservedCredit: true } });
      });
    }
    const shoot = await createShoot(p, { userId: user.id, packageId: catalogue.packageId, organizationId, membershipId: membership.id, title: "Team shoot" });
    await fillShoot(p, { shootId: shoot.id, catalogue });
    return { user, membership, shootId: shoot.id };
  }

  const submit = async (userId: string, shootId: string) => {
    let settled = 0;
    let done: () => void = () => {};
    let expected = Infinity;
    const all = new Promise<void>((resolve) => (done = resolve));
    const onSettled = () => {
      if (++settled >= expected) done();
    };
    const result = await submitShoot(p, { userId, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss, appUrl: "https://lumen.example", relay: { onSettled } });
    if (result.ok) {
      expected = [result.emailId, ...result.teamEmailIds].filter(Boolean).length;
      if (settled >= expected) done();
      relays.push(Promise.race([all, new Promise((r) => setTimeout(r, 5000))]));
    }
    return result;
  };

  async function ledger(organizationId: string) {
    const [org, rows] = await Promise.all([
      p.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { credits: true, creditsReserved: true } }),
      p.creditLedgerEntry.findMany({ where: { organizationId, kind: "TEAM" }, select: { delta: true, action: true, refId: true } }),
    ]);
    return { ...org, sum: rows.reduce((s, r) => s + r.delta, 0), rows };
  }

  it("50 members submitting at once against 10 free credits: exactly 10 shoots start, 40 are told there is no credit", async () => {
    const { org } = await team(10);
    const members = await Promise.all(Array.from({ length: 50 }, () => member(org.id)));
    const results = await Promise.all(members.map((m) => submit(m.user.id, m.shootId)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => !r.ok && r.code === "NO_CREDITS" && r.params.who === "member" && !("buyUrl" in r.params))).toBe(true);
    const states = await p.shoot.groupBy({ by: ["state"], where: { organizationId: org.id }, _count: true });
    expect(Object.fromEntries(states.map((s) => [s.state, s._count]))).toEqual({ WAITING: 10, ONBOARDING: 40 });
    const book = await ledger(org.id);
    expect(book).toMatchObject({ credits: 0, creditsReserved: 0, sum: 0 });
    expect(book.rows.filter((r) => r.action === "DEDUCTION")).toHaveLength(10);
    // Each started shoot was charged once, and only those.
    const waiting = await p.shoot.findMany({ where: { organizationId: org.id, state: "WAITING" }, select: { id: true } });
    expect(book.rows.filter((r) => r.action === "DEDUCTION").map((r) => r.refId).sort()).toEqual(waiting.map((s) => s.id).sort());
    // Refused submissions queued no job and no email.
    const sent = await p.emailOutbox.findMany({ where: { template: "shoot-submitted", userId: { in: members.map((m) => m.user.id) } }, select: { data: true } });
    expect(sent).toHaveLength(10);
    // Members follow their shoot on their team's waiting page, not the individual flow's.
    for (const email of sent) expect((email.data as { url: string }).url).toMatch(/\/team-member\/waiting$/);
  });

  it("a member holding a reserved credit uses it; without a free credit the others are refused", async () => {
    const { org } = await team(2);
    const held = await member(org.id, { reserved: true });
    const other = await member(org.id, { reserved: true });
    const free = await member(org.id);
    expect(await ledger(org.id)).toMatchObject({ credits: 2, creditsReserved: 2 });
    expect(await submit(free.user.id, free.shootId)).toMatchObject({ ok: false, code: "NO_CREDITS" });
    expect(await submit(held.user.id, held.shootId)).toMatchObject({ ok: true });
    expect(await ledger(org.id)).toMatchObject({ credits: 1, creditsReserved: 1, sum: 1 });
    expect(await p.membership.findUniqueOrThrow({ where: { id: held.membership.id } })).toMatchObject({ reservedCredit: false });
    expect(await p.membership.findUniqueOrThrow({ where: { id: other.membership.id } })).toMatchObject({ reservedCredit: true });
    expect(await submit(other.user.id, other.shootId)).toMatchObject({ ok: true });
    expect(await ledger(org.id)).toMatchObject({ credits: 0, creditsReserved: 0, sum: 0 });
  });

  it("a retried shoot submitted again is not charged twice", async () => {
    const { org } = await team(5);
    const m = await member(org.id);
    expect(await submit(m.user.id, m.shootId)).toMatchObject({ ok: true });
    expect(await ledger(org.id)).toMatchObject({ credits: 4, sum: 4 });
    // The lead granted a retry: the shoot is back in ONBOARDING (lib/teams: leadRetryAt).
    await p.shoot.update({ where: { id: m.shootId }, data: { state: "ONBOARDING", leadRetryAt: new Date() } });
    expect(await submit(m.user.id, m.shootId)).toMatchObject({ ok: true });
    const book = await ledger(org.id);
    expect(book).toMatchObject({ credits: 4, sum: 4 });
    expect(book.rows.filter((r) => r.action === "DEDUCTION")).toHaveLength(1);
  });

  it("a lead uploading for a managed member is refused with the link to buy credits", async () => {
    const { org, owner } = await team(0);
    const m = await member(org.id);
    await p.shoot.update({ where: { id: m.shootId }, data: { managedById: owner.id } });
    expect(await submit(owner.id, m.shootId)).toMatchObject({ ok: false, code: "NO_CREDITS", params: { who: "lead", buyUrl: "/app/admin/credits" } });
    expect(await submit(m.user.id, m.shootId)).toMatchObject({ ok: false, code: "NO_CREDITS", params: { who: "member" } });
    expect(await ledger(org.id)).toMatchObject({ credits: 0, sum: 0 });
  });

  it("mails the owner and leads once when the free credits drop below 3, and again only after they were back at 3", async () => {
    const { org, owner } = await team(4);
    const lead = await createUser(p, { locale: "de" });
    await p.membership.create({ data: { userId: lead.id, organizationId: org.id, role: "LEAD", status: "JOINED" } });
    const mails = () => p.emailOutbox.findMany({ where: { template: "team-low-credits", to: { in: [owner.email, lead.email] } }, orderBy: { createdAt: "asc" } });
    const go = async () => {
      const m = await member(org.id);
      expect(await submit(m.user.id, m.shootId)).toMatchObject({ ok: true });
    };
    await go(); // 3 free: not low
    expect(await mails()).toHaveLength(0);
    await go(); // 2 free: crossed
    const first = await mails();
    expect(first.map((m) => [m.to, m.locale]).sort()).toEqual([[lead.email, "de"], [owner.email, "en"]].sort());
    expect(first.find((m) => m.to === owner.email)!.data).toMatchObject({ free: "2", url: "https://lumen.example/app/admin/credits", organization: org.name });
    await go(); // 1 free: still the same dip
    expect(await mails()).toHaveLength(2);
    expect((await p.organization.findUniqueOrThrow({ where: { id: org.id } })).settings).toMatchObject({ lowCreditsNotified: true });
    // Bought more (back to 3 free), then one more submission: a new crossing.
    await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `more-${org.id}`, quantity: 2 }));
    await go(); // 3 → 2
    expect(await mails()).toHaveLength(4);
  });
});
