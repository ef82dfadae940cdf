// The team lead's members list (/app/admin/members): its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

/** Where a person stands, computed from their invite, membership and shoot (lib/teams/members/queries.ts). */
export const MEMBER_STATES = ["invited", "joined", "uploading", "generating", "finished", "deleted"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const membersQuery = listQuery({
  sort: ["name", "email", "state", "team", "createdAt", "finishedAt"],
  defaultSort: "-createdAt",
  filters: {
    state: z.enum(MEMBER_STATES).optional(),
    team: z.string().trim().regex(/^[a-z0-9]{1,64}$/i).optional(),
  },
});

export type MembersQuery = ReturnType<typeof membersQuery.parse>;
