// /organization/teams: the organisation's sub-teams (names unique within it), through lib/teams/members.ts.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { MemberError } from "@/lib/teams/member-errors";
import { createOrganizationSubTeam, deleteFoundSubTeam, findSubTeam, listSubTeams, renameFoundSubTeam } from "@/lib/teams/members";
import { ApiError } from "./errors";
import type { TeamOut } from "./schemas";

const nameTaken = (e: unknown): never => {
  if (e instanceof MemberError && e.code === "TEAM_NAME_TAKEN") throw new ApiError("ALREADY_EXISTS", "TEAM_NAME_TAKEN");
  throw e;
};

async function found(db: PrismaClient, organizationId: string, teamId: string) {
  const team = await findSubTeam(db, organizationId, teamId);
  if (!team) throw new ApiError("NOT_FOUND", "TEAM_NOT_FOUND");
  return team;
}

async function teamOut(db: PrismaClient, organizationId: string, teamId: string): Promise<TeamOut> {
  const team = (await listSubTeams(db, organizationId)).find((t) => t.id === teamId);
  if (!team) throw new ApiError("NOT_FOUND", "TEAM_NOT_FOUND");
  return team;
}

export async function listTeams(db: PrismaClient, organizationId: string): Promise<{ items: TeamOut[] }> {
  return { items: await listSubTeams(db, organizationId) };
}

export async function createTeam(db: PrismaClient, organizationId: string, name: string): Promise<TeamOut> {
  const { id } = await createOrganizationSubTeam(db, organizationId, name).catch(nameTaken);
  return teamOut(db, organizationId, id);
}

export async function renameTeam(db: PrismaClient, organizationId: string, teamId: string, name: string): Promise<TeamOut> {
  const team = await found(db, organizationId, teamId);
  await renameFoundSubTeam(db, team.id, name).catch(nameTaken);
  return teamOut(db, organizationId, team.id);
}

/** Its people stay in the organisation, in no sub-team. */
export async function deleteTeam(db: PrismaClient, organizationId: string, teamId: string): Promise<{ id: string; deleted: true }> {
  const team = await found(db, organizationId, teamId);
  await deleteFoundSubTeam(db, team.id);
  return { id: team.id, deleted: true };
}
