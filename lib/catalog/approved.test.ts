// Only what a team lead picked is ever offered to members (lib/catalog/approved.ts), on real PGlite: per
// gender, backdrops and (when the engine dresses people) outfits; whole styles too when picked; nothing
// approved = nothing offered. A member can neither save nor submit anything else (lib/shoots).
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Gender, PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { saveStyles } from "@/lib/shoots/onboarding";
import { submitShoot } from "@/lib/shoots/submit";
import { addPurchasedCredits } from "@/lib/teams/credits";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createPackage, createShoot, createUser, fillShoot } from "@/lib/testing/fixtures";
import { approvedStyleIds } from "./approved";
import { activeStyleMode } from "./mode";
import { listStyles } from "./styles";

let db: TestDb;
let p: PrismaClient;
let boss: PgBoss;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await db?.cleanup();
});

let n = 0;
/** Two backdrops (grey, navy), two outfits (blazer for women, suit for men) and four styles: each backdrop × (woman in blazer, man in suit). */
async function catalogue() {
  const s = `${Date.now()}-${n++}`;
  const grey = await p.backdrop.create({ data: { slug: `a-grey-${s}`, name: "Grey", kind: "SOLID", colors: ["#999999"] } });
  const navy = await p.backdrop.create({ data: { slug: `a-navy-${s}`, name: "Navy", kind: "SOLID", colors: ["#112244"] } });
  const blazer = await p.outfit.create({ data: { slug: `a-blazer-${s}`, name: "Blazer", gender: "FEMALE", colors: ["#000000"] } });
  const suit = await p.outfit.create({ data: { slug: `a-suit-${s}`, name: "Suit", gender: "MALE", colors: ["#000000"] } });
  const make = (slug: string, backdropId: string, outfitId: string, gender: Gender, sortOrder: number) =>
    p.style.create({ data: { slug: `a-${slug}-${s}`, name: slug, backdropId, outfitId, gender, sortOrder } });
  const styles = {
    greyWoman: await make("grey-woman", grey.id, blazer.id, "FEMALE", 1),
    greyMan: await make("grey-man", grey.id, suit.id, "MALE", 2),
    navyWoman: await make("navy-woman", navy.id, blazer.id, "FEMALE", 3),
    navyMan: await make("navy-man", navy.id, suit.id, "MALE", 4),
  };
  return { grey, navy, blazer, suit, styles };
}

describe("the looks an organisation offers", () => {
  it("an organisation that approved nothing offers nothing, in either mode", async () => {
    await catalogue();
    const org = await createOrganization(p);
    for (const mode of ["outfits", "ownClothes"] as const) {
      for (const g of ["FEMALE", "MALE", null] as const) expect(await approvedStyleIds(p, org.id, g, mode)).toEqual([]);
    }
    expect((await listStyles(p, "en", { organizationId: org.id })).styles).toEqual([]);
  });

  it("with outfits: backdrop and outfit approved for the person's gender (or for everyone)", async () => {
    const c = await catalogue();
    const org = await createOrganization(p);
    await p.organizationApprovedBackdrop.create({ data: { organizationId: org.id, backdropId: c.grey.id, gender: "UNISEX" } });
    await p.organizationApprovedBackdrop.create({ data: { organizationId: org.id, backdropId: c.navy.id, gender: "MALE" } });
    await p.organizationApprovedOutfit.create({ data: { organizationId: org.id, outfitId: c.blazer.id, gender: "FEMALE" } });
    await p.organizationApprovedOutfit.create({ data: { organizationId: org.id, outfitId: c.suit.id, gender: "MALE" } });
    const ours = (ids: string[]) => ids.filter((id) => Object.values(c.styles).some((s) => s.id === id));
    expect(ours(await approvedStyleIds(p, org.id, "FEMALE", "outfits"))).toEqual([c.styles.greyWoman.id]);
    expect(ours(await approvedStyleIds(p, org.id, "MALE", "outfits"))).toEqual([c.styles.greyMan.id, c.styles.navyMan.id]);
    // Gender not known yet: what is approved for anyone.
    expect(ours(await approvedStyleIds(p, org.id, null, "outfits"))).toEqual(Object.values(c.styles).map((s) => s.id));
    // Without outfits (own clothes) only backdrops count.
    expect(ours(await approvedStyleIds(p, org.id, "FEMALE", "ownClothes"))).toEqual([c.styles.greyWoman.id, c.styles.greyMan.id]);
    // A retired style is never offered.
    await p.style.update({ where: { id: c.styles.greyMan.id }, data: { active: false } });
    expect(ours(await approvedStyleIds(p, org.id, "MALE", "outfits"))).toEqual([c.styles.navyMan.id]);
    // The chooser gets only those (named as usual).
    const listed = await listStyles(p, "en", { organizationId: org.id, person: "MALE", mode: "outfits" });
    expect(listed.styles.map((s) => s.slug)).toEqual([c.styles.navyMan.slug]);
  });

  it("whole styles picked narrow it further", async () => {
    const c = await catalogue();
    const org = await createOrganization(p);
    for (const b of [c.grey, c.navy]) await p.organizationApprovedBackdrop.create({ data: { organizationId: org.id, backdropId: b.id } });
    for (const o of [c.blazer, c.suit]) await p.organizationApprovedOutfit.create({ data: { organizationId: org.id, outfitId: o.id, gender: "UNISEX" } });
    await p.organizationApprovedStyle.create({ data: { organizationId: org.id, styleId: c.styles.navyWoman.id } });
    expect(await approvedStyleIds(p, org.id, "FEMALE", "outfits")).toEqual([c.styles.navyWoman.id]);
    expect(await approvedStyleIds(p, org.id, "MALE", "outfits")).toEqual([]);
  });

  it("a member can neither save nor submit a look the organisation did not approve", async () => {
    const c = await catalogue();
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id });
    await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `o-${org.id}`, quantity: 5 }));
    await p.organizationApprovedBackdrop.create({ data: { organizationId: org.id, backdropId: c.grey.id, gender: "FEMALE" } });
    for (const o of [c.blazer, c.suit]) await p.organizationApprovedOutfit.create({ data: { organizationId: org.id, outfitId: o.id, gender: "FEMALE" } });
    const user = await createUser(p);
    const membership = await p.membership.create({ data: { userId: user.id, organizationId: org.id, status: "JOINED" } });
    const pkg = await createPackage(p);
    const shoot = await createShoot(p, { userId: user.id, packageId: pkg.id, organizationId: org.id, membershipId: membership.id });
    const mode = await activeStyleMode(p);
    const approvedForHer = mode === "outfits" ? [c.styles.greyWoman] : [c.styles.greyWoman, c.styles.greyMan];
    const asCatalogue = { packageId: pkg.id, styleIds: [c.styles.navyWoman.id], styleSlugs: [c.styles.navyWoman.slug], inactiveStyleSlug: "" };
    await fillShoot(p, { shootId: shoot.id, catalogue: asCatalogue }); // gender FEMALE, the navy style (not approved)

    expect(await saveStyles(p, { userId: user.id, shootId: shoot.id, styleSlugs: [c.styles.navyWoman.slug] })).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE", params: { count: 1 } });
    const submit = () => submitShoot(p, { userId: user.id, shootId: shoot.id, bestPhotosConfirmed: true, termsAccepted: true }, { boss, appUrl: "https://lumen.example" });
    expect(await submit()).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE" });
    // Nothing was charged for the refused submission.
    expect(await p.organization.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ credits: 5 });

    expect(await saveStyles(p, { userId: user.id, shootId: shoot.id, styleSlugs: approvedForHer.map((s) => s.slug).slice(0, 1) })).toMatchObject({ ok: true });
    expect(await submit()).toMatchObject({ ok: true });
    expect(await p.organization.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ credits: 4 });
  });
});
