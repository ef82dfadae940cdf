// The back office's audit log list: its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

const day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));

export const auditQuery = listQuery({
  sort: ["createdAt"],
  defaultSort: "-createdAt",
  filters: {
    /** The actor: an email (exact, any case) or a user id. */
    actor: z.string().trim().min(1).max(200).optional(),
    targetType: z.string().trim().regex(/^[A-Za-z]{1,60}$/).optional(),
    targetId: z.string().trim().min(1).max(100).optional(),
    /** The start of the action: "user." or "user.view-as". */
    action: z.string().trim().regex(/^[a-z0-9._-]{1,80}$/i).optional(),
    /** UTC days, both included. */
    from: day.optional(),
    to: day.optional(),
  },
});

export type AuditQuery = ReturnType<typeof auditQuery.parse>;
