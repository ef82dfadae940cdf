// The free retry (/retry): one redo per shoot with new photos, when the shoot failed, or when it
// delivered fewer headshots than its package promises because the likeness check dropped some (the
// engine throws away results that do not look like the person) — the latter within the money-back
// window after the results were ready.
//
//   FAILED → ONBOARDING (state machine, reason "free retry"): the person picks other photos and submits again.
//   ACTIVE with a shortfall → a new shoot of the same order and package in ONBOARDING (initial state
//   change "free retry of {id}"); the delivered headshots stay in the first shoot.
// Either way an audit row `shoot.free-retry` on the shoot records that its retry is used.
import "server-only";
import type { Prisma, PrismaClient, ShootState } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { env } from "@/lib/env";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { ownShootsWhere } from "./access";
import { shootContinuePath } from "./continue";
import { readShootParameter } from "./parameters";
import { ShootTransitionError, transition } from "./states";

type Tx = Prisma.TransactionClient;
type Reader = PrismaClient | Tx;

export const FREE_RETRY_ACTION = "shoot.free-retry";
const REDO_REASON = "free retry of ";
const DAY_MS = 86_400_000;

/** Why a shoot gets a free retry. */
export type RetryReason = "FAILED" | "LIKENESS_SHORTFALL";
/** Why it does not; each has a text in Retry.why.* (and Retry.errors.* for the refusals). */
export const RETRY_BLOCKS = ["ALREADY_RETRIED", "NOT_FINISHED", "COMPLETE", "PAST_WINDOW"] as const;
export type RetryBlock = (typeof RETRY_BLOCKS)[number];

export const RETRY_ERRORS = ["NOT_SIGNED_IN", "INVALID_INPUT", "NOT_FOUND", ...RETRY_BLOCKS] as const;
export type RetryError = (typeof RETRY_ERRORS)[number];

export type RetryCheck =
  | { eligible: true; reason: RetryReason; delivered: number; promised: number; deadline: Date | null }
  | { eligible: false; why: RetryBlock; delivered: number; promised: number; deadline: Date | null };

type ShootForRetry = { id: string; state: ShootState; readyAt: Date | null; package: { headshots: number } };

/** Results the generator delivered (first versions; the person's edits and deletions do not change it). */
function countDelivered(db: Reader, shootId: string): Promise<number> {
  return db.result.count({ where: { shootId, version: 1, parentResultId: null } });
}

async function retryUsed(db: Reader, shootId: string): Promise<boolean> {
  const [recorded, isRedo] = await Promise.all([
    db.auditLog.count({ where: { targetType: "Shoot", targetId: shootId, action: FREE_RETRY_ACTION } }),
    // A shoot made as someone's free retry is that retry: it gets no retry of its own.
    db.shootStateChange.count({ where: { shootId, from: null, reason: { startsWith: REDO_REASON } } }),
  ]);
  return recorded > 0 || isRedo > 0;
}

async function checkRetry(db: Reader, shoot: ShootForRetry, windowDays: number, now: Date): Promise<RetryCheck> {
  const promised = shoot.package.headshots;
  const delivered = shoot.state === "ACTIVE" || shoot.state === "FAILED" ? await countDelivered(db, shoot.id) : 0;
  const deadline = shoot.state === "ACTIVE" && shoot.readyAt ? new Date(shoot.readyAt.getTime() + windowDays * DAY_MS) : null;
  const base = { delivered, promised, deadline };
  if (shoot.state !== "ACTIVE" && shoot.state !== "FAILED") return { eligible: false, why: "NOT_FINISHED", ...base };
  if (await retryUsed(db, shoot.id)) return { eligible: false, why: "ALREADY_RETRIED", ...base };
  if (shoot.state === "FAILED") return { eligible: true, reason: "FAILED", ...base };
  if (delivered >= promised) return { eligible: false, why: "COMPLETE", ...base };
  if (deadline && now.getTime() > deadline.getTime()) return { eligible: false, why: "PAST_WINDOW", ...base };
  return { eligible: true, reason: "LIKENESS_SHORTFALL", ...base };
}

export type RetryCandidate = { id: string; title: string; packageName: string; state: ShootState; createdAt: Date; check: RetryCheck };

const ownShoots = (userId: string) => ({ state: { not: "DELETED" as const }, deletedAt: null, ...ownShootsWhere(userId) });

/** The person's shoots, newest first, each with whether a free retry is possible and why (not). */
export async function listRetryCandidates(db: PrismaClient, userId: string, now = new Date()): Promise<RetryCandidate[]> {
  const [shoots, windowDays] = await Promise.all([
    db.shoot.findMany({
      where: ownShoots(userId),
      orderBy: { createdAt: "desc" },
      take: 100,
      select: { id: true, title: true, state: true, readyAt: true, createdAt: true, package: { select: { name: true, headshots: true } } },
    }),
    readShootParameter(db, "refunds.windowDays"),
  ]);
  const out: RetryCandidate[] = [];
  for (const s of shoots) {
    out.push({ id: s.id, title: s.title, packageName: s.package.name, state: s.state, createdAt: s.createdAt, check: await checkRetry(db, s, windowDays, now) });
  }
  return out;
}

export type RetryOutcome =
  /** `shootId`: the shoot to upload new photos to (the same one, or the new one); `url`: its first upload step. */
  | { ok: true; reason: RetryReason; shootId: string; url: string }
  | { ok: false; error: RetryError };

type RetryEmail = { to: string; locale: Locale; name: string; title: string; shootId: string };

/** Grants the free retry of one shoot, once: in one transaction with the shoot row locked. */
export async function grantFreeRetry(
  db: PrismaClient,
  input: { userId: string; shootId: string; locale?: Locale; now?: Date },
  deps: { appUrl?: string } = {},
): Promise<RetryOutcome> {
  const { userId, shootId } = input;
  if (typeof userId !== "string" || !userId || typeof shootId !== "string" || !shootId || shootId.length > 64) return { ok: false, error: "INVALID_INPUT" };
  const now = input.now ?? new Date();
  let granted: { reason: RetryReason; shootId: string; email: RetryEmail | null } | RetryError;
  try {
    granted = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Shoot" WHERE "id" = ${shootId} FOR UPDATE`;
      const shoot = await tx.shoot.findFirst({
        where: { id: shootId, ...ownShoots(userId) },
        include: { package: { select: { headshots: true } }, user: { select: { email: true, name: true, locale: true, deletedAt: true } } },
      });
      if (!shoot) return "NOT_FOUND" as const;
      const check = await checkRetry(tx, shoot, await readShootParameter(tx, "refunds.windowDays"), now);
      if (!check.eligible) return check.why;

      let target = shoot.id;
      if (check.reason === "FAILED") {
        await transition(tx, shoot.id, "FAILED", "ONBOARDING", "free retry", { failureReason: null, progress: 0 });
      } else {
        const redo = await tx.shoot.create({
          data: {
            userId: shoot.userId, organizationId: shoot.organizationId, membershipId: shoot.membershipId, orderId: shoot.orderId, packageId: shoot.packageId,
            managedById: shoot.managedById, title: shoot.title, state: "ONBOARDING", styleIds: shoot.styleIds,
            gender: shoot.gender, ageRange: shoot.ageRange, eyeColor: shoot.eyeColor, glasses: shoot.glasses, headshotFormat: shoot.headshotFormat,
            stateChanges: { create: { from: null, to: "ONBOARDING", at: now, reason: `${REDO_REASON}${shoot.id}` } },
          },
        });
        target = redo.id;
      }
      await tx.auditLog.create({
        data: { actorId: userId, action: FREE_RETRY_ACTION, targetType: "Shoot", targetId: shoot.id, data: { reason: check.reason, delivered: check.delivered, promised: check.promised, shootId: target } },
      });
      const user = shoot.user;
      const locale = isLocale(user.locale) ? user.locale : "en";
      const email = user.deletedAt || isUndeliverable(user.email) ? null : { to: user.email, locale, name: user.name ?? "", title: shoot.title, shootId: target };
      return { reason: check.reason, shootId: target, email };
    });
  } catch (err) {
    // Another request moved the shoot first (a double click): it is no longer where this one expected.
    if (err instanceof ShootTransitionError && err.code !== "ILLEGAL_TRANSITION") return { ok: false, error: "ALREADY_RETRIED" };
    throw err;
  }
  if (typeof granted === "string") return { ok: false, error: granted };

  const path = shootContinuePath({ id: granted.shootId, state: "ONBOARDING" })!;
  if (granted.email) {
    const e = granted.email;
    await sendEmail(db, { to: e.to, template: "retry-granted", locale: e.locale, data: { name: e.name, title: e.title, url: appLink(deps.appUrl ?? env.APP_URL, path, e.locale) } }).catch(
      (err: unknown) => console.error(`[shoots] retry email for ${granted.shootId} failed:`, err),
    );
  }
  const locale = input.locale ?? "en";
  const [pathname, query] = path.split("?");
  return { ok: true, reason: granted.reason, shootId: granted.shootId, url: localizePath(pathname!, locale) + (query ? `?${query}` : "") };
}
