// PUT /api/invoices/{id}/bill-to `{ billTo: string | null }`: the buyer's free-text Bill to block
// (company, address), validated and length-limited in lib/invoices/bill-to.ts.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { invoiceErrorResponse } from "@/lib/invoices/errors";
import { handleBillTo } from "@/lib/invoices/http";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

export async function PUT(request: Request, context: Context): Promise<Response> {
  try {
    const [{ id }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleBillTo(request, { db, userId: session?.user?.id, ref: id });
  } catch (error) {
    return invoiceErrorResponse(requestLocale(request), error, "bill-to route");
  }
}
