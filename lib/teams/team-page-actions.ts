"use server";

// The team page's forms: the lead's (/app/admin/team-page: the page, its link, the order of the people
// and hiding one) and the member's opt-in (/team-member). Each asks the organisation check again inside
// (requireTeam): another organisation's ids are NOT_FOUND. Refusals are keys of TeamPage.errors, else
// TeamLead.errors.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { requireTeam } from "./organization";
import {
  moveTeamPagePerson, renewTeamPageLink, revokeTeamPage, saveMemberTeamPageChoice, saveTeamPage, setTeamPagePersonHidden,
  TEAM_PAGE_INTRO_MAX, TEAM_PAGE_JOB_TITLE_MAX, TEAM_PAGE_NAME_MAX, TEAM_PAGE_TITLE_MAX,
} from "./team-page";

const id = z.string().trim().min(1).max(64);
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean());
const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalText = (max: number) => z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.string().trim().max(max, "tooLong").optional());

async function leadOrganization(userId: string) {
  const db = await prisma();
  const team = await requireTeam(db, userId, "organization.update");
  return { db, organizationId: team.organizationId };
}

export const saveTeamPageAction = action(
  z.object({ title: text(TEAM_PAGE_TITLE_MAX), intro: optionalText(TEAM_PAGE_INTRO_MAX), indexable: checkbox }),
  async (input, { principal }) => {
    const { db, organizationId } = await leadOrganization(principal.userId);
    await saveTeamPage(db, organizationId, input);
  },
  { role: "lead" },
);

export const revokeTeamPageAction = action(z.object({}), async (_input, { principal }) => {
  const { db, organizationId } = await leadOrganization(principal.userId);
  await revokeTeamPage(db, organizationId);
}, { role: "lead" });

export const renewTeamPageLinkAction = action(z.object({}), async (_input, { principal }) => {
  const { db, organizationId } = await leadOrganization(principal.userId);
  await renewTeamPageLink(db, organizationId);
}, { role: "lead" });

export const setTeamPagePersonHiddenAction = action(z.object({ membershipId: id, hidden: checkbox }), async (input, { principal }) => {
  const { db, organizationId } = await leadOrganization(principal.userId);
  await setTeamPagePersonHidden(db, organizationId, input.membershipId, input.hidden);
}, { role: "lead" });

export const moveTeamPagePersonAction = action(z.object({ membershipId: id, direction: z.enum(["up", "down"]) }), async (input, { principal }) => {
  const { db, organizationId } = await leadOrganization(principal.userId);
  await moveTeamPagePerson(db, organizationId, input.membershipId, input.direction);
}, { role: "lead" });

/** The member's own choice: on or off, one of their headshots (default their favourite), name and job title. */
export const saveMemberTeamPageAction = action(
  z.object({
    show: checkbox,
    resultId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()),
    name: text(TEAM_PAGE_NAME_MAX),
    title: optionalText(TEAM_PAGE_JOB_TITLE_MAX),
  }),
  async (input, { principal }) => {
    await saveMemberTeamPageChoice(await prisma(), principal.userId, input);
  },
  { role: "member" },
);
