// Brand consistency on real PGlite: the pools a team lead approves (the organisation's, and a sub-team's
// own that otherwise inherits it), force backdrop variety (refused below 4 backdrops, enforced when a
// member saves and submits), fixed combos (members get no choice), another organisation's ids
// (NOT_FOUND, nothing changed), a member posting the lead's forms (FORBIDDEN), and a lead's change
// reaching shoots not submitted yet while submitted ones stay as they are.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { approvedStyleIds } from "@/lib/catalog/approved";
import { listStyles } from "@/lib/catalog/styles";
import type { Gender } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import type { Principal } from "@/lib/routes/middleware";
import { getUploadState, saveStyles } from "@/lib/shoots/onboarding";
import { submitShoot } from "@/lib/shoots/submit";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";
import { createPhotos, createShoot, createUser } from "@/lib/testing/fixtures";
import { deleteCombo, moveCombo, saveCombo, setCombosEnabled } from "./combos";
import { customiseTeamPool, inheritOrganizationPool, loadBackdropPool, savePool, setBackdropVariety } from "./consistency";
import { TEAM_SHOOT_PACKAGE } from "./organization";
import { organizationSettings } from "./settings";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const actions = await import("./consistency-actions");

const bed = teamActionBed(request, { credits: { team: 10, other: 5 } });
let boss: PgBoss;
let sales: string;
let theirSubTeam: string;
let packageId: string;
/** Emails relayed after each submission's commit: waited for before the database goes. */
const relayed = { expected: 0, settled: 0 };

/** Five backdrops; outfits for women (two) and men (one); a style for each backdrop and outfit, and a second women's style on b[0]. */
let c: Awaited<ReturnType<typeof catalogue>>;
async function catalogue() {
  const s = `${Date.now()}`;
  const b = [];
  for (let i = 0; i < 5; i++) b.push(await bed.p.backdrop.create({ data: { slug: `c-b${i}-${s}`, name: `Backdrop ${i}`, kind: "SOLID", colors: ["#999999"], sortOrder: i } }));
  const fA = await bed.p.outfit.create({ data: { slug: `c-fa-${s}`, name: "Blazer", gender: "FEMALE", colors: ["#000000"] } });
  const fB = await bed.p.outfit.create({ data: { slug: `c-fb-${s}`, name: "Blouse", gender: "FEMALE", colors: ["#ffffff"] } });
  const mA = await bed.p.outfit.create({ data: { slug: `c-ma-${s}`, name: "Suit", gender: "MALE", colors: ["#000000"] } });
  const style = (backdropId: string, outfitId: string, gender: Gender, slug: string, sortOrder: number) =>
    bed.p.style.create({ data: { slug: `c-${slug}-${s}`, name: slug, backdropId, outfitId, gender, sortOrder } });
  const woman = [];
  const man = [];
  for (const [i, bd] of b.entries()) {
    woman.push(await style(bd.id, fA.id, "FEMALE", `w${i}`, i * 3));
    man.push(await style(bd.id, mA.id, "MALE", `m${i}`, i * 3 + 1));
  }
  const womanB0 = await style(b[0]!.id, fB.id, "FEMALE", "w0b", 2);
  return { b, fA, fB, mA, woman, man, womanB0 };
}

beforeAll(async () => {
  boss = await createBoss({ kind: "pglite", pglite: bed.db.pglite }, { maintenance: false });
  // A member's shoot has 4 styles (the Starter package).
  packageId = (await bed.p.package.update({ where: { slug: TEAM_SHOOT_PACKAGE }, data: { styles: 4 } })).id;
  c = await catalogue();
  sales = (await bed.p.team.create({ data: { organizationId: bed.team.org.id, name: "Sales" } })).id;
  theirSubTeam = (await bed.p.team.create({ data: { organizationId: bed.other.org.id, name: "Their Ops" } })).id;
  await bed.p.membership.update({ where: { id: bed.team.memberMembershipId }, data: { teamId: sales } });
  // Both organisations start from a pool of two backdrops and every outfit.
  for (const t of [bed.team, bed.other]) {
    await savePool(bed.p, t.lead.id, { kind: "backdrops", teamId: null, female: [c.b[0]!.id, c.b[1]!.id], male: [c.b[0]!.id, c.b[1]!.id] });
    await savePool(bed.p, t.lead.id, { kind: "outfits", teamId: null, female: [c.fA.id, c.fB.id], male: [c.mA.id] });
  }
}, 60_000);
afterAll(async () => {
  for (let i = 0; i < 100 && relayed.settled < relayed.expected; i++) await new Promise((r) => setTimeout(r, 100));
  await boss?.stop({ graceful: false, close: true });
});

/** The team back to its starting point: the organisation's pool of backdrops 0 and 1, no sub-team pool, no combos, no variety. */
async function resetTeam() {
  const two = [c.b[0]!.id, c.b[1]!.id];
  await savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: two, male: two });
  await bed.p.organizationApprovedBackdrop.deleteMany({ where: { teamId: sales } });
  await bed.p.combo.deleteMany({ where: { organizationId: bed.team.org.id } });
  await bed.p.organization.update({ where: { id: bed.team.org.id }, data: { settings: {} } });
}

const ours = (ids: string[]) => ids.filter((id) => [...c.woman, ...c.man, c.womanB0].some((s) => s.id === id));
const backdropsOf = async (styleIds: string[]) => [...new Set((await bed.p.style.findMany({ where: { id: { in: styleIds } }, select: { backdropId: true } })).map((s) => s.backdropId))].sort();
const sorted = (ids: string[]) => [...ids].sort();

/** A member's shoot ready to submit but for its styles: consent, personal info (a woman), 4 photos. */
async function memberShoot(membershipId: string, userId: string) {
  const shoot = await createShoot(bed.p, { userId, packageId, organizationId: bed.team.org.id, membershipId, consentAt: new Date(), gender: "FEMALE", ageRange: "35-44", headshotFormat: "square", glasses: "none" });
  await createPhotos(bed.p, { shootId: shoot.id, count: 4 });
  return shoot.id;
}

/** A new member of `team` (in `teamId`) with a shoot. */
async function newMember(teamId: string | null = null) {
  const user = await createUser(bed.p);
  const membership = await bed.p.membership.create({ data: { userId: user.id, organizationId: bed.team.org.id, status: "JOINED", teamId } });
  return { userId: user.id, membershipId: membership.id, shootId: await memberShoot(membership.id, user.id) };
}

async function submit(userId: string, shootId: string) {
  const result = await submitShoot(bed.p, { userId, shootId, bestPhotosConfirmed: true, termsAccepted: true }, {
    boss,
    appUrl: "https://lumen.example",
    relay: { onSettled: () => void relayed.settled++ },
  });
  if (result.ok) relayed.expected += [result.emailId, ...result.teamEmailIds].filter(Boolean).length;
  return result;
}


describe("pools per sub-team", () => {
  it("a sub-team inherits the organisation's pool until customised, and goes back to it", async () => {
    const scope = { membershipId: bed.team.memberMembershipId };
    // Sales has nothing of its own: its member is offered the organisation's backdrops.
    expect(await backdropsOf(ours(await approvedStyleIds(bed.p, bed.team.org.id, "FEMALE", undefined, scope)))).toEqual(sorted([c.b[0]!.id, c.b[1]!.id]));
    expect((await loadBackdropPool(bed.p, bed.team.org.id, sales, "en")).custom).toBe(false);

    // Customised: a copy of the organisation's pool, then its own choice.
    await customiseTeamPool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: sales });
    expect(await bed.p.organizationApprovedBackdrop.count({ where: { teamId: sales } })).toBe(2);
    await savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: sales, female: [c.b[2]!.id], male: [c.b[2]!.id] });
    expect(await backdropsOf(ours(await approvedStyleIds(bed.p, bed.team.org.id, "FEMALE", undefined, scope)))).toEqual([c.b[2]!.id]);
    const listed = await listStyles(bed.p, "en", { organizationId: bed.team.org.id, membershipId: bed.team.memberMembershipId, person: "FEMALE", onlyTheirs: true });
    expect(await backdropsOf(listed.styles.map((s) => c.woman.concat(c.man, [c.womanB0]).find((w) => w.slug === s.slug)?.id ?? ""))).toEqual([c.b[2]!.id]);
    // Outfits are still the organisation's; a member without a sub-team keeps the organisation's backdrops.
    expect((await bed.p.organizationApprovedOutfit.count({ where: { teamId: sales } }))).toBe(0);
    expect(await backdropsOf(ours(await approvedStyleIds(bed.p, bed.team.org.id, "FEMALE", undefined, { membershipId: bed.team.leadMembershipId })))).toEqual(sorted([c.b[0]!.id, c.b[1]!.id]));
    // The organisation's and the team's rows for the same backdrop live side by side; one pool never holds a row twice.
    await expect(bed.p.organizationApprovedBackdrop.create({ data: { organizationId: bed.team.org.id, teamId: null, backdropId: c.b[0]!.id, gender: "UNISEX" } })).rejects.toThrow();
    await expect(bed.p.organizationApprovedBackdrop.create({ data: { organizationId: bed.team.org.id, teamId: sales, backdropId: c.b[2]!.id, gender: "UNISEX" } })).rejects.toThrow();

    // Back to the organisation's pool.
    await inheritOrganizationPool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: sales });
    expect(await bed.p.organizationApprovedBackdrop.count({ where: { teamId: sales } })).toBe(0);
    expect(await backdropsOf(ours(await approvedStyleIds(bed.p, bed.team.org.id, "FEMALE", undefined, scope)))).toEqual(sorted([c.b[0]!.id, c.b[1]!.id]));
  });

  it("refuses an empty pool, an unknown id and an outfit for the other gender", async () => {
    await expect(savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: [], male: [] })).rejects.toMatchObject({ code: "NO_BACKDROP" });
    await expect(savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: ["nope"], male: [] })).rejects.toMatchObject({ code: "UNKNOWN_CHOICE" });
    await expect(savePool(bed.p, bed.team.lead.id, { kind: "outfits", teamId: null, female: [c.fA.id], male: [] })).rejects.toMatchObject({ code: "NO_OUTFIT_MALE" });
    await expect(savePool(bed.p, bed.team.lead.id, { kind: "outfits", teamId: null, female: [c.mA.id], male: [c.mA.id] })).rejects.toMatchObject({ code: "UNKNOWN_CHOICE" });
    expect(await bed.p.organizationApprovedBackdrop.count({ where: { organizationId: bed.team.org.id, teamId: null } })).toBe(2);
  });
});

describe("force backdrop variety", () => {
  it("is refused below 4 backdrops, and then makes a member's picks use different backdrops", async () => {
    await resetTeam();
    await expect(setBackdropVariety(bed.p, bed.team.lead.id, { teamId: null, on: true })).rejects.toMatchObject({ code: "VARIETY_NEEDS_FOUR", values: { min: 4, count: 2 } });
    expect((await organizationSettings(bed.p, bed.team.org.id)).consistency.forceBackdropVariety).toBe(false);

    const four = c.b.slice(0, 4).map((b) => b.id);
    await savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: four, male: four });
    await setBackdropVariety(bed.p, bed.team.lead.id, { teamId: null, on: true });
    expect((await loadBackdropPool(bed.p, bed.team.org.id, null, "en")).variety).toMatchObject({ on: true, available: true, count: 4 });

    const m = await newMember();
    // Two styles on one backdrop: refused on save and on submit.
    expect(await saveStyles(bed.p, { userId: m.userId, shootId: m.shootId, styleSlugs: [c.woman[0]!.slug, c.womanB0.slug] })).toMatchObject({ ok: false, code: "BACKDROP_VARIETY", params: { needed: 2, used: 1 } });
    await bed.p.shoot.update({ where: { id: m.shootId }, data: { styleIds: [c.woman[0]!.id, c.womanB0.id] } });
    expect(await submit(m.userId, m.shootId)).toMatchObject({ ok: false, code: "BACKDROP_VARIETY" });
    // Different backdrops: saved.
    expect(await saveStyles(bed.p, { userId: m.userId, shootId: m.shootId, styleSlugs: [c.woman[0]!.slug, c.woman[1]!.slug, c.woman[2]!.slug] })).toMatchObject({ ok: true });

    // A sub-team with its own backdrops has its own switch (off); one that inherits follows the organisation.
    await customiseTeamPool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: sales });
    expect((await organizationSettings(bed.p, bed.team.org.id)).consistency.teamVariety[sales]).toBe(true);
    await setBackdropVariety(bed.p, bed.team.lead.id, { teamId: sales, on: false });
    const inSales = await newMember(sales);
    expect(await saveStyles(bed.p, { userId: inSales.userId, shootId: inSales.shootId, styleSlugs: [c.woman[0]!.slug, c.womanB0.slug] })).toMatchObject({ ok: true });
    await inheritOrganizationPool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: sales });
    await expect(setBackdropVariety(bed.p, bed.team.lead.id, { teamId: sales, on: true })).rejects.toMatchObject({ code: "TEAM_INHERITS" });
    expect(await saveStyles(bed.p, { userId: inSales.userId, shootId: inSales.shootId, styleSlugs: [c.woman[0]!.slug, c.womanB0.slug] })).toMatchObject({ ok: false, code: "BACKDROP_VARIETY" });

    // A pool saved with fewer than 4 backdrops switches it off.
    await savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: [c.b[0]!.id, c.b[1]!.id], male: [c.b[0]!.id, c.b[1]!.id] });
    expect((await organizationSettings(bed.p, bed.team.org.id)).consistency.forceBackdropVariety).toBe(false);
  });
});

describe("combos", () => {
  it("cannot be switched on without combos; with combos on a member gets them, in order, whatever they post", async () => {
    await resetTeam();
    await expect(setCombosEnabled(bed.p, bed.team.lead.id, true)).rejects.toMatchObject({ code: "NO_COMBOS" });
    // Only pairs that are catalogue styles from the organisation's pool.
    await expect(saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[3]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id })).rejects.toMatchObject({ code: "COMBO_NOT_OFFERED" });
    await expect(saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[1]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fB.id })).rejects.toMatchObject({ code: "COMBO_NOT_OFFERED" });
    const first = await saveCombo(bed.p, bed.team.lead.id, { name: "Grey", backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fB.id });
    const second = await saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[1]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id });
    await setCombosEnabled(bed.p, bed.team.lead.id, true);

    const m = await newMember();
    expect(await saveStyles(bed.p, { userId: m.userId, shootId: m.shootId, styleSlugs: [c.woman[0]!.slug] })).toMatchObject({ ok: true, styleIds: [c.womanB0.id, c.woman[1]!.id] });
    const man = await newMember();
    await bed.p.shoot.update({ where: { id: man.shootId }, data: { gender: "MALE" } });
    expect(await saveStyles(bed.p, { userId: man.userId, shootId: man.shootId, styleSlugs: [] })).toMatchObject({ ok: true, styleIds: [c.man[0]!.id, c.man[1]!.id] });

    // Reordered: the member's styles follow on submit.
    await moveCombo(bed.p, bed.team.lead.id, { comboId: second.id, direction: "up" });
    expect(await submit(m.userId, m.shootId)).toMatchObject({ ok: true });
    expect((await bed.p.shoot.findUniqueOrThrow({ where: { id: m.shootId } })).styleIds).toEqual([c.woman[1]!.id, c.womanB0.id]);

    // At most as many combos as a member's shoot has styles.
    await saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id });
    await saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[1]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id });
    await expect(saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id })).rejects.toMatchObject({ code: "TOO_MANY_COMBOS", values: { max: 4 } });

    // Deleting the last combo switches combos off.
    for (const combo of await bed.p.combo.findMany({ where: { organizationId: bed.team.org.id } })) await deleteCombo(bed.p, bed.team.lead.id, combo.id);
    expect((await organizationSettings(bed.p, bed.team.org.id)).consistency.combosEnabled).toBe(false);
    expect(first.id).not.toBe(second.id);
  });
});

describe("a lead's change and shoots", () => {
  it("applies to shoots not submitted yet; submitted shoots stay as they are", async () => {
    await resetTeam();
    const both = [c.b[0]!.id, c.b[1]!.id];
    await savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: both, male: both });
    const done = await newMember();
    const open = await newMember();
    for (const m of [done, open]) expect(await saveStyles(bed.p, { userId: m.userId, shootId: m.shootId, styleSlugs: [c.woman[0]!.slug, c.woman[1]!.slug] })).toMatchObject({ ok: true });
    expect(await submit(done.userId, done.shootId)).toMatchObject({ ok: true });

    // The lead drops backdrop 1: the open shoot's saved pick is refused on submit; the submitted one is untouched.
    await savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: [c.b[0]!.id], male: [c.b[0]!.id] });
    expect(await submit(open.userId, open.shootId)).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE", params: { count: 1 } });
    expect(await bed.p.shoot.findUniqueOrThrow({ where: { id: done.shootId } })).toMatchObject({ state: "WAITING", styleIds: [c.woman[0]!.id, c.woman[1]!.id] });
    expect(await bed.p.shoot.findUniqueOrThrow({ where: { id: open.shootId } })).toMatchObject({ state: "ONBOARDING" });

    // Combos turned on after the member saved: submit makes the shoot with the combos.
    const combo = await saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id });
    await setCombosEnabled(bed.p, bed.team.lead.id, true);
    // The confirm step shows what will be made: the combos, not the picks saved before.
    expect((await getUploadState(bed.p, open.userId, open.shootId))?.styles.slugs).toEqual([c.woman[0]!.slug]);
    expect(await submit(open.userId, open.shootId)).toMatchObject({ ok: true });
    expect(await bed.p.shoot.findUniqueOrThrow({ where: { id: open.shootId } })).toMatchObject({ state: "WAITING", styleIds: [c.woman[0]!.id] });
    expect((await bed.p.shoot.findUniqueOrThrow({ where: { id: done.shootId } })).styleIds).toEqual([c.woman[0]!.id, c.woman[1]!.id]);
    await deleteCombo(bed.p, bed.team.lead.id, combo.id);
  });
});

describe("races", () => {
  it("two leads saving the pool at once leave one whole pool; two combos for the last place, one", async () => {
    await resetTeam();
    const [a, b] = [[c.b[2]!.id, c.b[3]!.id], [c.b[0]!.id, c.b[4]!.id]];
    await Promise.all([
      savePool(bed.p, bed.team.lead.id, { kind: "backdrops", teamId: null, female: a, male: a }),
      savePool(bed.p, bed.team.owner.id, { kind: "backdrops", teamId: null, female: b, male: b }),
    ]);
    const rows = await bed.p.organizationApprovedBackdrop.findMany({ where: { organizationId: bed.team.org.id, teamId: null }, select: { backdropId: true } });
    expect([sorted(a), sorted(b)]).toContainEqual(sorted(rows.map((r) => r.backdropId)));

    await resetTeam();
    for (let i = 0; i < 3; i++) await saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id });
    const last = await Promise.allSettled([0, 1].map(() => saveCombo(bed.p, bed.team.lead.id, { backdropId: c.b[1]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id })));
    expect(last.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(last.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "TOO_MANY_COMBOS" } });
    expect(await bed.p.combo.count({ where: { organizationId: bed.team.org.id } })).toBe(4);
  });
});

describe("hostile callers", () => {
  it("another organisation's team and combo ids are NOT_FOUND, and change nothing", async () => {
    const theirCombo = await saveCombo(bed.p, bed.other.lead.id, { backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id });
    const lead = bed.team.lead.id;
    await expect(savePool(bed.p, lead, { kind: "backdrops", teamId: theirSubTeam, female: [c.b[0]!.id], male: [] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(customiseTeamPool(bed.p, lead, { kind: "outfits", teamId: theirSubTeam })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(inheritOrganizationPool(bed.p, lead, { kind: "backdrops", teamId: theirSubTeam })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(setBackdropVariety(bed.p, lead, { teamId: theirSubTeam, on: false })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(saveCombo(bed.p, lead, { comboId: theirCombo.id, backdropId: c.b[1]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(moveCombo(bed.p, lead, { comboId: theirCombo.id, direction: "down" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteCombo(bed.p, lead, theirCombo.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(loadBackdropPool(bed.p, bed.team.org.id, theirSubTeam, "en")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await bed.p.combo.findUniqueOrThrow({ where: { id: theirCombo.id } })).toMatchObject({ organizationId: bed.other.org.id, backdropId: c.b[0]!.id });
    expect(await bed.p.organizationApprovedBackdrop.count({ where: { teamId: theirSubTeam } })).toBe(0);
    expect(await bed.p.organizationApprovedOutfit.count({ where: { teamId: theirSubTeam } })).toBe(0);
    // Through the form too: the lead's own organisation is the only one they reach.
    bed.as(lead, "lead");
    expect(await submitForm(actions.deleteComboAction, { comboId: theirCombo.id })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(actions.savePoolAction, { kind: "backdrops", teamId: theirSubTeam, female: c.b[0]!.id })).toMatchObject({ error: "NOT_FOUND" });
    expect(await bed.p.combo.count({ where: { id: theirCombo.id } })).toBe(1);
  });

  it("a member cannot post the lead's forms, even with a session that still says lead", async () => {
    await resetTeam();
    const before = await bed.p.organizationApprovedBackdrop.count({ where: { organizationId: bed.team.org.id } });
    bed.as(bed.team.member.id, "member");
    expect(await submitForm(actions.savePoolAction, { kind: "backdrops", teamId: "", female: c.b[3]!.id, male: c.b[3]!.id })).toMatchObject({ error: "forbidden" });
    bed.as(bed.team.member.id, "lead");
    for (const [run, fields] of [
      [actions.savePoolAction, { kind: "backdrops", teamId: "", female: c.b[3]!.id, male: c.b[3]!.id }],
      [actions.backdropVarietyAction, { teamId: "", on: "on" }],
      [actions.customisePoolAction, { kind: "backdrops", teamId: sales }],
      [actions.combosEnabledAction, { on: "on" }],
      [actions.saveComboAction, { backdropId: c.b[0]!.id, maleOutfitId: c.mA.id, femaleOutfitId: c.fA.id }],
    ] as const) {
      expect(await submitForm(run, fields)).toMatchObject({ error: "FORBIDDEN" });
    }
    expect(await bed.p.organizationApprovedBackdrop.count({ where: { organizationId: bed.team.org.id } })).toBe(before);
    expect(await bed.p.combo.count({ where: { organizationId: bed.team.org.id } })).toBe(0);
    // A bad form is a field error, never a 500.
    bed.as(bed.team.lead.id, "lead");
    expect(await submitForm(actions.saveComboAction, { backdropId: "", maleOutfitId: "", femaleOutfitId: "" })).toMatchObject({ fieldErrors: { backdropId: "required" } });
    expect(await submitForm(actions.moveComboAction, { comboId: "x", direction: "sideways" })).toMatchObject({ fieldErrors: { direction: expect.any(String) } });
  });
});
