// The benchmarks' Starter shoot (bench-shoot.ts, bench-crash.ts): the seeded Starter package, a bench
// person, and a shoot with consent, details and the package's number of women's styles saved through
// the onboarding's own code, ready for its photos.
import type { PrismaClient } from "../lib/db";
import { saveConsent, savePersonalInfo, saveStyles } from "../lib/shoots/onboarding";

export async function benchStarterShoot(db: PrismaClient) {
  const starter = await db.package.findUniqueOrThrow({ where: { slug: "starter" } });
  const user = await db.user.create({ data: { email: `bench-${Date.now()}@example.test`, name: "Bench", referralCode: `bench${Date.now()}` } });
  const shoot = await db.shoot.create({ data: { userId: user.id, packageId: starter.id, title: "Starter headshots" } });
  const styles = (await db.style.findMany({ where: { active: true, gender: { in: ["FEMALE", "UNISEX"] } }, orderBy: { sortOrder: "asc" }, take: starter.styles })).map((s) => s.slug);
  await saveConsent(db, { userId: user.id, shootId: shoot.id });
  await savePersonalInfo(db, { userId: user.id, shootId: shoot.id, info: { gender: "female", ageRange: "65+", headshotFormat: "square" } });
  await saveStyles(db, { userId: user.id, shootId: shoot.id, styleSlugs: styles });
  return { starter, user, shoot, styles };
}
