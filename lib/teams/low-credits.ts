// "Low credits": when an organisation's free credits drop below LOW_CREDITS_THRESHOLD, its owner and
// leads are mailed once (template "team-low-credits", a link to buy more). Once per crossing: the flag
// `lowCreditsNotified` in Organization.settings is set when they are mailed and cleared when the free
// credits are seen at or above the threshold again, so a team hovering at 2 is not mailed on every
// submission. Leads who switched it off (settings notifications.lowCredits) are not mailed. Called in the transaction that took the credit (lib/shoots/submit.ts), after the guarded
// UPDATE has locked the organisation's row, so two submissions cannot both mail.
import "server-only";
import type { Prisma } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail } from "@/lib/email/queued";
import type { CreditBalance } from "./credits";
import { BUY_CREDITS_PATH } from "./errors";
import { leadRecipients } from "./leads";
import { wantsEmail } from "./notifications";

type Tx = Prisma.TransactionClient;

export const LOW_CREDITS_THRESHOLD = 3;

const FLAG = "lowCreditsNotified";

function settingsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * After a change of the free credits (`before` → `after.free`): mails the owner and leads when they
 * dropped below the threshold and were not mailed since they were last at or above it; clears the flag
 * when they are at or above it. Returns the queued emails' ids (hand them to relayAfterCommit).
 */
export async function noteFreeCredits(tx: Tx, input: { organizationId: string; before: number; after: CreditBalance; appUrl: string }): Promise<string[]> {
  const org = await tx.organization.findUnique({ where: { id: input.organizationId }, select: { name: true, ownerId: true, settings: true, deletedAt: true } });
  if (!org || org.deletedAt) return [];
  const settings = settingsOf(org.settings);
  const flagged = settings[FLAG] === true;
  if (input.after.free >= LOW_CREDITS_THRESHOLD) {
    if (flagged) await tx.organization.update({ where: { id: input.organizationId }, data: { settings: { ...settings, [FLAG]: false } as Prisma.InputJsonObject } });
    return [];
  }
  // Below: mail unless already mailed for this dip (a purchase that lifted it to the threshold and a
  // submission that took it below again is a new crossing, seen through `before`).
  if (flagged && input.before < LOW_CREDITS_THRESHOLD) return [];
  await tx.organization.update({ where: { id: input.organizationId }, data: { settings: { ...settings, [FLAG]: true } as Prisma.InputJsonObject } });
  // Switched off on /app/admin/notifications: the crossing is noted all the same, nobody is mailed.
  if (!wantsEmail(org.settings, "lowCredits")) return [];
  const ids: string[] = [];
  for (const lead of await leadRecipients(tx, input.organizationId)) {
    ids.push(
      await queueEmail(tx, {
        to: lead.email,
        userId: lead.userId,
        template: "team-low-credits",
        locale: lead.locale,
        data: { name: lead.name, organization: org.name, free: String(Math.max(0, input.after.free)), url: appLink(input.appUrl, BUY_CREDITS_PATH, lead.locale) },
      }),
    );
  }
  return ids;
}
