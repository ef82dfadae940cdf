// Files behind signed, expiring URLs (local storage driver): /api/files/{key}?exp=…&sig=…[&dl=…].
// The signature is the authorisation; no session is needed (emails, <img> tags, downloads).
import { z } from "zod";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { serveSignedFile } from "@/lib/storage/http";

export const dynamic = "force-dynamic";

const handle = route(
  { caller: "public", namespace: "UploadApi", internalCode: "INTERNAL_ERROR", params: z.object({ key: z.array(z.string()).default([]) }) },
  ({ request, params }) => serveSignedFile(request, params.key, { storage: getStorage(), secret: env.AUTH_SECRET }),
);

export const GET = handle;
export const HEAD = handle;
