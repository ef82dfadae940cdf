// Self-service account deletion from /profile (product decision "Privacy"): the person types their
// account email and proves it is them (the current password; an account without one needs a session
// signed in within the last 15 minutes), and at once, in one transaction,
//   - the user row is anonymised (placeholder email, no name, job title, phone, avatar or password,
//     deletedAt set, marketing off) and kept, so orders and invoices stay for the accounts;
//   - sessions (also the cookie-only ones: sessionsValidFrom), linked sign-in providers, one-time
//     tokens, failed-login records and the person's outbox emails go;
//   - every shoot moves to DELETED, its photo and result rows are marked deleted and its share, vote
//     and upload links are revoked;
//   - reviews the person wrote are removed, and an AuditLog row records the deletion.
// After the commit the files (photos, results, zips) are removed from storage, best effort: a failure
// is logged and does not undo the deletion, and the privacy sweep removes what is left an hour later
// (lib/privacy/leftovers.ts). Then the old address gets a confirmation email (its outbox row names the
// placeholder address and keeps none of the email's values).
//
// A platform admin deletes an account through this same function (`actor`, /admin/user): the admin
// types the account's address, no password or recent sign-in is asked, and the audit row names the
// admin with the account's fields before and after.
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { signedInRecently } from "@/lib/auth/session";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { revalidatePublic } from "@/lib/content/revalidate";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { REVIEW_PAGES } from "@/lib/marketing/reviews";
import { markFilesRemoved, variantFileKeys } from "@/lib/privacy/leftovers";
import { shootPrefix, withdrawShoot } from "@/lib/shoots/delete";
import type { FileStorage } from "@/lib/storage/types";
import { REVIEW_AUDIT_ACTION } from "./review";
import { checkCurrentPassword } from "./current-password";
import { deleteConfirmationSchema, deletePasswordSchema } from "./schemas";

export const ACCOUNT_DELETE_AUDIT_ACTION = "account.delete";

/** The placeholder address of a deleted account: unique, and on a domain that can never receive mail. */
export function anonymisedEmail(userId: string): string {
  return `deleted-${userId}@deleted.lumen.invalid`;
}

export type DeleteAccountResult =
  | { ok: true; email: string; shoots: number; filesDeleted: number; fileFailures: number }
  /**
   * confirmEmailRequired / confirmEmailMismatch: the typed address; passwordRequired / wrongPassword: the
   * current password (wrong ones count as failed logins); reauthRequired: no password and the session
   * signed in too long ago; teamAccount: a team's admin or support deletes team accounts.
   */
  | { ok: false; error: "notSignedIn" | "confirmEmailRequired" | "confirmEmailMismatch" | "passwordRequired" | "wrongPassword" | "reauthRequired" | "teamAccount" }
  | { ok: false; error: "tooManyAttempts"; minutes: number };

type ShootFiles = { id: string; keys: string[] };

export async function deleteAccount(
  db: PrismaClient,
  storage: FileStorage,
  input: {
    userId: string;
    confirmEmail: unknown;
    /** Required when the account has a password. */
    currentPassword?: unknown;
    /** When the deleting session signed in (ms; lib/auth/session.ts): accounts without a password need a recent one. */
    authAt?: number | null;
    ip?: string | null;
    now?: Date;
    log?: Pick<Console, "info" | "error">;
    /** A platform admin deleting the account (the back office): no proof of identity asked; the audit row names them. */
    actor?: { userId: string };
  },
): Promise<DeleteAccountResult> {
  const log = input.log ?? console;
  const typed = deleteConfirmationSchema.safeParse(input.confirmEmail);
  if (!typed.success) return { ok: false, error: typed.error.issues[0]?.message === "confirmEmailRequired" ? "confirmEmailRequired" : "confirmEmailMismatch" };
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: {
      id: true,
      email: true,
      name: true,
      image: true,
      locale: true,
      passwordHash: true,
      deletedAt: true,
      memberships: { where: { status: { not: "DELETED" } }, select: { id: true } },
      ownedOrganizations: { where: { deletedAt: null }, select: { id: true } },
    },
  });
  if (!user || user.deletedAt) return { ok: false, error: "notSignedIn" };
  if (typed.data !== user.email) return { ok: false, error: "confirmEmailMismatch" };
  if (user.memberships.length > 0 || user.ownedOrganizations.length > 0) return { ok: false, error: "teamAccount" };

  // Proof that it is the person and not someone at a session left open.
  const now = input.now ?? new Date();
  if (input.actor) {
    // The admin's own role was checked by the back office's action; the person proves nothing here.
  } else if (user.passwordHash) {
    const password = deletePasswordSchema.safeParse(input.currentPassword);
    if (!password.success) return { ok: false, error: "passwordRequired" };
    const check = await checkCurrentPassword(db, user, password.data, input.ip ?? null);
    if (!check.ok) return check.error === "tooManyAttempts" ? { ok: false, error: "tooManyAttempts", minutes: check.minutes } : { ok: false, error: check.error === "noPassword" ? "reauthRequired" : "wrongPassword" };
  } else if (!signedInRecently(input.authAt, now)) {
    return { ok: false, error: "reauthRequired" };
  }

  let publishedReviewsRemoved = 0;
  const shoots = await db.$transaction(
    async (tx) => {
      // The guarded update makes a second, concurrent deletion a no-op.
      const claimed = await tx.user.updateMany({
        where: { id: user.id, deletedAt: null },
        data: {
          email: anonymisedEmail(user.id),
          emailVerified: null,
          passwordHash: null,
          name: null,
          jobTitle: null,
          phone: null,
          image: null,
          marketingOptOut: true,
          referralCode: `deleted-${user.id}`,
          deletedAt: now,
          sessionsValidFrom: now,
        },
      });
      if (claimed.count !== 1) return null;
      await tx.session.deleteMany({ where: { userId: user.id } });
      await tx.account.deleteMany({ where: { userId: user.id } });
      await tx.authToken.deleteMany({ where: { OR: [{ userId: user.id }, { email: user.email }] } });
      // The outbox names the person: their emails go with the account.
      await tx.emailOutbox.deleteMany({ where: { OR: [{ userId: user.id }, { to: user.email }] } });

      const rows = await tx.shoot.findMany({
        where: { userId: user.id },
        select: {
          id: true,
          state: true,
          photos: { select: { storageKey: true } },
          results: { select: { storageKey: true, variant: true } },
        },
      });
      for (const shoot of rows) await withdrawShoot(tx, shoot, input.actor ? "account deleted by an admin" : "account deleted by its owner", now);

      const reviews = await tx.auditLog.findMany({ where: { actorId: user.id, action: REVIEW_AUDIT_ACTION, targetType: "Review" }, select: { targetId: true } });
      const reviewIds = reviews.map((r) => r.targetId).filter((id): id is string => Boolean(id));
      if (reviewIds.length) {
        publishedReviewsRemoved = await tx.review.count({ where: { id: { in: reviewIds }, published: true } });
        await tx.review.deleteMany({ where: { id: { in: reviewIds } } });
      }

      if (input.actor) {
        await recordAudit(tx, {
          actorId: input.actor.userId,
          action: ACCOUNT_DELETE_AUDIT_ACTION,
          target: ["User", user.id],
          before: { email: user.email, name: user.name, deletedAt: null },
          after: { email: anonymisedEmail(user.id), name: null, deletedAt: now },
          data: { shoots: rows.length, reviews: reviewIds.length, by: "admin" },
          ip: input.ip ?? null,
        });
      } else await tx.auditLog.create({
        data: {
          actorId: user.id,
          action: ACCOUNT_DELETE_AUDIT_ACTION,
          targetType: "User",
          targetId: user.id,
          ip: input.ip ?? null,
          data: { shoots: rows.length, reviews: reviewIds.length } satisfies Prisma.InputJsonObject,
          createdAt: now,
        },
      });
      return rows.map((s): ShootFiles => {
        const prefix = shootPrefix(s.id);
        const keys = [...s.photos.map((p) => p.storageKey), ...s.results.flatMap((r) => [r.storageKey, ...variantFileKeys(r.variant)])];
        return { id: s.id, keys: keys.filter((k) => k && !k.startsWith(prefix)) };
      });
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
  if (!shoots) return { ok: false, error: "notSignedIn" };
  // A published review of theirs left the public pages that show reviews or the rating.
  if (publishedReviewsRemoved > 0) revalidatePublic(...REVIEW_PAGES);

  const files = await deleteFiles(storage, shoots, user.image, log);
  try {
    // Shoots emptied for certain need no second look from the privacy sweep.
    await markFilesRemoved(db, files.doneShootIds, "shoot", now);
  } catch (e) {
    log.error(`[account] user ${user.id}: could not record the removed files: ${e instanceof Error ? e.message : String(e)}`);
  }
  log.info(`[account] user ${user.id} deleted: ${shoots.length} shoots, ${files.deleted} files removed, ${files.failures} failures`);

  const locale: Locale = isLocale(user.locale) ? user.locale : "en";
  try {
    // Sent to the old address, recorded under the placeholder: the outbox keeps nothing of the person.
    await sendEmail(db, {
      to: user.email,
      recordAs: anonymisedEmail(user.id),
      userId: user.id,
      template: "account-deleted",
      locale,
      data: { name: user.name ?? "", url: appLink(env.APP_URL, "/", locale) },
    });
  } catch (e) {
    log.error(`[account] user ${user.id}: the deletion confirmation could not be queued: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { ok: true, email: user.email, shoots: shoots.length, filesDeleted: files.deleted, fileFailures: files.failures };
}

/** Every file of the shoots (their folder and any key stored elsewhere) and an uploaded avatar. */
async function deleteFiles(storage: FileStorage, shoots: ShootFiles[], image: string | null, log: Pick<Console, "error">): Promise<{ deleted: number; failures: number; doneShootIds: string[] }> {
  let deleted = 0;
  let failures = 0;
  const doneShootIds: string[] = [];
  const attempt = async (what: string, run: () => Promise<number>) => {
    try {
      deleted += await run();
    } catch (e) {
      failures++;
      log.error(`[account] ${what} could not be deleted: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  for (const shoot of shoots) {
    const before = failures;
    await attempt(`files of shoot ${shoot.id}`, () => storage.deletePrefix(shootPrefix(shoot.id)));
    for (const key of shoot.keys) {
      await attempt(`file ${key}`, async () => {
        if (!(await storage.exists(key))) return 0;
        await storage.delete(key);
        return 1;
      });
    }
    if (failures === before) doneShootIds.push(shoot.id);
  }
  // An OAuth avatar is a URL at the provider; anything else is a key in our storage.
  if (image && !/^https?:\/\//i.test(image)) {
    await attempt(`avatar ${image}`, async () => {
      if (!(await storage.exists(image))) return 0;
      await storage.delete(image);
      return 1;
    });
  }
  return { deleted, failures, doneShootIds };
}
