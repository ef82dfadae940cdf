// /admin/support's demo tickets: one OPEN question from the demo user, and one CLOSED ticket with the
// demo admin's reply (its email stays in the outbox, /admin/email). Made with lib/support/tickets as the
// contact form and the back office would; a re-run finds them by address and subject and leaves them.
import { createSupportTicket, replyToTicket } from "@/lib/support/tickets";
import { demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export const DEMO_TICKETS = {
  open: { subject: "Can I change the backdrop after my shoot?", body: "Hi! I love my headshots, but I would like a darker backdrop for my LinkedIn profile. Can I change it after the shoot, or do I need a new one?" },
  closed: { subject: "Invoice with my company address", body: "Hello, could you add my company name and VAT number to the receipt of my last order? Thanks!" },
  reply: "Hi Maya, you can add your company name and VAT number under Profile → Billing, and every receipt shows them, including your last one. Best, Sam from Lumen",
} as const;

export async function seedDemoOperations({ db, appUrl }: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const [user, admin] = await Promise.all([
    db.user.findUnique({ where: { email: demoAccount("user").email }, select: { id: true, email: true, locale: true } }),
    db.user.findUnique({ where: { email: demoAccount("admin").email }, select: { id: true } }),
  ]);
  if (!user || !admin) return log("support tickets: skipped (the demo user or admin is missing)");
  let made = 0;
  for (const which of ["open", "closed"] as const) {
    const t = DEMO_TICKETS[which];
    if (await db.supportTicket.findFirst({ where: { email: user.email, subject: t.subject }, select: { id: true } })) continue;
    const locale = user.locale === "de" || user.locale === "es" ? user.locale : "en";
    const { id } = await createSupportTicket(db, { userId: user.id, email: user.email, subject: t.subject, body: t.body, locale });
    if (which === "closed") {
      await replyToTicket(db, { ticketId: id, actorId: admin.id, body: DEMO_TICKETS.reply, status: "CLOSED", appUrl }, { relay: () => {} });
    }
    made++;
  }
  log(`support tickets: ${made ? `${made} made` : "found"}`);
}
