// PUT /api/invoices/{id}/bill-to `{ billTo: string | null }` → `{ billTo }` as stored: the buyer's
// free-text Bill to block (company, address), validated and length-limited in lib/invoices/bill-to.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { saveBillTo } from "@/lib/invoices/bill-to";
import { readBillToBody, requireViewer } from "@/lib/invoices/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// Signed out is the invoices' own UNAUTHENTICATED (lib/invoices/errors.ts), so the session is optional here.
export const PUT = route({ caller: { session: "optional" }, namespace: "Invoices", params: z.object({ id: z.string() }) }, async ({ db, principal, params, request }) => {
  const viewer = await requireViewer(db, request, principal);
  return saveBillTo(db, viewer, params.id, await readBillToBody(request));
});
