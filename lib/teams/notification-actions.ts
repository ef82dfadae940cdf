"use server";

// /app/admin/notifications: the leads' email switches and the automatic reminders (settings group
// `notifications`, lib/teams/notifications.ts). Field errors are keys of TeamNotifications.errors.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action, type ActionState } from "@/lib/http/action";
import { saveNotificationSettings } from "./notifications";
import { requireTeam } from "./organization";

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean());
const number = (min: number, max: number, key: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number(key).int(key).min(min, key).max(max, key).optional());

export const saveNotificationsAction = action(
  z.object({
    lowCredits: checkbox,
    resultsReady: checkbox,
    favoriteSelected: checkbox,
    remind: checkbox,
    remindAfterDays: number(1, 60, "afterDays"),
    remindMaxTimes: number(1, 10, "maxTimes"),
  }),
  async (input, { principal }): Promise<ActionState | void> => {
    const db = await prisma();
    const team = await requireTeam(db, principal.userId, "organization.update");
    if (input.remind && input.remindAfterDays === undefined) return { fieldErrors: { remindAfterDays: "afterDays" } };
    if (input.remindMaxTimes === undefined) return { fieldErrors: { remindMaxTimes: "maxTimes" } };
    await saveNotificationSettings(db, team.organizationId, {
      lowCredits: input.lowCredits,
      resultsReady: input.resultsReady,
      favoriteSelected: input.favoriteSelected,
      remindAfterDays: input.remind ? input.remindAfterDays! : null,
      remindMaxTimes: input.remindMaxTimes,
    });
  },
  { role: "lead" },
);
