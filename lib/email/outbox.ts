import type { EmailStatus, PrismaClient } from "@/lib/db";

/** What the admin's outbox shows. `text` is the body with secret links redacted, null once handed to SMTP. */
export type OutboxEntry = { id: string; to: string; subject: string; text: string | null; template: string; locale: string; status: EmailStatus; lastError: string | null; createdAt: Date };

/** The newest emails first, optionally only those to one address. */
export async function listOutbox(db: PrismaClient, input: { to?: string; take?: number } = {}): Promise<OutboxEntry[]> {
  return db.emailOutbox.findMany({
    where: input.to ? { to: input.to } : undefined,
    orderBy: { createdAt: "desc" },
    take: Math.min(input.take ?? 50, 200),
    select: { id: true, to: true, subject: true, text: true, template: true, locale: true, status: true, lastError: true, createdAt: true },
  });
}
