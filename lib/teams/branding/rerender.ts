// "Also update existing members": the `team-profile-pictures` job makes again every picture a default
// template makes (its scope's finished members), a batch of shoots at a time (keyset by id), writing
// its progress on the ProfilePictureRender row after each member so the branding page can say "n of m".
// A picture already current (same template version, same headshot) is counted and skipped, so a retry
// after a crash, or a second delivery, only does what is left. A member whose headshot shows no face
// for a cut-out background is counted as failed and the job goes on.
import "server-only";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/lib/db";
import type { FileStorage } from "@/lib/storage/types";
import { finishedShootsWhere } from "../results/queries";
import { BrandingError } from "./errors";
import { currentPicture, PICTURE_SHOOT_SELECT, pictureIsCurrent, type PictureShoot } from "./pictures";
import type { Restyle } from "./render";
import { findTemplate, type PfpTemplate } from "./templates";

export const renderJobData = z.object({ renderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const BATCH = 20;

/** The finished shoots whose picture `template` makes: its sub-team's, or the organisation's members without a sub-team default. */
export function templateShootsWhere(template: Pick<PfpTemplate, "organizationId" | "teamId">): Prisma.ShootWhereInput {
  const base = finishedShootsWhere(template.organizationId, { q: "", team: undefined, actioned: undefined });
  const scope: Prisma.MembershipWhereInput = template.teamId
    ? { teamId: template.teamId }
    : { OR: [{ teamId: null }, { team: { pfpTemplates: { none: { isDefault: true, active: true } } } }] };
  return { AND: [base, { membership: scope }] };
}

export type RenderView = {
  id: string;
  templateId: string;
  templateName: string;
  state: "queued" | "running" | "done";
  total: number;
  done: number;
  failed: number;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The organisation's newest re-render (what the branding page shows), or null. */
export async function latestRender(db: PrismaClient, organizationId: string): Promise<RenderView | null> {
  const row = await db.profilePictureRender.findFirst({
    where: { organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, templateId: true, state: true, total: true, done: true, failed: true, createdAt: true, finishedAt: true, template: { select: { name: true } } },
  });
  if (!row) return null;
  const state = row.state === "running" || row.state === "done" ? row.state : "queued";
  return { id: row.id, templateId: row.templateId, templateName: row.template.name, state, total: row.total, done: row.done, failed: row.failed, createdAt: row.createdAt, finishedAt: row.finishedAt };
}

/** The job's side. Throws (so the queue retries) on anything but a member's unusable headshot. */
export async function runProfilePictureRender(
  ctx: { db: PrismaClient; storage: FileStorage; restyle?: Restyle },
  job: { data: unknown; signal?: AbortSignal },
): Promise<{ total: number; made: number; skipped: number; failed: number }> {
  const { renderId } = renderJobData.parse(job.data);
  const { db } = ctx;
  const render = await db.profilePictureRender.findUnique({ where: { id: renderId }, select: { id: true, organizationId: true, templateId: true, state: true } });
  if (!render || render.state === "done") return { total: 0, made: 0, skipped: 0, failed: 0 };
  const template = await findTemplate(db, render.organizationId, render.templateId).catch(() => null);
  const finish = (total: number, done: number, failed: number) =>
    db.profilePictureRender.update({ where: { id: renderId }, data: { state: "done", total, done, failed, finishedAt: new Date() } });
  // Deleted, or no longer a default since: it makes nobody's picture.
  if (!template?.isDefault) {
    await finish(0, 0, 0);
    return { total: 0, made: 0, skipped: 0, failed: 0 };
  }
  const where = templateShootsWhere(template);
  const total = await db.shoot.count({ where });
  await db.profilePictureRender.update({ where: { id: renderId }, data: { state: "running", total, done: 0, failed: 0, startedAt: new Date() } });

  let made = 0, skipped = 0, failed = 0, after: string | undefined;
  for (;;) {
    const shoots: PictureShoot[] = await db.shoot.findMany({
      where: after ? { AND: [where, { id: { gt: after } }] } : where,
      orderBy: { id: "asc" },
      take: BATCH,
      select: PICTURE_SHOOT_SELECT,
    });
    for (const shoot of shoots) {
      job.signal?.throwIfAborted();
      if (await pictureIsCurrent(db, shoot.id, template)) skipped++;
      else {
        try {
          await currentPicture({ ...ctx, signal: job.signal }, shoot, template);
          made++;
        } catch (error) {
          if (!(error instanceof BrandingError)) throw error;
          failed++;
        }
      }
      await db.profilePictureRender.update({ where: { id: renderId }, data: { done: made + skipped + failed, failed } });
    }
    if (shoots.length < BATCH) break;
    after = shoots[shoots.length - 1]!.id;
  }
  await finish(Math.max(total, made + skipped + failed), made + skipped + failed, failed);
  return { total, made, skipped, failed };
}
