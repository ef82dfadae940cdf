// The invoice endpoints' HTTP side, called by the thin route files in app/api/invoices/**: each takes
// the Request and the signed-in person's id and answers the file or JSON (errors localised,
// `{ error: { code, message } }`).
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { requestLocale } from "@/lib/http/errors";
import { attachmentDisposition } from "@/lib/storage/signing";
import { findInvoiceFor, viewerFor } from "./access";
import { saveBillTo } from "./bill-to";
import { InvoiceError, invoiceErrorResponse } from "./errors";
import { invoiceTranslator } from "./messages";
import { invoicePdfFileName, renderInvoicePdf } from "./pdf";
import { toInvoiceView } from "./view";

export type InvoiceRouteContext = { db: PrismaClient; userId: string | null | undefined; ref: string };

const MAX_JSON_BYTES = 10_000;

async function requireViewer(ctx: InvoiceRouteContext) {
  const viewer = await viewerFor(ctx.db, ctx.userId);
  if (!viewer) throw new InvoiceError("UNAUTHENTICATED");
  return viewer;
}

/** GET /api/invoices/{id}/pdf: the invoice as a PDF download named after its number. */
export async function handleInvoicePdf(request: Request, ctx: InvoiceRouteContext): Promise<Response> {
  const locale = requestLocale(request);
  try {
    const viewer = await requireViewer(ctx);
    const invoice = await findInvoiceFor(ctx.db, viewer, ctx.ref);
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
  } catch (error) {
    return invoiceErrorResponse(locale, error, "pdf");
  }
}

const billToBody = z.object({ billTo: z.string().nullable() });

async function readJson(request: Request): Promise<unknown> {
  // JSON only: a cross-site form cannot send this content type without the browser asking first.
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) throw new InvoiceError("INVALID_BODY");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BYTES) throw new InvoiceError("INVALID_BODY");
  const text = await request.text().catch(() => null);
  if (text === null || text.length > MAX_JSON_BYTES) throw new InvoiceError("INVALID_BODY");
  try {
    return JSON.parse(text);
  } catch {
    throw new InvoiceError("INVALID_BODY");
  }
}

/** PUT /api/invoices/{id}/bill-to `{ billTo: string | null }` → `{ billTo }` as stored. */
export async function handleBillTo(request: Request, ctx: InvoiceRouteContext): Promise<Response> {
  const locale = requestLocale(request);
  try {
    const viewer = await requireViewer(ctx);
    const body = billToBody.safeParse(await readJson(request));
    if (!body.success) throw new InvoiceError("INVALID_BODY");
    return Response.json(await saveBillTo(ctx.db, viewer, ctx.ref, body.data.billTo), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return invoiceErrorResponse(locale, error, "bill-to");
  }
}
