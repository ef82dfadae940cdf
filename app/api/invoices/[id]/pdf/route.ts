// GET /api/invoices/{id}/pdf: the invoice as an A4 PDF for whoever may see it (lib/invoices).
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { invoiceErrorResponse } from "@/lib/invoices/errors";
import { handleInvoicePdf } from "@/lib/invoices/http";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const [{ id }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleInvoicePdf(request, { db, userId: session?.user?.id, ref: id });
  } catch (error) {
    return invoiceErrorResponse(requestLocale(request), error, "pdf route");
  }
}
