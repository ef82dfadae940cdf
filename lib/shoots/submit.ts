// Submitting a shoot (upload step "confirm") and retrying a failed one. Each is ONE transaction:
// the checks, the state change with its audit row, and the generation job (and, for a submission, the
// "we are making your headshots" email) commit together or not at all.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { Prisma, PrismaClient } from "@/lib/db";
import { activeStyleMode } from "@/lib/catalog/mode";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit, type RelayOptions } from "@/lib/email/queued";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { getBoss } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES, SHOOT_HEARTBEAT_SECONDS, SHOOT_RETRY, shootExpirySeconds } from "@/lib/jobs/queues";
import { deductCreditForShoot } from "@/lib/teams/credits";
import { BUY_CREDITS_PATH, TeamError } from "@/lib/teams/errors";
import { noteFreeCredits } from "@/lib/teams/low-credits";
import { countAcceptedPhotos, findWorkableShoot } from "./access";
import { appearanceAsked } from "./active-engine";
import { fullBodyRequirement } from "./full-body";
import { fail, failAll, failureGroup, type ShootFailure, type ShootProblem, type ShootResult } from "./errors";
import { MAX_MANUAL_RETRIES, readPhotoLimits, readShootParameter } from "./parameters";
import { readPersonalInfo } from "./personal-info";
import { ShootTransitionError, transition } from "./states";
import { stepPath } from "./steps";
import { styleProblems, teamLooks } from "./styles";

/** Where jobs go; tests pass their own pg-boss, the app uses the process-wide one. */
export type QueueDeps = { boss?: PgBoss };

/** Submitting also mails: the link's base URL and how the email reaches SMTP (tests pass their own). */
export type SubmitDeps = QueueDeps & { appUrl?: string; relay?: RelayOptions };

export type SubmitShootInput = {
  userId: string;
  shootId: string;
  bestPhotosConfirmed: boolean;
  termsAccepted: boolean;
  /**
   * A lower floor than the photos.minPerShoot parameter, for server code that enforces its own: a bulk
   * upload's zip holds 1-3 photos (lib/teams/bulk-upload). Never taken from a form.
   */
  minPhotos?: number;
};

/** Send options of a shoot's generation job: retries from the admin parameter, expiry from the package size. */
export async function generationJobOptions(tx: Prisma.TransactionClient, pkg: { headshots: number; printSize: number | null }) {
  return {
    ...SHOOT_RETRY,
    retryLimit: await readShootParameter(tx, "shoots.maxAutoRetries"),
    expireInSeconds: shootExpirySeconds(pkg.headshots, pkg.printSize),
    heartbeatSeconds: SHOOT_HEARTBEAT_SECONDS,
  };
}

/** A refusal inside the transaction: thrown to roll back whatever was written, then returned. */
class Refusal extends Error {
  constructor(public readonly failure: ShootFailure) {
    super(failure.code);
  }
}

/** Many members of one team may submit at once: each waits its turn on the organisation's row. */
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

async function inTransaction<T extends object>(db: PrismaClient, fn: (tx: Prisma.TransactionClient) => Promise<ShootResult<T>>): Promise<ShootResult<T>> {
  try {
    return await db.$transaction(async (tx) => {
      const result = await fn(tx);
      if (!result.ok) throw new Refusal(result);
      return result;
    }, TX_OPTIONS);
  } catch (err) {
    if (err instanceof Refusal) return err.failure;
    // Another request moved the shoot first (a double click, a second tab): it is no longer where this one expected.
    if (err instanceof ShootTransitionError && err.code !== "ILLEGAL_TRANSITION") return fail(err.code === "SHOOT_NOT_FOUND" ? "NOT_FOUND" : "WRONG_STATE");
    throw err;
  }
}

/**
 * The confirmation to the person who submitted (the owner, or the lead uploading for a managed member),
 * in their language, with the live waiting page's link: written in the submitting transaction, so a
 * refused or replayed submission (the shoot is no longer in ONBOARDING) sends nothing. Null for an
 * account being deleted, or one whose address cannot be mailed (a managed member's placeholder).
 */
async function queueSubmittedEmail(tx: Prisma.TransactionClient, userId: string, shoot: { id: string; title: string; organizationId: string | null; userId: string }, appUrl: string): Promise<string | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, name: true, locale: true, deletedAt: true } });
  if (!user || user.deletedAt || isUndeliverable(user.email)) return null;
  const locale = isLocale(user.locale) ? user.locale : "en";
  return queueEmail(tx, {
    to: user.email,
    userId,
    template: "shoot-submitted",
    locale,
    data: { name: user.name ?? "", title: shoot.title, url: appLink(appUrl, waitingPath(shoot, userId), locale) },
  });
}

/** Where the submitter follows the shoot: a member their team's waiting page, anyone else (a lead uploading for a managed member, a person) the shoot's own. */
function waitingPath(shoot: { id: string; organizationId: string | null; userId: string }, submitterId: string): string {
  return shoot.organizationId && shoot.userId === submitterId ? "/team-member/waiting" : stepPath("waiting", shoot.id);
}

/**
 * A team shoot's credit (lib/teams/credits.ts), in the submitting transaction: the member's held credit
 * when their membership holds one (claimed with a guarded update, so a concurrent removal cannot release
 * it too), else a free one; a shoot charged before (a granted retry) is not charged again. No credit →
 * NO_CREDITS, with the link to buy more for a lead (uploading for a managed member, or their own shoot).
 * Then the low-credits email to the leads when the free credits dropped below 3.
 */
async function chargeTeamCredit(
  tx: Prisma.TransactionClient,
  shoot: { id: string; organizationId: string; membershipId: string | null; userId: string },
  submitterId: string,
  appUrl: string,
): Promise<ShootFailure | { ok: true; emailIds: string[] }> {
  const reserved = shoot.membershipId
    ? (await tx.membership.updateMany({ where: { id: shoot.membershipId, organizationId: shoot.organizationId, reservedCredit: true }, data: { reservedCredit: false } })).count === 1
    : false;
  try {
    const { charged, balance } = await deductCreditForShoot(tx, { organizationId: shoot.organizationId, shootId: shoot.id, reserved, createdById: submitterId });
    if (!charged) return { ok: true, emailIds: [] };
    const before = balance.free + (reserved ? 0 : 1);
    return { ok: true, emailIds: await noteFreeCredits(tx, { organizationId: shoot.organizationId, before, after: balance, appUrl }) };
  } catch (err) {
    if (!(err instanceof TeamError) || err.code !== "NO_CREDITS") throw err;
    const lead =
      submitterId !== shoot.userId ||
      (await tx.membership.count({ where: { userId: submitterId, organizationId: shoot.organizationId, role: { in: ["OWNER", "LEAD"] }, status: { in: ["JOINED", "FINISHED"] } } })) > 0 ||
      (await tx.organization.count({ where: { id: shoot.organizationId, ownerId: submitterId } })) > 0;
    return fail("NO_CREDITS", lead ? { who: "lead", buyUrl: BUY_CREDITS_PATH } : { who: "member" });
  }
}

/**
 * Submits a shoot for generation. Refuses (every problem listed, the first in step order) unless:
 * the person owns it, it is in ONBOARDING, consent was given, gender/age range/format are set,
 * it has between photos.minPerShoot and photos.maxPerShoot accepted photos, 1..package.styles
 * available styles are chosen (for a team shoot, approved ones under the team's rules as they are at
 * this moment: its combos when they are on, backdrop variety when forced), and both ticks are set. A team shoot
 * takes one team credit (NO_CREDITS without one). Then, in one transaction: the credit, WAITING,
 * submittedAt, the state-change row, the generation job and the confirmation email (handed to SMTP
 * after the commit).
 */
export async function submitShoot(
  db: PrismaClient,
  input: SubmitShootInput,
  deps: SubmitDeps = {},
): Promise<ShootResult<{ shootId: string; jobId: string; submittedAt: Date; emailId: string | null; teamEmailIds: string[] }>> {
  const boss = deps.boss ?? (await getBoss()); // before the transaction (see lib/jobs/enqueue.ts)
  const [asksAppearance, styleMode] = await Promise.all([appearanceAsked(db), activeStyleMode(db)]);
  const result = await inTransaction(db, async (tx) => {
    // Photo adds and removes lock the same row: the count below cannot change before the commit.
    await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${input.shootId} FOR UPDATE`;
    // A team shoot's membership too: a lead removing the member at this moment waits for this
    // transaction (and then finds no credit held), or committed first and the submission is refused.
    await tx.$queryRaw`SELECT m.id FROM "Membership" m JOIN "Shoot" s ON s."membershipId" = m.id WHERE s.id = ${input.shootId} FOR SHARE OF m`;
    const shoot = await findWorkableShoot(tx, input.userId, input.shootId, {
      id: true, title: true, state: true, consentAt: true, organizationId: true, membershipId: true, userId: true, styleIds: true,
      gender: true, ageRange: true, eyeColor: true, glasses: true, headshotFormat: true,
      package: { select: { headshots: true, styles: true, printSize: true } },
    });
    if (!shoot) {
      // Theirs, but they were removed from the team it belongs to: a clear "no", not "not found".
      // (Also told to the lead who uploaded for a managed member who was removed since.)
      const removed = await tx.shoot.count({
        where: { id: input.shootId, state: { not: "DELETED" }, deletedAt: null, OR: [{ userId: input.userId }, { managedById: input.userId }], membership: { is: { status: "DELETED" } } },
      });
      return fail(removed ? "MEMBERSHIP_REMOVED" : "NOT_FOUND");
    }
    if (shoot.state !== "ONBOARDING") return fail("WRONG_STATE");

    const problems: ShootProblem[] = [];
    if (!shoot.consentAt) problems.push({ code: "CONSENT_REQUIRED", params: {} });
    if (!readPersonalInfo(shoot, { asksAppearance }).complete) problems.push({ code: "PERSONAL_INFO_MISSING", params: {} });
    const [photos, limits] = await Promise.all([countAcceptedPhotos(tx, shoot.id), readPhotoLimits(tx)]);
    const min = input.minPhotos ?? limits.min;
    const max = limits.max;
    if (photos < min) problems.push({ code: "TOO_FEW_PHOTOS", params: { count: photos, min, missing: min - photos } });
    if (photos > max) problems.push({ code: "TOO_MANY_PHOTOS", params: { count: photos, max } });
    // The team's rules as they are now (a lead's change since the styles were saved applies): with
    // combos on, the shoot is made with the combos' styles; otherwise the saved picks are checked again.
    const styleRules = { organizationId: shoot.organizationId, membershipId: shoot.membershipId, gender: shoot.gender, maxStyles: shoot.package.styles };
    const looks = await teamLooks(tx, styleRules);
    const styleIds = looks.fixed ?? shoot.styleIds;
    problems.push(...(await styleProblems(tx, styleRules, styleIds, styleMode, looks)));
    const fullBody = await fullBodyRequirement(tx, shoot.id);
    if (fullBody.required && fullBody.count < fullBody.min) problems.push({ code: "FULL_BODY_PHOTOS", params: { count: fullBody.count, min: fullBody.min, missing: fullBody.min - fullBody.count } });
    if (input.bestPhotosConfirmed !== true) problems.push({ code: "BEST_PHOTOS_NOT_CONFIRMED", params: {} });
    if (input.termsAccepted !== true) problems.push({ code: "TERMS_NOT_ACCEPTED", params: {} });
    if (problems.length) return failAll(problems);

    const appUrl = deps.appUrl ?? env.APP_URL;
    const charge = shoot.organizationId ? await chargeTeamCredit(tx, { ...shoot, organizationId: shoot.organizationId }, input.userId, appUrl) : { ok: true as const, emailIds: [] };
    if (!charge.ok) return charge;

    const submittedAt = new Date();
    await transition(tx, shoot.id, "ONBOARDING", "WAITING", "submitted", { submittedAt, progress: 0, failureReason: null, ...(looks.fixed ? { styleIds } : {}) });
    const jobId = await enqueue(boss, tx, QUEUES.shootGenerate, { shootId: shoot.id }, await generationJobOptions(tx, shoot.package));
    const emailId = await queueSubmittedEmail(tx, input.userId, shoot, appUrl);
    return { ok: true, shootId: shoot.id, jobId, submittedAt, emailId, teamEmailIds: charge.emailIds };
  });
  if (result.ok) {
    for (const id of [result.emailId, ...result.teamEmailIds]) if (id) relayAfterCommit(id, { db, ...deps.relay });
  }
  return result;
}

/**
 * Reopens a shoot that failed because its photos could not be used (failure group "photos"): back to
 * ONBOARDING, so the person can replace photos on the photo step and submit again.
 */
export async function reopenForNewPhotos(db: PrismaClient, input: { userId: string; shootId: string }): Promise<ShootResult<{ shootId: string }>> {
  return inTransaction(db, async (tx) => {
    const shoot = await findWorkableShoot(tx, input.userId, input.shootId, { id: true, state: true, failureReason: true });
    if (!shoot) return fail("NOT_FOUND");
    if (shoot.state !== "FAILED" || failureGroup(shoot.failureReason) !== "photos") return fail("WRONG_STATE");
    await transition(tx, shoot.id, "FAILED", "ONBOARDING", "replace photos", { failureReason: null, progress: 0 });
    return { ok: true, shootId: shoot.id };
  });
}

/**
 * Starts a failed shoot again (FAILED → WAITING, a new generation job), at most MAX_MANUAL_RETRIES
 * times. Styles already generated are kept; the job makes the rest.
 *
 * `admin`: a platform admin starts it (the back office): any person's shoot, not counted against the
 * person's own retries (reason "admin retry"), no limit, nothing charged; `within` runs in the same
 * transaction (the audit row).
 */
export async function retryShoot(
  db: PrismaClient,
  input: { userId: string; shootId: string; admin?: { within: (tx: Prisma.TransactionClient, before: { state: string; failureReason: string | null; progress: number }) => Promise<void> } },
  deps: QueueDeps = {},
): Promise<ShootResult<{ shootId: string; jobId: string; retriesLeft: number }>> {
  const boss = deps.boss ?? (await getBoss());
  return inTransaction(db, async (tx) => {
    const select = { id: true, state: true, failureReason: true, progress: true, package: { select: { headshots: true, printSize: true } } } as const;
    const shoot = input.admin
      ? await tx.shoot.findFirst({ where: { id: input.shootId, state: { not: "DELETED" }, deletedAt: null }, select })
      : await findWorkableShoot(tx, input.userId, input.shootId, select);
    if (!shoot) return fail("NOT_FOUND");
    if (shoot.state !== "FAILED") return fail("WRONG_STATE");
    const used = await tx.shootStateChange.count({ where: { shootId: shoot.id, from: "FAILED", to: "WAITING", reason: { startsWith: "manual retry" } } });
    if (!input.admin && used >= MAX_MANUAL_RETRIES) return fail("RETRY_LIMIT_REACHED", { max: MAX_MANUAL_RETRIES });
    await transition(tx, shoot.id, "FAILED", "WAITING", input.admin ? "admin retry" : `manual retry ${used + 1}/${MAX_MANUAL_RETRIES}`, { failureReason: null });
    const jobId = await enqueue(boss, tx, QUEUES.shootGenerate, { shootId: shoot.id }, await generationJobOptions(tx, shoot.package));
    await input.admin?.within(tx, { state: shoot.state, failureReason: shoot.failureReason, progress: shoot.progress });
    return { ok: true, shootId: shoot.id, jobId, retriesLeft: Math.max(0, MAX_MANUAL_RETRIES - used - (input.admin ? 0 : 1)) };
  });
}
