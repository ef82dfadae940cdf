// GET /organization/team[/accepted|/pending]: the organisation's people with the API's statuses, which
// group the members list's states (lib/teams/members/queries.ts):
//   pending   invited, not joined yet
//   accepted  joined, uploading or generating: in, headshots not ready yet
//   finished  headshots ready
//   deleted   shown only for a member whose shoot was deleted (removed members are left out)
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { findPeopleInStates, type MemberRow } from "@/lib/teams/members/queries";
import type { MemberState } from "@/lib/teams/members/schemas";
import { pageOf, type MemberOut, type PageOf } from "./schemas";

export type MemberStatus = MemberOut["status"];

export const STATES_OF: Record<Exclude<MemberStatus, "deleted">, readonly MemberState[]> = {
  pending: ["invited"],
  accepted: ["joined", "uploading", "generating"],
  finished: ["finished"],
};

export function memberStatus(state: MemberState): MemberStatus {
  if (state === "invited") return "pending";
  if (state === "finished") return "finished";
  if (state === "deleted") return "deleted";
  return "accepted";
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function memberOut(row: MemberRow): MemberOut {
  return {
    id: row.id, type: row.kind, status: memberStatus(row.state), name: row.name, email: row.email, title: row.title,
    role: row.role, teamId: row.teamId, teamName: row.teamName, modelId: row.shootId,
    finishedAt: iso(row.finishedAt), createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listMembers(db: PrismaClient, organizationId: string, query: { status?: Exclude<MemberStatus, "deleted">; limit: number; offset: number }): Promise<PageOf<MemberOut>> {
  const { rows, total } = await findPeopleInStates(db, organizationId, { states: query.status ? STATES_OF[query.status] : undefined, limit: query.limit, offset: query.offset });
  return pageOf(rows.map(memberOut), total, query);
}
