"use server";
// The webhook settings' forms (/app/admin/api): save the URL and events, rotate the secret, send a test
// event, remove the endpoint. Each runs as a team lead (action role "lead") and asks the organisation
// again (requireTeam with "api.manage"), so a member whose session still says "lead" is refused and a
// lead only ever touches their own organisation's endpoint. A new secret comes back once, in `detail`.
import "server-only";
import { z } from "zod";
import { prisma, type PrismaClient } from "@/lib/db";
import { action, type ActionState } from "@/lib/http/action";
import { startedBoss } from "@/lib/jobs/boss";
import { requireTeam } from "@/lib/teams/organization";
import { organizationSettings } from "@/lib/teams/settings";
import { removeWebhookEndpoint, rotateWebhookSecret, saveWebhookEndpoint, sendTestEvent } from "./endpoint";
import { WebhookError } from "./errors";

/** The organisation the lead may configure webhooks for: theirs, with its API feature on. */
async function webhookTeam(db: PrismaClient, userId: string) {
  const team = await requireTeam(db, userId, "api.manage");
  if (!(await organizationSettings(db, team.organizationId)).features.api) throw new WebhookError("API_DISABLED");
  return team;
}

const events = z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(z.string().max(64)).max(20));

export const saveWebhookAction = action(
  z.object({ url: z.string().max(4000, "INVALID_URL"), events }),
  async (input, { principal }): Promise<ActionState> => {
    const db = await prisma();
    const team = await webhookTeam(db, principal.userId);
    const saved = await saveWebhookEndpoint(db, { organizationId: team.organizationId, actorId: principal.userId, url: input.url, events: input.events });
    if (!saved.ok) return { fieldErrors: { [saved.field]: saved.code } };
    return { ok: true, detail: saved.secret ?? undefined };
  },
  { role: "lead" },
);

export const rotateWebhookSecretAction = action(
  z.object({ confirm: z.literal("rotate", "CONFIRM_ROTATE") }),
  async (_input, { principal }): Promise<ActionState> => {
    const db = await prisma();
    const team = await webhookTeam(db, principal.userId);
    return { ok: true, detail: await rotateWebhookSecret(db, { organizationId: team.organizationId, actorId: principal.userId }) };
  },
  { role: "lead" },
);

export const sendTestWebhookAction = action(
  z.object({}),
  async (_input, { principal }): Promise<ActionState> => {
    const db = await prisma();
    const team = await webhookTeam(db, principal.userId);
    // A retry after a failed first attempt is queued as a job where pg-boss runs, else the dispatcher sends it.
    const sent = await sendTestEvent(db, { organizationId: team.organizationId, actorId: principal.userId }, { boss: startedBoss() });
    return { ok: true, detail: sent.outcome };
  },
  { role: "lead" },
);

export const removeWebhookAction = action(
  z.object({ confirm: z.literal("remove", "CONFIRM_REMOVE") }),
  async (_input, { principal }): Promise<ActionState> => {
    const db = await prisma();
    const team = await webhookTeam(db, principal.userId);
    await removeWebhookEndpoint(db, { organizationId: team.organizationId, actorId: principal.userId });
    return { ok: true };
  },
  { role: "lead" },
);
