// Who may see an invoice: the person it was issued to; for an organisation's invoice whoever may
// "invoices.read" there (its owner and leads, lib/teams/access.ts); admins every invoice. Everyone else
// gets "not found", whether the invoice exists or not. A lead whose session still owes the MFA code of
// their organisation (lib/auth/mfa-gate.ts; the caller knows the session and says `mfaPending`) gets no
// organisation invoice: only their own.
import "server-only";
import { loadPrincipal } from "@/lib/auth/principal";
import type { Prisma, PrismaClient } from "@/lib/db";
import { parseInvoiceNumber } from "@/lib/db/invoice-number";
import { mayInOrganization } from "@/lib/teams/access";

type Reader = PrismaClient | Prisma.TransactionClient;

/** `mfaPending`: the session still owes its MFA code (currentMfaPending / requestMfaPending). */
export type Viewer = { userId: string; admin: boolean; mfaPending?: boolean };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The signed-in person with their role read fresh from the database; null when signed out or gone. */
export async function viewerFor(db: PrismaClient, userId: string | null | undefined): Promise<Viewer | null> {
  const principal = userId ? await loadPrincipal(db, userId) : null;
  return principal ? { userId: principal.userId, admin: principal.role === "admin" } : null;
}

export const invoiceInclude = {
  organization: { select: { id: true, slug: true, name: true, ownerId: true } },
  creditNoteFor: { select: { id: true, number: true, total: true } },
  order: {
    select: {
      id: true,
      status: true,
      refundedAmount: true,
      refunds: {
        where: { status: "COMPLETED" },
        select: { id: true, amount: true, currency: true, decidedAt: true, createdAt: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  },
} satisfies Prisma.InvoiceInclude;

export type InvoiceRecord = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

export async function canViewInvoice(db: Reader, viewer: Viewer, invoice: { userId: string | null; organizationId: string | null }): Promise<boolean> {
  if (viewer.admin) return true;
  if (invoice.organizationId) return !viewer.mfaPending && mayInOrganization(db, viewer.userId, invoice.organizationId, "invoices.read");
  return invoice.userId === viewer.userId;
}

/** How a link names an invoice: its id, or its number ("LUM-2026-000123"). Null for anything else. */
export function invoiceWhere(ref: string): Prisma.InvoiceWhereInput | null {
  const value = ref.trim();
  if (parseInvoiceNumber(value)) return { number: value };
  return ID.test(value) ? { id: value } : null;
}

/**
 * The invoice `ref` names if `viewer` may see it. With `org` (the /invoice/{org}/{id} form, org id or
 * slug) the invoice must also be that organisation's.
 */
export async function findInvoiceFor(db: Reader, viewer: Viewer, ref: string, org?: string | null): Promise<InvoiceRecord | null> {
  const where = invoiceWhere(ref);
  if (!where) return null;
  const invoice = await db.invoice.findFirst({ where, include: invoiceInclude });
  if (!invoice) return null;
  if (org != null) {
    const o = invoice.organization;
    if (!o || (o.id !== org && o.slug !== org)) return null;
  }
  return (await canViewInvoice(db, viewer, invoice)) ? invoice : null;
}
