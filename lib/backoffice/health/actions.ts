"use server";
// /admin/development: requeue one failed job, or every failed job of a queue.
import "server-only";
import { z } from "zod";
import { adminAction } from "@/lib/backoffice/action";
import { BackofficeError } from "@/lib/backoffice/errors";
import { requeueFailedJobs, RequeueConflict } from "./requeue";

export const requeueJobsAction = adminAction(
  z.object({
    queue: z.string().trim().regex(/^[a-z0-9-]{1,60}$/, { error: "badQueue" }),
    jobId: z.preprocess((v) => (v === "" ? undefined : v), z.uuid({ error: "badJob" }).optional()),
  }),
  async (input, { actorId, db }) => {
    const { requeued } = await requeueFailedJobs(db, { queue: input.queue, jobId: input.jobId, actorId }).catch((e: unknown) => {
      throw e instanceof RequeueConflict ? new BackofficeError("BackofficeOperations", "ALREADY_QUEUED", {}, 409) : e;
    });
    if (requeued.length === 0) throw new BackofficeError("BackofficeOperations", "NOTHING_TO_REQUEUE");
    return { ok: true, detail: String(requeued.length) };
  },
);
