// The back office's shoot and upload lists: their URL queries (lib/lists/query.ts), and the forms of
// the shoot actions.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const SHOOT_STATES = ["ONBOARDING", "WAITING", "PROCESSING", "GENERATING", "ACTIVE", "FAILED", "DELETED"] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));

export const shootsQuery = listQuery({
  sort: ["createdAt", "updatedAt", "state"],
  defaultSort: "-createdAt",
  filters: {
    state: z.enum(SHOOT_STATES).optional(),
    engine: z.string().trim().regex(/^[a-z0-9_.-]{1,40}$/i).optional(),
    from: day.optional(),
    to: day.optional(),
  },
});
export type ShootsQuery = ReturnType<typeof shootsQuery.parse>;

export const UPLOAD_VERDICTS = ["accepted", "rejected"] as const;

export const uploadsQuery = listQuery({
  sort: ["createdAt", "score"],
  defaultSort: "-createdAt",
  filters: {
    verdict: z.enum(UPLOAD_VERDICTS).optional(),
    reason: z.string().trim().regex(/^[A-Z0-9_]{1,40}$/).optional(),
    from: day.optional(),
    to: day.optional(),
  },
});
export type UploadsQuery = ReturnType<typeof uploadsQuery.parse>;

/** The reason counts' window: the last 14 or 30 days. */
export function readDays(value: unknown): 14 | 30 {
  return value === "30" ? 30 : 14;
}

/** `createdAt` within [from, to] (whole UTC days). */
export function dayRange(from: string | undefined, to: string | undefined): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { lt: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) } : {}),
  };
}

const id = z.string().trim().min(1, "required").max(64, "required");
const reason = z.string().trim().min(3, "reasonRequired").max(500, "reasonTooLong");

export const shootForm = z.object({ shootId: id });
export const regenerateForm = z.object({ shootId: id, styleId: z.string().trim().min(1, "styleRequired").max(64, "styleRequired") });
export const moveForm = z.object({ shootId: id, to: z.enum(SHOOT_STATES, { error: "stateRequired" }), reason });
export const deleteForm = z.object({ shootId: id, reason });
