// GET /api/invoices/{id}/pdf: the invoice as an A4 PDF for whoever may see it (lib/invoices).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { invoicePdfResponse, requireViewer } from "@/lib/invoices/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// Signed out is the invoices' own UNAUTHENTICATED (lib/invoices/errors.ts), so the session is optional here.
export const GET = route({ caller: { session: "optional" }, namespace: "Invoices", params: z.object({ id: z.string() }) }, async ({ db, principal, params, request }) =>
  invoicePdfResponse(db, await requireViewer(db, request, principal), params.id),
);
