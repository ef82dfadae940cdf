// A member's own pages route by the state of their shoot (lib/teams/member-home.ts), and a member can
// never buy for themselves: every buying page sends them to /checkout/blocked (lib/payments), on real PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient, ShootState } from "@/lib/db";
import { blockedBuyHref, sendBlockedBuyerAway } from "@/lib/payments/checkout-page";
import { loadUpsellPage } from "@/lib/payments/upsell-page";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createPackage, createPhotos, createShoot, createUser } from "@/lib/testing/fixtures";
import { memberHome, memberShootForUpload } from "./member-home";
import { TEAM_SHOOT_PACKAGE } from "./organization";

let db: TestDb;
let p: PrismaClient;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  if (!(await p.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE } }))) await createPackage(p, { slug: TEAM_SHOOT_PACKAGE, name: "Starter" });
});
afterAll(async () => {
  await db?.cleanup();
});

async function member(role: "MEMBER" | "LEAD" = "MEMBER") {
  const owner = await createUser(p);
  const org = await createOrganization(p, { ownerId: owner.id, name: "Fabrikam" });
  const user = await createUser(p);
  const membership = await p.membership.create({ data: { userId: user.id, organizationId: org.id, role, status: "JOINED" } });
  return { owner, org, user, membership };
}

/** Where a redirect thrown by Next's redirect() points, or null when none was thrown. */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2]!;
    throw e;
  }
}

describe("a member's pages", () => {
  it("route by the state of their shoot", async () => {
    const m = await member();
    const pkg = await createPackage(p);
    // No shoot yet: onboarding, which opens one.
    expect(await memberHome(p, m.user.id)).toMatchObject({ page: "onboarding", shoot: null, team: { name: "Fabrikam", role: "member" } });
    const opened = await memberShootForUpload(p, m.user.id, "en");
    expect(opened).not.toBeNull();
    expect(await memberShootForUpload(p, m.user.id, "en")).toEqual(opened);
    await p.shoot.update({ where: { id: opened!.id }, data: { packageId: pkg.id } });
    const at = async (state: ShootState, extra: object = {}) => {
      await p.shoot.update({ where: { id: opened!.id }, data: { state, ...extra } });
      return (await memberHome(p, m.user.id))?.page;
    };
    expect(await at("ONBOARDING")).toBe("onboarding");
    for (const s of ["WAITING", "PROCESSING", "GENERATING", "FAILED"] as const) expect(await at(s)).toBe("waiting");
    expect(await at("ACTIVE")).toBe("results");
    expect(await at("DELETED")).toBe("deleted");
    expect(await memberShootForUpload(p, m.user.id, "en")).toBeNull();
    // A retry granted: back in ONBOARDING; "start again" until new photos come.
    expect(await at("ONBOARDING", { leadRetryAt: new Date() })).toBe("deleted");
    expect((await memberHome(p, m.user.id))?.shoot).toMatchObject({ retryGranted: true });
    expect(await memberShootForUpload(p, m.user.id, "en")).toEqual(opened);
    await createPhotos(p, { shootId: opened!.id, count: 1 });
    expect((await memberHome(p, m.user.id))?.page).toBe("onboarding");
  });

  it("only the person's own membership counts; an owner without one has no member page", async () => {
    const m = await member();
    const other = await member();
    await createShoot(p, { userId: other.user.id, packageId: (await createPackage(p)).id, organizationId: other.org.id, membershipId: other.membership.id, state: "ACTIVE" });
    expect((await memberHome(p, m.user.id))?.shoot).toBeNull();
    expect(await memberHome(p, m.owner.id)).toBeNull();
    expect(await memberHome(p, (await createUser(p)).id)).toBeNull();
  });
});

describe("a member cannot buy", () => {
  it("the /pricing buttons, /app/add, the style chooser and the upsell pages send them to /checkout/blocked", async () => {
    const m = await member();
    const lead = await member("LEAD");
    const solo = await createUser(p);
    expect(await blockedBuyHref(p, m.user.id)).toBe("/checkout/blocked?reason=TEAM_MEMBER");
    expect(await blockedBuyHref(p, lead.user.id)).toBeNull();
    expect(await blockedBuyHref(p, solo.id)).toBeNull();
    expect(await blockedBuyHref(p, null)).toBeNull();
    expect(await redirectOf(() => sendBlockedBuyerAway(p, { userId: m.user.id, locale: "de" }))).toBe("/de/checkout/blocked?reason=TEAM_MEMBER");
    expect(await redirectOf(() => sendBlockedBuyerAway(p, { userId: solo.id, locale: "en" }))).toBeNull();
    // An invitation alone does not block (they have not joined yet).
    const invited = await createUser(p);
    await p.membership.create({ data: { userId: invited.id, organizationId: m.org.id, status: "INVITED" } });
    expect(await blockedBuyHref(p, invited.id)).toBeNull();

    const shoot = await createShoot(p, { userId: m.user.id, packageId: (await createPackage(p)).id, organizationId: m.org.id, membershipId: m.membership.id, state: "ACTIVE", readyAt: new Date() });
    expect(await redirectOf(() => loadUpsellPage(p, { userId: m.user.id, shootId: shoot.id, locale: "en", kind: "headshots", orderId: null }))).toBe("/checkout/blocked?reason=TEAM_MEMBER");
  });
});
