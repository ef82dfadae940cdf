// The handler of every queue, with how it is worked. The worker (./worker.ts) registers each of them.
// The one place that composes domains: a shoot's job reports what happened and the handler hands that
// to the payments (lib/shoots never imports lib/payments; the payments settle shoots).
import "server-only";
import type { JobWithMetadata, PgBoss, WorkOptions } from "pg-boss";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { relayStalledEmails } from "@/lib/email/queued";
import { dispatchUpsellDeliveries } from "@/lib/payments/deliver-upsell";
import { settleExtraDelivery } from "@/lib/payments/upsell-settle";
import { runPrivacySweep } from "@/lib/privacy";
import { releaseDueReferralRewards } from "@/lib/referrals/release";
import { buildZip, expireZip } from "@/lib/results/zip";
import { markExtraLost, runExtraGeneration, type ExtraJob, type ExtraOutcome } from "@/lib/shoots/extra";
import { markShootLost, runShootGeneration, type GenerationServices } from "@/lib/shoots/generate";
import { markEditLost, runEditJob } from "@/lib/studio/run";
import { runProfilePictureRender } from "@/lib/teams/branding/rerender";
import { expireInvites } from "@/lib/teams/invites";
import { sendAutomaticReminders } from "@/lib/teams/reminders";
import { reinviteFinishedMembers } from "@/lib/teams/reinvite";
import { sendPendingSetupInvites } from "@/lib/teams/setup-invites";
import { buildFavoritesZip } from "@/lib/teams/results/favorites-zip";
import { queueTeamShootFinished } from "@/lib/teams/results/finished";
import { markFreeHeadshotLost, runFreeHeadshotJob } from "@/lib/tools/free-headshot/runs";
import { deliverDueWebhooks, deliverWebhook } from "@/lib/webhooks/deliver";
import { QUEUES, SHOOT_HEARTBEAT_REFRESH_SECONDS, type JobData, type QueueName } from "./queues";

/** What handlers work with: the database, file storage, the engine and the app's public URL. */
export type JobContext = GenerationServices;

export type JobHandler<Q extends QueueName> = {
  /** pg-boss work options (batchSize 1 and includeMetadata are always set by the worker). */
  work: Omit<WorkOptions, "batchSize" | "includeMetadata">;
  /**
   * Fetch the next job at once after one is done, instead of after the polling interval: for a queue
   * of short jobs whose backlog visitors wait for (pg-boss otherwise sleeps its interval between jobs).
   */
  drain?: boolean;
  /** Settles one job; throwing lets pg-boss retry it (with the queue's backoff) while retries remain. */
  handle(job: JobWithMetadata<JobData[Q]>, ctx: JobContext): Promise<void>;
};

export type HandlerRegistry = { [Q in QueueName]: JobHandler<Q> };

/**
 * The extra headshots of one paid order: the shoot code makes them and marks how the delivery ended, then
 * the payments give back what was not made (a refund or photo credits, once). Settled on every outcome
 * but a retry or an abort (still running), so a delivery a lost worker ended is settled on redelivery.
 */
export async function runExtraHeadshotsJob(ctx: JobContext, job: ExtraJob): Promise<ExtraOutcome> {
  const outcome = await runExtraGeneration(ctx, job);
  if (outcome.status !== "retry" && outcome.status !== "aborted") await settleExtraDelivery(ctx.db, job.orderId);
  return outcome;
}

/** The queue gave up on an order's job: the shoot code fails the delivery, the payments settle it. True when it was still open. */
export async function extraHeadshotsJobLost(db: PrismaClient, orderId: string): Promise<boolean> {
  const lost = await markExtraLost(db, orderId);
  await settleExtraDelivery(db, orderId);
  return lost;
}

const shootJob = z.object({ shootId: z.string().min(1).max(64) });
const orderJob = z.object({ orderId: z.string().min(1).max(64) });
const editJob = z.object({ editJobId: z.string().min(1).max(64) });
const webhookJob = z.object({ deliveryId: z.string().min(1).max(64) });
const freeRunJob = z.object({ runId: z.string().min(1).max(64) });

/** `boss`: the worker's own pg-boss, for handlers that send jobs (without it they leave that to another worker). */
export function createHandlers(options: { concurrency: number; boss?: PgBoss }): HandlerRegistry {
  return {
    [QUEUES.shootGenerate]: {
      // NOTIFY wakes a worker for new jobs at once, but not for retries coming due: poll every 5 s as well.
      work: { localConcurrency: options.concurrency, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5, heartbeatRefreshSeconds: SHOOT_HEARTBEAT_REFRESH_SECONDS },
      async handle(job, ctx) {
        const { shootId } = shootJob.parse(job.data);
        // Which process holds which shoot, for the operator (and the kill test, lib/jobs/lost-claims.test.ts).
        console.info(`[jobs] shoot ${shootId}: generation attempt ${job.retryCount + 1} in pid ${process.pid}`);
        const outcome = await runShootGeneration(
          ctx,
          { shootId, attempt: job.retryCount, retryLimit: job.retryLimit, signal: job.signal, claim: { id: job.id, retryCount: job.retryCount } },
          { onActive: (tx, id) => queueTeamShootFinished(tx, id, { appUrl: ctx.appUrl }) },
        );
        if (outcome.status === "retry") throw outcome.error;
        if (outcome.status === "aborted") throw new Error(`shoot ${shootId}: generation stopped (worker shutting down or claim lost); it resumes on the next delivery`);
      },
    },
    [QUEUES.shootGenerateFailed]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 10 },
      async handle(job, ctx) {
        const { shootId } = shootJob.parse(job.data);
        await markShootLost(ctx.db, shootId);
      },
    },
    [QUEUES.resultsZip]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      async handle(job, ctx) {
        await buildZip(ctx, { id: job.id, data: job.data, signal: job.signal });
      },
    },
    [QUEUES.teamFavoritesZip]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      async handle(job, ctx) {
        await buildFavoritesZip(ctx, { id: job.id, data: job.data, signal: job.signal });
      },
    },
    // Expiry jobs come due by their start time (no NOTIFY): polling once a minute is soon enough.
    [QUEUES.resultsZipExpire]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 60, notifyPollingIntervalSeconds: 60 },
      async handle(job, ctx) {
        await expireZip(ctx.storage, job.data);
      },
    },
    [QUEUES.shootExtra]: {
      work: { localConcurrency: options.concurrency, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5, heartbeatRefreshSeconds: SHOOT_HEARTBEAT_REFRESH_SECONDS },
      async handle(job, ctx) {
        const { orderId } = orderJob.parse(job.data);
        const outcome = await runExtraHeadshotsJob(ctx, { orderId, attempt: job.retryCount, retryLimit: job.retryLimit, signal: job.signal });
        if (outcome.status === "retry") throw outcome.error;
        if (outcome.status === "aborted") throw new Error(`order ${orderId}: extra headshots stopped (worker shutting down or claim lost); they resume on the next delivery`);
      },
    },
    [QUEUES.shootExtraFailed]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 10 },
      async handle(job, ctx) {
        const { orderId } = orderJob.parse(job.data);
        await extraHeadshotsJobLost(ctx.db, orderId);
      },
    },
    [QUEUES.shootExtraDispatch]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        if (options.boss) await dispatchUpsellDeliveries(ctx.db, options.boss);
      },
    },
    [QUEUES.studioEdit]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      async handle(job, ctx) {
        const { editJobId } = editJob.parse(job.data);
        const outcome = await runEditJob(ctx, { editJobId, attempt: job.retryCount, retryLimit: job.retryLimit, signal: job.signal });
        if (outcome.status === "retry") throw outcome.error;
      },
    },
    [QUEUES.studioEditFailed]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 10 },
      async handle(job, ctx) {
        const { editJobId } = editJob.parse(job.data);
        await markEditLost(ctx.db, ctx.storage, editJobId);
      },
    },
    [QUEUES.teamProfilePictures]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      async handle(job, ctx) {
        await runProfilePictureRender(ctx, { data: job.data, signal: job.signal });
      },
    },
    // One attempt of a webhook delivery; a failure queues the next attempt itself (5, 15, 60 minutes later).
    [QUEUES.webhookDeliver]: {
      work: { localConcurrency: 2, pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 5 },
      async handle(job, ctx) {
        const { deliveryId } = webhookJob.parse(job.data);
        await deliverWebhook(ctx.db, deliveryId, { boss: options.boss });
      },
    },
    [QUEUES.webhookDispatch]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        await deliverDueWebhooks(ctx.db, { boss: options.boss });
      },
    },
    // Free headshots one at a time, whatever WORKER_CONCURRENCY says: they wait for paid work anyway
    // (lib/engine/pool.ts starts a free job only when no paid one waits), and a burst of them must
    // not take the worker's database connections and memory from the shoots.
    [QUEUES.freeHeadshot]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      // A headshot takes about a second: a burst of visitors is worked through back to back.
      drain: true,
      async handle(job, ctx) {
        const { runId } = freeRunJob.parse(job.data);
        const outcome = await runFreeHeadshotJob(ctx, { runId, attempt: job.retryCount, retryLimit: job.retryLimit, signal: job.signal });
        if (outcome.status === "retry") throw outcome.error;
      },
    },
    [QUEUES.freeHeadshotFailed]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 10 },
      async handle(job, ctx) {
        const { runId } = freeRunJob.parse(job.data);
        await markFreeHeadshotLost(ctx.db, runId);
      },
    },
    [QUEUES.privacySweep]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        await runPrivacySweep(ctx.db, ctx.storage);
      },
    },
    [QUEUES.emailRelay]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        const run = await relayStalledEmails(ctx.db);
        if (run.sent + run.failed > 0) console.log(`[email] relayed ${run.sent} queued email(s) no process had sent, ${run.failed} failed`);
      },
    },
    [QUEUES.teamReminders]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        const sent = await sendAutomaticReminders(ctx.db, { appUrl: ctx.appUrl });
        if (sent.invites + sent.members > 0) console.log(`[teams] sent ${sent.invites} invite reminder(s) and ${sent.members} member reminder(s)`);
      },
    },
    [QUEUES.teamInvitesExpire]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        const released = await expireInvites(ctx.db);
        if (released > 0) console.log(`[teams] ${released} expired invite(s) gave their credit back`);
        // A finished wizard whose colleagues were not invited yet (the process stopped after the payment).
        const late = await sendPendingSetupInvites(ctx.db);
        if (late > 0) console.log(`[teams] invited the colleagues of ${late} finished wizard(s) late`);
      },
    },
    [QUEUES.teamReinvite]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        const invited = await reinviteFinishedMembers(ctx.db);
        if (invited > 0) console.log(`[teams] ${invited} finished member(s) re-invited after their organisation's period`);
      },
    },
    [QUEUES.referralRewards]: {
      work: { localConcurrency: 1, pollingIntervalSeconds: 30 },
      async handle(_job, ctx) {
        const run = await releaseDueReferralRewards(ctx.db);
        // Each failure was logged and is retried next hour; a run where every release failed (the database
        // is down) is retried sooner by pg-boss.
        if (run.failed > 0 && run.released + run.canceled + run.withheld + run.waiting === 0) throw new Error(`referral rewards: all ${run.failed} releases failed`);
      },
    },
  };
}
