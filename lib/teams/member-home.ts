// Where a team member belongs on their own pages (/team-member/*), by the state of their shoot:
//   no shoot, or one in ONBOARDING          → /team-member/onboarding (the upload flow of lib/shoots)
//   submitted, being made, or failed        → /team-member/waiting
//   ready (ACTIVE)                          → /team-member (their results); held for review → /team-member/waiting
//   deleted, or back in ONBOARDING after a retry the lead granted, nothing uploaded again yet
//                                           → /team-member/deleted (contact the lead / start again)
import "server-only";
import type { PrismaClient, ShootState } from "@/lib/db";
import { heldForReview, REVIEW_SELECT } from "@/lib/shoots/review-hold";
import { openMemberShoot } from "./member-shoot";
import { teamOf, type TeamContext } from "./organization";

export type MemberPage = "onboarding" | "waiting" | "results" | "deleted";

export const MEMBER_PAGE_PATH: Record<MemberPage, string> = {
  onboarding: "/team-member/onboarding",
  waiting: "/team-member/waiting",
  results: "/team-member",
  deleted: "/team-member/deleted",
};

export type MemberHome = {
  team: TeamContext;
  /** `underReview`: ACTIVE but held for a platform admin's review (lib/shoots/review-hold.ts): the member waits. */
  shoot: { id: string; title: string; state: ShootState; retryGranted: boolean; underReview: boolean } | null;
  page: MemberPage;
};

const IN_PROGRESS: ShootState[] = ["WAITING", "PROCESSING", "GENERATING", "FAILED"];

/**
 * The member's organisation, their newest shoot there and the page it belongs on. Null for someone
 * with no membership in an organisation (an owner who never joined as a member: nothing to show here).
 */
export async function memberHome(db: PrismaClient, userId: string): Promise<MemberHome | null> {
  const team = await teamOf(db, userId);
  if (!team?.membershipId) return null;
  const shoot = await db.shoot.findFirst({
    where: { membershipId: team.membershipId, userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, state: true, deletedAt: true, leadRetryAt: true, ...REVIEW_SELECT },
  });
  if (!shoot) return { team, shoot: null, page: "onboarding" };
  const deleted = shoot.state === "DELETED" || shoot.deletedAt !== null;
  const retryGranted = shoot.state === "ONBOARDING" && shoot.leadRetryAt !== null;
  let page: MemberPage;
  if (deleted) page = "deleted";
  else if (shoot.state === "ACTIVE" && heldForReview(shoot)) page = "waiting";
  else if (shoot.state === "ACTIVE") page = "results";
  else if (IN_PROGRESS.includes(shoot.state)) page = "waiting";
  else if (retryGranted && (await db.uploadedPhoto.count({ where: { shootId: shoot.id, deletedAt: null } })) === 0) page = "deleted";
  else page = "onboarding";
  return { team, shoot: { id: shoot.id, title: shoot.title, state: shoot.state, retryGranted, underReview: shoot.state === "ACTIVE" && heldForReview(shoot) }, page };
}

/**
 * The member's shoot to upload for: their open one, or a new one (a member who joined before shoots
 * were made for them, say). Null when they have none to work on (deleted without a retry).
 */
export async function memberShootForUpload(db: PrismaClient, userId: string, locale: string): Promise<{ id: string } | null> {
  const home = await memberHome(db, userId);
  if (!home?.team.membershipId) return null;
  if (home.shoot && home.page === "deleted" && !home.shoot.retryGranted) return null;
  if (home.shoot && home.shoot.state !== "DELETED") return { id: home.shoot.id };
  if (home.shoot) return null;
  const membershipId = home.team.membershipId;
  const opened = await db.$transaction((tx) => openMemberShoot(tx, { organizationId: home.team.organizationId, membershipId, userId, locale, reason: "member onboarding" }));
  return { id: opened.id };
}
