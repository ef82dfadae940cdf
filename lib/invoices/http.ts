// The invoice endpoints' work, for the route files in app/api/invoices/** (lib/http/route.ts answers an
// InvoiceError as `{ error: { code, message } }` in the caller's language).
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { requestMfaPending } from "@/lib/auth/mfa-gate";
import { readJsonBody } from "@/lib/http/json-body";
import type { Principal } from "@/lib/routes/middleware";
import { attachmentDisposition } from "@/lib/storage/signing";
import { findInvoiceFor, type Viewer } from "./access";
import { InvoiceError } from "./errors";
import { invoiceTranslator } from "./messages";
import { invoicePdfFileName, renderInvoicePdf } from "./pdf";
import { toInvoiceView } from "./view";

/**
 * Who is asking, as an invoice viewer (the route reads the role fresh), with whether the request's
 * session still owes a lead's MFA code (then no organisation invoice); signed out → UNAUTHENTICATED.
 */
export async function requireViewer(db: PrismaClient, request: Request, principal: Principal): Promise<Viewer> {
  if (!principal) throw new InvoiceError("UNAUTHENTICATED");
  return { userId: principal.userId, admin: principal.role === "admin", mfaPending: await requestMfaPending(db, request, principal.userId) };
}

/** GET /api/invoices/{id}/pdf: the invoice as a PDF download named after its number. */
export async function invoicePdfResponse(db: PrismaClient, viewer: Viewer, ref: string): Promise<Response> {
  const invoice = await findInvoiceFor(db, viewer, ref);
  if (!invoice) throw new InvoiceError("INVOICE_NOT_FOUND");
  const view = toInvoiceView(invoice);
  const bytes = await renderInvoicePdf(view, await invoiceTranslator(view.locale));
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(invoicePdfFileName(view)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const billToBody = z.object({ billTo: z.string().nullable() });

/**
 * The `billTo` of PUT /api/invoices/{id}/bill-to's JSON body. Anything unreadable (not JSON, too large)
 * or not of that shape is this endpoint's own INVALID_BODY, not the shared body errors.
 */
export async function readBillToBody(request: Request): Promise<string | null> {
  const json = await readJsonBody(request);
  const body = json.ok ? billToBody.safeParse(json.data) : null;
  if (!body?.success) throw new InvoiceError("INVALID_BODY");
  return body.data.billTo;
}
