// Bulk upload, step 1: the batch's looks (lib/teams/bulk-upload). Rules and shapes: lib/teams/bulk-upload/http.ts.
import { route } from "@/lib/http/route";
import { batchBody, BULK_UPLOAD_ROUTE, handleCreateBatch } from "@/lib/teams/bulk-upload/http";

export const dynamic = "force-dynamic";

export const POST = route({ ...BULK_UPLOAD_ROUTE, body: batchBody }, ({ db, principal, body }) => handleCreateBatch({ db, userId: principal.userId }, body));
