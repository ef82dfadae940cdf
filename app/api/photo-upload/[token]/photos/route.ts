// Photos through a phone upload link (no session: the token is the credential): list and upload, with
// the photos step's quality gate. See lib/uploads/phone-routes.ts.
import { prisma } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";
import { handlePhoneList, handlePhoneUpload, type PhoneRouteContext } from "@/lib/uploads/phone-routes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

async function run(request: Request, context: Context, handler: (request: Request, ctx: PhoneRouteContext) => Promise<Response>): Promise<Response> {
  try {
    const [{ token }, db] = await Promise.all([context.params, prisma()]);
    return await handler(request, { db, storage: getStorage(), token });
  } catch (error) {
    console.error("[phone-upload]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}

export const GET = (request: Request, context: Context) => run(request, context, handlePhoneList);
export const POST = (request: Request, context: Context) => run(request, context, handlePhoneUpload);
