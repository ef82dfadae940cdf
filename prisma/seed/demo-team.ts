// The demo organisation's people (demo mode only), so a newcomer who signs in as lead@demo.lumen.test
// finds a team in every state instead of an empty list: credits bought through the checkout (which
// finishes the lead's wizard), sub-teams, two pending email invites, an open invite link, colleagues who
// joined through it (one just joined, one uploading, one whose headshots are being made, one finished
// with real headshots by the CPU studio engine and a favourite picked), one removed, and a managed
// member the lead uploads for. Everything goes through the product's own code, as the people would:
// lib/payments for the credits, lib/teams for invites, links, joins and removals, lib/shoots for the
// upload flow and the engine. Made once: a re-run finds the lead's wizard finished and leaves the team
// (and whatever was done with it) alone.
import type { PrismaClient } from "@/lib/db";
import { approvedStyleIds } from "@/lib/catalog/approved";
import { QUEUES } from "@/lib/jobs/queues";
import { createCreditsCheckout } from "@/lib/payments/credits-checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { setResultMarks } from "@/lib/results/marks";
import { resolveEngine } from "@/lib/shoots/engine";
import { runShootGeneration } from "@/lib/shoots/generate";
import { saveConsent, savePersonalInfo, saveStyles } from "@/lib/shoots/onboarding";
import type { PersonalInfoInput } from "@/lib/shoots/personal-info";
import { submitShoot } from "@/lib/shoots/submit";
import { inviteByEmail } from "@/lib/teams/invites";
import { createOpenLink } from "@/lib/teams/open-links";
import { addManagedMember } from "@/lib/teams/managed";
import { issueTeamSignIn, redeemTeamAccess } from "@/lib/teams/join";
import { openMemberShoot } from "@/lib/teams/member-shoot";
import { createSubTeam, moveToSubTeam, removeMember } from "@/lib/teams/members";
import { queueTeamShootFinished } from "@/lib/teams/results/finished";
import { saveDisplayName } from "@/lib/users/profile";
import { PHOTOS } from "@/lib/testing/photos";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";
import { demoPhotos, missingPortrait, uploadPhotos, type DemoShootDeps } from "./demo-shoot";

const DOMAIN = new URL(DEMO_ORGANIZATION.website).hostname;
const at = (local: string) => `${local}@${DOMAIN}`;

/** Who is in the demo team and how far each got. */
export const DEMO_TEAM = {
  credits: 25,
  subTeams: ["Sales", "Engineering", "Berlin office"],
  invited: [at("amara.okafor"), at("lukas.becker")],
  openLink: { usageCap: 25 },
  joined: [
    { email: at("greta.hoffmann"), name: "Greta Hoffmann", team: "Sales", stage: "finished", portrait: PHOTOS.graceHopper },
    { email: at("eileen.brooks"), name: "Eileen Brooks", team: "Engineering", stage: "generating", portrait: PHOTOS.astronaut },
    { email: at("priya.nair"), name: "Priya Nair", team: "Berlin office", stage: "uploading", portrait: PHOTOS.astronaut },
    { email: at("tom.fischer"), name: "Tom Fischer", team: "Sales", stage: "removed", portrait: null },
  ],
  managed: { name: "Carlos Ruiz", title: "Account Executive", team: "Sales" },
  info: { gender: "female", ageRange: "35-44", glasses: "none", headshotFormat: "square" } satisfies PersonalInfoInput,
} as const;

export type DemoTeamOutcome =
  | { status: "made"; members: number; results: number; seconds: number }
  | { status: "found" }
  | { status: "skipped"; reason: string };

/** Joins the organisation through its open link as a person following their emailed sign-in link would. */
async function joinThroughLink(db: PrismaClient, inviteId: string, email: string): Promise<string> {
  const token = await issueTeamSignIn(db, { email, userId: null, inviteId });
  const joined = await redeemTeamAccess(db, { token, convert: false, locale: "en" });
  if (!joined.ok) throw new Error(`${email} joining the demo team: ${joined.reason}`);
  return joined.userId;
}

/** Four approved looks on different backdrops for a woman of the organisation (what the style step offers). */
async function approvedLooks(db: PrismaClient, organizationId: string): Promise<string[]> {
  const ids = await approvedStyleIds(db, organizationId, "FEMALE");
  const styles = await db.style.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true, backdropId: true } });
  const seen = new Set<string>();
  const slugs: string[] = [];
  for (const id of ids) {
    const style = styles.find((s) => s.id === id)!;
    if (seen.has(style.backdropId)) continue;
    seen.add(style.backdropId);
    slugs.push(style.slug);
  }
  return slugs.slice(0, 4);
}

/** Makes the demo team unless the lead's wizard is finished already. */
export async function ensureDemoTeam(deps: DemoShootDeps): Promise<DemoTeamOutcome> {
  const { db, storage, boss } = deps;
  const t0 = performance.now();
  const [lead, member] = await Promise.all([
    db.user.findUnique({ where: { email: demoAccount("lead").email }, select: { id: true, deletedAt: true } }),
    db.user.findUnique({ where: { email: demoAccount("member").email }, select: { id: true, deletedAt: true, locale: true } }),
  ]);
  const org = await db.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true, ownerId: true, setupCompletedAt: true } });
  if (!lead || lead.deletedAt || !org || org.ownerId !== lead.id) return { status: "skipped", reason: "the demo lead or their organisation is missing" };
  if (org.setupCompletedAt) return { status: "found" };
  const missing = missingPortrait(PHOTOS.graceHopper) ?? missingPortrait(PHOTOS.astronaut);
  if (missing) return { status: "skipped", reason: missing };

  // Credits bought on the built-in test provider: the wizard's payment step, which opens the lead area.
  const checkout = await createCreditsCheckout(db, { userId: lead.id, locale: "en", quantity: DEMO_TEAM.credits }, { provider: testProvider, appUrl: deps.appUrl });
  if (!checkout.ok) throw new Error(`the demo team's credits checkout: ${checkout.error}`);
  const paid = await confirmTestPayment(db, { orderId: checkout.orderId, userId: lead.id }, testProvider);
  if (paid.status !== "PAID") throw new Error(`the demo team's credits payment: ${paid.status}`);

  const teams = new Map<string, string>();
  for (const name of DEMO_TEAM.subTeams) teams.set(name, (await createSubTeam(db, lead.id, name)).id);

  // The demo member account: joined, with their shoot waiting for them on the onboarding page.
  if (member && !member.deletedAt) {
    const membership = await db.membership.findFirst({ where: { userId: member.id, organizationId: org.id }, select: { id: true } });
    if (membership) {
      await openMemberShoot(db, { organizationId: org.id, membershipId: membership.id, userId: member.id, locale: member.locale, reason: "joined" });
      await moveToSubTeam(db, lead.id, { membershipId: membership.id }, teams.get("Engineering")!);
    }
  }

  const invited = await inviteByEmail(db, { organizationId: org.id, invitedById: lead.id, emails: [...DEMO_TEAM.invited], teamId: teams.get("Sales")!, locale: "en" });
  if (invited.invited.length !== DEMO_TEAM.invited.length) throw new Error(`the demo invites: ${JSON.stringify(invited)}`);
  const link = await createOpenLink(db, { organizationId: org.id, createdById: lead.id, allowedDomain: DOMAIN, usageCap: DEMO_TEAM.openLink.usageCap });

  const looks = await approvedLooks(db, org.id);
  let results = 0;
  for (const person of DEMO_TEAM.joined) {
    const userId = await joinThroughLink(db, link.id, person.email);
    await saveDisplayName(db, userId, person.name);
    const membership = await db.membership.findFirstOrThrow({ where: { userId, organizationId: org.id }, select: { id: true } });
    await moveToSubTeam(db, lead.id, { membershipId: membership.id }, teams.get(person.team)!);
    if (person.stage === "removed") {
      await removeMember(db, lead.id, membership.id);
      continue;
    }
    const shoot = await db.shoot.findFirstOrThrow({ where: { membershipId: membership.id }, select: { id: true } });
    const consent = await saveConsent(db, { userId, shootId: shoot.id });
    const info = await savePersonalInfo(db, { userId, shootId: shoot.id, info: DEMO_TEAM.info });
    if (!consent.ok || !info.ok) throw new Error(`${person.name}'s first steps: ${consent.ok ? "" : consent.code} ${info.ok ? "" : info.code}`);
    const photos = await demoPhotos(person.portrait!);
    if (person.stage === "uploading") {
      await uploadPhotos(db, storage, { userId, shootId: shoot.id, photos: photos.slice(0, 2) });
      continue;
    }
    await uploadPhotos(db, storage, { userId, shootId: shoot.id, photos });
    const styles = await saveStyles(db, { userId, shootId: shoot.id, styleSlugs: looks });
    if (!styles.ok) throw new Error(`${person.name}'s styles: ${styles.code}`);
    // Submitting takes one of the team's credits and queues the generation job: the app's worker makes
    // the "generating" colleague's headshots once it runs; the finished colleague's are made here.
    const submitted = await submitShoot(db, { userId, shootId: shoot.id, bestPhotosConfirmed: true, termsAccepted: true }, { boss, appUrl: deps.appUrl });
    if (!submitted.ok) throw new Error(`submitting ${person.name}'s shoot: ${submitted.code}`);
    if (person.stage !== "finished") continue;
    const outcome = await runShootGeneration(
      { db, storage, engine: () => resolveEngine(db, { ENGINE: "studio" }), appUrl: deps.appUrl },
      { shootId: shoot.id, attempt: 0, retryLimit: 0 },
      { onActive: (tx, id) => queueTeamShootFinished(tx, id, { appUrl: deps.appUrl }) },
    );
    if (outcome.status !== "active") throw new Error(`generating ${person.name}'s headshots: ${JSON.stringify(outcome)}`);
    await boss.complete(QUEUES.shootGenerate, submitted.jobId, { by: "seed" }, { includeQueued: true });
    results += outcome.results;
    const first = await db.result.findFirstOrThrow({ where: { shootId: shoot.id, parentResultId: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    await setResultMarks(db, { userId, resultId: first.id, isFavorite: true, likedStatus: "LOVED" });
  }

  await addManagedMember(db, { organizationId: org.id, createdById: lead.id, name: DEMO_TEAM.managed.name, title: DEMO_TEAM.managed.title, teamId: teams.get(DEMO_TEAM.managed.team)!, locale: "en" });
  const members = await db.membership.count({ where: { organizationId: org.id } });
  return { status: "made", members, results, seconds: (performance.now() - t0) / 1000 };
}
