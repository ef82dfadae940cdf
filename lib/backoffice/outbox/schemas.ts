// The back office's email outbox list: its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED"] as const;

export const outboxQuery = listQuery({
  sort: ["createdAt", "to", "subject", "status"],
  defaultSort: "-createdAt",
  filters: {
    status: z.enum(OUTBOX_STATUSES).optional(),
    template: z.string().trim().regex(/^[a-z0-9-]{1,60}$/).optional(),
  },
});

export type OutboxQuery = ReturnType<typeof outboxQuery.parse>;
