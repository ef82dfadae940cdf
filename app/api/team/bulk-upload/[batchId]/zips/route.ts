// Bulk upload, step 2: one zip (the raw body, capped as it streams to a temporary file) = one person.
// Rules and shapes: lib/teams/bulk-upload/http.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { BULK_UPLOAD_ROUTE, handleZipUpload, zipQuery } from "@/lib/teams/bulk-upload/http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

export const POST = route({ ...BULK_UPLOAD_ROUTE, query: zipQuery, params: z.object({ batchId: z.string().min(1).max(64) }) }, ({ request, db, principal, query, params, answerIn }) =>
  handleZipUpload({ db, userId: principal.userId, request, batchId: params.batchId, query, locale: answerIn(query.locale), deps: { storage: getStorage() } }),
);
