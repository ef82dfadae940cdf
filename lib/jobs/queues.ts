// Every queue the product uses, what its jobs carry, and how they are retried. One place, so the
// producer (a business transaction) and the consumer (the worker) cannot disagree.
import "server-only";
import type { Queue } from "pg-boss";

export const QUEUES = {
  /** Make a submitted shoot's headshots (lib/shoots/generate.ts). */
  shootGenerate: "shoot-generate",
  /** Dead letters of shootGenerate: retries used up without the handler settling the shoot (a worker killed each time). */
  shootGenerateFailed: "shoot-generate-failed",
  /** Pack a zip of a shoot's headshots into storage (lib/results/zip.ts). */
  resultsZip: "results-zip",
  /** Delete a zip's files once it has expired (queued with a start time when the zip is asked for). */
  resultsZipExpire: "results-zip-expire",
  /** Pack a zip of a team's favourite headshots, one folder per member (lib/teams/results/favorites-zip.ts); expired by resultsZipExpire. */
  teamFavoritesZip: "team-favorites-zip",
  /** Forget what the privacy rules say to forget (lib/privacy/sweep.ts); sent hourly by SCHEDULES. */
  privacySweep: "privacy-sweep",
  /** Release referral rewards whose purchase is past its refund window (lib/referrals/release.ts); hourly by SCHEDULES. */
  referralRewards: "referral-rewards",
  /** Give back the credits of team invites that expired unanswered (lib/teams/invites.ts expireInvites), and invite a finished wizard's colleagues a stopped process left waiting (lib/teams/setup-invites.ts); hourly by SCHEDULES. */
  teamInvitesExpire: "team-invites-expire",
  /** Automatic reminders to team members and invitees who have not done their part (lib/teams/reminders.ts); hourly by SCHEDULES. */
  teamReminders: "team-reminders",
  /** Give finished members a new shoot after their organisation's re-invite period (lib/teams/reinvite.ts); daily by SCHEDULES. */
  teamReinvite: "team-reinvite",
  /** Hand emails queued in a transaction that no process relayed after its commit to SMTP (lib/email/queued.ts); every 5 minutes by SCHEDULES. */
  emailRelay: "email-relay",
  /** Make the extra headshots an order bought for an ACTIVE shoot (lib/shoots/extra.ts). */
  shootExtra: "shoot-extra",
  /** Dead letters of shootExtra: retries used up without the handler settling the order. */
  shootExtraFailed: "shoot-extra-failed",
  /** Sends shootExtra for paid orders still waiting for theirs (lib/payments/deliver-upsell.ts); every minute by SCHEDULES. */
  shootExtraDispatch: "shoot-extra-dispatch",
  /** Render one studio edit as a new version of a headshot (lib/studio/run.ts). */
  studioEdit: "studio-edit",
  /** Dead letters of studioEdit: retries used up without the handler settling the edit (its credit is given back). */
  studioEditFailed: "studio-edit-failed",
  /** Re-render every member's profile picture a template makes ("also update existing members", lib/teams/branding/rerender.ts). */
  teamProfilePictures: "team-profile-pictures",
  /** Send one attempt of an outgoing webhook (lib/webhooks/deliver.ts); the next attempt is queued with its start time. */
  webhookDeliver: "webhook-deliver",
  /** Send the webhook attempts that are due and have no job (written where pg-boss was not running, or a lost job); every minute by SCHEDULES. */
  webhookDispatch: "webhook-dispatch",
  /** Make one visitor's free headshot (lib/tools/free-headshot/runs.ts); the lowest priority in the engine pool. */
  freeHeadshot: "free-headshot",
  /** Dead letters of freeHeadshot: retries used up without the handler settling the run (it fails). */
  freeHeadshotFailed: "free-headshot-failed",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The payload of each queue's jobs. */
export type JobData = {
  "shoot-generate": { shootId: string };
  "shoot-generate-failed": { shootId: string };
  "results-zip": { shootId: string; userId: string; selection: "liked" | "all"; total: number };
  "results-zip-expire": { shootId: string; zipId: string } | { organizationId: string; zipId: string };
  "team-favorites-zip": { organizationId: string; userId: string; teamId: string | null; total: number; skipped: number };
  "privacy-sweep": Record<string, never>;
  "referral-rewards": Record<string, never>;
  "email-relay": Record<string, never>;
  "team-invites-expire": Record<string, never>;
  "team-reminders": Record<string, never>;
  "team-reinvite": Record<string, never>;
  "shoot-extra": { orderId: string };
  "shoot-extra-failed": { orderId: string };
  "shoot-extra-dispatch": Record<string, never>;
  "studio-edit": { editJobId: string };
  "studio-edit-failed": { editJobId: string };
  "team-profile-pictures": { renderId: string };
  "webhook-deliver": { deliveryId: string };
  "webhook-dispatch": Record<string, never>;
  "free-headshot": { runId: string };
  "free-headshot-failed": { runId: string };
};

/**
 * Retries of a shoot's generation. The number of automatic retries is the admin parameter
 * `shoots.maxAutoRetries` (default 2), set on each job when it is sent; the delay grows 30 s, ~60 s,
 * ~120 s… up to 10 minutes, long enough for a busy GPU server to recover. A job whose worker was lost
 * (no heartbeat) is retried at once instead (lib/jobs/lost-claims.ts): there is nothing to recover from.
 */
export const SHOOT_RETRY = { retryDelay: 30, retryBackoff: true, retryDelayMax: 600 } as const;

/**
 * A worker that stops sending heartbeats (process killed, machine gone) loses its claim after this
 * long without one, and the job is delivered again at once (lib/jobs/lost-claims.ts; a real failure
 * keeps SHOOT_RETRY's backoff). 10 s is pg-boss's minimum. The worker sends one every
 * SHOOT_HEARTBEAT_REFRESH_SECONDS while the handler runs, so it bounds how long a dead worker holds a
 * shoot, not how long generation may take; a live worker loses its claim only if it cannot write a
 * heartbeat for 8 s (its pg-boss pool or the database stalled), and then stops and the job resumes.
 */
export const SHOOT_HEARTBEAT_SECONDS = 10;

/** How often a worker refreshes a shoot job's heartbeat: a kill is then noticed 8-10 s later, not 5-10 s. */
export const SHOOT_HEARTBEAT_REFRESH_SECONDS = 2;

/**
 * Hard upper bound of one attempt, sized to the real generation time: the CPU studio engine takes
 * ~1-2 s per 1024 px headshot on two cores, more at 2048/4096 px (and a GPU queue may wait), so
 * allow 8 s per headshot plus 10 minutes, and never less than 30 minutes.
 */
export function shootExpirySeconds(headshots: number, printSize: number | null): number {
  const perHeadshot = printSize ? 12 : 8;
  return Math.max(30 * 60, 10 * 60 + headshots * perHeadshot);
}

/** Queue-level defaults (a job's own send options override them). Dead-letter queues first: they are referenced. */
export const QUEUE_DEFINITIONS: { name: QueueName; options: Omit<Queue, "name"> }[] = [
  { name: QUEUES.shootGenerateFailed, options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } },
  // Zips stream stored files (seconds a shoot); a worker that dies loses its claim after 30 s without a heartbeat.
  { name: QUEUES.resultsZip, options: { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 30 * 60, heartbeatSeconds: 30, notify: true } },
  // A team's favourites: one photo per member streamed from storage (a minute for a few thousand).
  { name: QUEUES.teamFavoritesZip, options: { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 * 60, heartbeatSeconds: 30, notify: true } },
  { name: QUEUES.resultsZipExpire, options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 } },
  {
    name: QUEUES.shootGenerate,
    options: {
      ...SHOOT_RETRY,
      retryLimit: 2,
      expireInSeconds: shootExpirySeconds(40, null),
      heartbeatSeconds: SHOOT_HEARTBEAT_SECONDS,
      deadLetter: QUEUES.shootGenerateFailed,
      notify: true,
    },
  },
  { name: QUEUES.shootExtraFailed, options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } },
  // Like shootGenerate; each job's expiry is sized to its headshots when it is sent.
  {
    name: QUEUES.shootExtra,
    options: { ...SHOOT_RETRY, retryLimit: 2, expireInSeconds: shootExpirySeconds(50, null), heartbeatSeconds: SHOOT_HEARTBEAT_SECONDS, deadLetter: QUEUES.shootExtraFailed, notify: true },
  },
  { name: QUEUES.shootExtraDispatch, options: { policy: "exclusive", retryLimit: 1, retryDelay: 30, expireInSeconds: 300 } },
  { name: QUEUES.studioEditFailed, options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } },
  // An edit is one re-render (seconds; a print size a little longer): one retry, then the credit goes back.
  { name: QUEUES.studioEdit, options: { retryLimit: 1, retryDelay: 10, expireInSeconds: 15 * 60, heartbeatSeconds: 30, deadLetter: QUEUES.studioEditFailed, notify: true } },
  // A team's profile pictures, a second or so each; a retry skips the pictures already made (idempotent).
  { name: QUEUES.teamProfilePictures, options: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 60 * 60, heartbeatSeconds: 30, notify: true } },
  // One sweep at a time, queued or running: a slow sweep never piles up behind the next hour's.
  { name: QUEUES.privacySweep, options: { policy: "exclusive", retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 } },
  // Likewise one release run at a time; each reward is its own transaction, so a retry only redoes what is left.
  { name: QUEUES.referralRewards, options: { policy: "exclusive", retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 } },
  // One expiry run at a time; each release is its own guarded transaction, so a retry only does what is left.
  { name: QUEUES.teamInvitesExpire, options: { policy: "exclusive", retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 } },
  // One reminder run at a time (each reminder is also guarded in the database, so even two never send one twice).
  { name: QUEUES.teamReminders, options: { policy: "exclusive", retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 } },
  // One re-invite run at a time; each member is its own guarded transaction, so a retry only does what is left.
  { name: QUEUES.teamReinvite, options: { policy: "exclusive", retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 } },
  // One relay run at a time; the next run picks up what a failed one left.
  { name: QUEUES.emailRelay, options: { policy: "exclusive", retryLimit: 0, expireInSeconds: 10 * 60 } },
  // Our own schedule (5, 15, 60 minutes) retries a webhook, each attempt its own job: pg-boss never retries one.
  { name: QUEUES.webhookDeliver, options: { retryLimit: 0, expireInSeconds: 120, notify: true } },
  { name: QUEUES.webhookDispatch, options: { policy: "exclusive", retryLimit: 0, expireInSeconds: 15 * 60 } },
  { name: QUEUES.freeHeadshotFailed, options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } },
  // One free headshot is one render (a few seconds, longer while paid work goes first in the engine pool).
  { name: QUEUES.freeHeadshot, options: { retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 30 * 60, heartbeatSeconds: 30, deadLetter: QUEUES.freeHeadshotFailed, notify: true } },
];

/** Recurring jobs (pg-boss cron, UTC), registered by the worker (runWorker) when it registers its handler. */
export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: QUEUES.privacySweep, cron: "17 * * * *" },
  { queue: QUEUES.referralRewards, cron: "41 * * * *" },
  { queue: QUEUES.emailRelay, cron: "*/5 * * * *" },
  { queue: QUEUES.teamInvitesExpire, cron: "23 * * * *" },
  { queue: QUEUES.teamReminders, cron: "47 * * * *" },
  { queue: QUEUES.teamReinvite, cron: "37 7 * * *" },
  // Normally the buyer's return to Lumen sends the job at once; this catches payments confirmed only by a webhook.
  { queue: QUEUES.shootExtraDispatch, cron: "* * * * *" },
  { queue: QUEUES.webhookDispatch, cron: "* * * * *" },
];
