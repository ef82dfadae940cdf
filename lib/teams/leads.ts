// Who hears about the team's business: its owner (Organization.ownerId, with or without a membership)
// and its joined leads, each once, with an address that can receive mail, in their language. The
// low-credits email goes to all of them; "a member finished" only to those who want it
// (Membership.notifyFinished), never to the member themselves.
import "server-only";
import type { Prisma } from "@/lib/db";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { ACTIVE_MEMBERSHIP } from "./access";

export type LeadRecipient = { userId: string; email: string; name: string; locale: Locale };

export async function leadRecipients(tx: Prisma.TransactionClient, organizationId: string, options: { wantsFinished?: boolean; except?: string } = {}): Promise<LeadRecipient[]> {
  const [org, leads] = await Promise.all([
    tx.organization.findUnique({ where: { id: organizationId }, select: { ownerId: true } }),
    tx.membership.findMany({
      where: { organizationId, role: { in: ["OWNER", "LEAD"] }, ...ACTIVE_MEMBERSHIP },
      orderBy: { createdAt: "asc" },
      select: { userId: true, notifyFinished: true },
    }),
  ]);
  if (!org) return [];
  const muted = new Set(options.wantsFinished ? leads.filter((l) => !l.notifyFinished).map((l) => l.userId) : []);
  const ids = [...new Set([org.ownerId, ...leads.map((l) => l.userId)])].filter((id) => id !== options.except && !muted.has(id));
  const users = await tx.user.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true, email: true, name: true, locale: true } });
  return ids.flatMap((id) => {
    const user = users.find((u) => u.id === id);
    return user && !isUndeliverable(user.email) ? [{ userId: user.id, email: user.email, name: user.name ?? "", locale: isLocale(user.locale) ? user.locale : "en" }] : [];
  });
}
