// The team lead's results list (/app/admin/results): its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

const ID = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const ACTIONED_FILTERS = ["open", "done"] as const;

export const finishedShootsQuery = listQuery({
  sort: ["readyAt", "name"],
  defaultSort: "-readyAt",
  filters: {
    /** A sub-team's id (Team.id) of the lead's organisation; another organisation's id selects nothing. */
    team: ID.optional(),
    /** "open": not marked as actioned yet; "done": marked. */
    actioned: z.enum(ACTIONED_FILTERS).optional(),
  },
});

export type FinishedShootsQuery = ReturnType<typeof finishedShootsQuery.parse>;
