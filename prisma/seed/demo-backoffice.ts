// The back office's demo data: what platform admins find on each screen of a fresh demo (a refund
// request, a coupon with redemptions, a support ticket …), each made by the product's own code in its
// own module (prisma/seed/demo-backoffice-<area>.ts), idempotent (a second seed changes nothing).
// Runs after the demo shoot and team exist (their orders and shoots are what the screens show).
import type { PrismaClient } from "@/generated/prisma/client";
import type { PgBoss } from "pg-boss";
import type { FileStorage } from "@/lib/storage";

export type BackofficeSeedDeps = { db: PrismaClient; storage: FileStorage; boss: PgBoss; secret: string; appUrl: string };

type Step = (deps: BackofficeSeedDeps, log: (line: string) => void) => Promise<void>;

/** One line per area, in this order. */
const STEPS: readonly (() => Promise<Step>)[] = [
  // (each area adds its line here)
  () => import("./demo-backoffice-users").then((m) => m.seedDemoUsers),
  () => import("./demo-backoffice-engine").then((m) => m.seedDemoEngine),
  () => import("./demo-backoffice-shoots").then((m) => m.seedDemoShoots),
  () => import("./demo-backoffice-money").then((m) => m.seedDemoMoney),
  () => import("./demo-backoffice-coupons").then((m) => m.seedDemoCoupons),
  () => import("./demo-backoffice-support").then((m) => m.seedDemoSupport),
  () => import("./demo-backoffice-organizations").then((m) => m.seedDemoOrganizations),
  () => import("./demo-backoffice-operations").then((m) => m.seedDemoOperations),
  () => import("./demo-backoffice-wardrobe").then((m) => m.seedDemoWardrobe),
  () => import("./demo-backoffice-styles").then((m) => m.seedDemoStyles),
  () => import("./demo-backoffice-reviews").then((m) => m.seedDemoReviews),
  () => import("./demo-backoffice-catalog").then((m) => m.seedDemoCatalog),
];

export async function seedDemoBackoffice(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  for (const load of STEPS) await (await load())(deps, log);
}
