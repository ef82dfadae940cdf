// A phone upload link's status (no session: the token is the credential). See lib/uploads/phone-routes.ts.
import { prisma } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";
import { handlePhoneLinkStatus } from "@/lib/uploads/phone-routes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const [{ token }, db] = await Promise.all([context.params, prisma()]);
    return await handlePhoneLinkStatus(request, { db, storage: getStorage(), token });
  } catch (error) {
    console.error("[phone-upload]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}
