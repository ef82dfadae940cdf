// Files behind signed, expiring URLs (local storage driver): /api/files/{key}?exp=…&sig=…[&dl=…].
// The signature is the authorisation; no session is needed (emails, <img> tags, downloads).
import { env } from "@/lib/env";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";
import { jsonError, serveSignedFile } from "@/lib/storage/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ key: string[] }> };

async function handle(request: Request, context: Context): Promise<Response> {
  try {
    const { key } = await context.params;
    return await serveSignedFile(request, key ?? [], { storage: getStorage(), secret: env.AUTH_SECRET });
  } catch (error) {
    console.error("[files]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}

export const GET = handle;
export const HEAD = handle;
