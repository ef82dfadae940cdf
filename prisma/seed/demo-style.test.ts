// The demo combos on real PGlite: made once through lib/teams/combos.ts from the themes the demo
// organisation approved, left switched off, and left alone on a re-run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { TEAM_SHOOT_PACKAGE } from "@/lib/teams/organization";
import { organizationSettings } from "@/lib/teams/settings";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { ensureTeamPackage } from "@/lib/testing/teams";
import { DEMO_ORGANIZATION, demoAccount } from "./demo-accounts";
import { DEMO_COMBO_THEMES, ensureDemoCombos } from "./demo-style";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
});
afterAll(async () => {
  await db?.cleanup();
});

describe("the demo combos", () => {
  it("are made once from the approved themes, switched off", async () => {
    expect(await ensureDemoCombos(p)).toMatchObject({ status: "skipped" });
    const lead = await createUser(p, { email: demoAccount("lead").email });
    const org = await createOrganization(p, { ownerId: lead.id, slug: DEMO_ORGANIZATION.slug, setupCompletedAt: new Date(), members: [{ userId: lead.id, role: "OWNER", status: "JOINED" }] });
    await ensureTeamPackage(p);
    await p.package.update({ where: { slug: TEAM_SHOOT_PACKAGE }, data: { styles: 4 } });
    // The themes' styles, and their backdrops and outfits in the organisation's pool (the seed approves them).
    for (const [i, theme] of DEMO_COMBO_THEMES.entries()) {
      const backdrop = await p.backdrop.create({ data: { slug: `d-${theme}`, name: theme, kind: "SOLID", colors: ["#999999"] } });
      await p.organizationApprovedBackdrop.create({ data: { organizationId: org.id, backdropId: backdrop.id } });
      for (const gender of ["FEMALE", "MALE"] as const) {
        const outfit = await p.outfit.create({ data: { slug: `d-${theme}-${gender}`, name: `${theme} ${gender}`, gender, colors: ["#111111"] } });
        await p.organizationApprovedOutfit.create({ data: { organizationId: org.id, outfitId: outfit.id, gender } });
        await p.style.create({ data: { slug: `${theme}-${gender.toLowerCase()}`, name: `Theme ${i}`, backdropId: backdrop.id, outfitId: outfit.id, gender } });
      }
    }
    expect(await ensureDemoCombos(p)).toEqual({ status: "made", combos: 3 });
    const combos = await p.combo.findMany({ where: { organizationId: org.id }, orderBy: { sortOrder: "asc" }, include: { backdrop: true } });
    expect(combos.map((c) => c.backdrop.slug)).toEqual(DEMO_COMBO_THEMES.map((t) => `d-${t}`));
    expect((await organizationSettings(p, org.id)).consistency.combosEnabled).toBe(false);
    expect(await ensureDemoCombos(p)).toEqual({ status: "found" });
    expect(await p.combo.count({ where: { organizationId: org.id } })).toBe(3);
  });
});
