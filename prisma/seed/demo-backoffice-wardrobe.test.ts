// The wardrobe screens' demo data: the seeded outfits in two real groups, once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { OUTFITS } from "./catalogue";
import { demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { DEMO_WARDROBE_GROUPS, seedDemoWardrobe } from "./demo-backoffice-wardrobe";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

it("puts every seeded outfit in Business formal or Smart casual, audited, and changes nothing on a second run", async () => {
  await createUser(db.prisma, { email: demoAccount("admin").email, role: "ADMIN" });
  for (const o of OUTFITS) await db.prisma.outfit.create({ data: { slug: o.slug, name: o.name, gender: o.gender, colors: o.colors, translations: o.translations } });
  const deps = { db: db.prisma } as unknown as BackofficeSeedDeps;
  const lines: string[] = [];
  await seedDemoWardrobe(deps, (l) => lines.push(l));
  const audits = await db.prisma.auditLog.count();
  await seedDemoWardrobe(deps, (l) => lines.push(l));
  expect(await db.prisma.auditLog.count()).toBe(audits);
  const groups = await db.prisma.wardrobeGroup.findMany({ orderBy: { sortOrder: "asc" }, include: { outfits: { select: { slug: true } } } });
  expect(groups.map((g) => g.name)).toEqual(["Business formal", "Smart casual"]);
  expect(groups[0]!.translations).toEqual({ de: { name: "Business formell" }, es: { name: "Formal de negocios" } });
  expect(groups.flatMap((g) => g.outfits).length).toBe(OUTFITS.length);
  expect(groups[1]!.outfits.map((o) => o.slug).sort()).toEqual([...DEMO_WARDROBE_GROUPS[1].outfits].sort());
  expect(await db.prisma.auditLog.count({ where: { action: "wardrobeGroup.outfit.add" } })).toBe(OUTFITS.length);
});
