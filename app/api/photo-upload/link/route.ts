// The photos step's phone link (signed-in owner): show, create (replacing the previous one), revoke.
// Rules and JSON shapes: lib/uploads/phone-link-routes.ts.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";
import { handlePhoneLinkCreate, handlePhoneLinkGet, handlePhoneLinkRevoke, type LinkRouteContext } from "@/lib/uploads/phone-link-routes";

export const dynamic = "force-dynamic";

async function run(request: Request, handler: (request: Request, ctx: LinkRouteContext) => Promise<Response>): Promise<Response> {
  try {
    const [session, db] = await Promise.all([auth(), prisma()]);
    return await handler(request, { db, userId: session?.user?.id, secret: env.AUTH_SECRET, appUrl: env.APP_URL });
  } catch (error) {
    console.error("[phone-upload link]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}

export const GET = (request: Request) => run(request, handlePhoneLinkGet);
export const POST = (request: Request) => run(request, handlePhoneLinkCreate);
export const DELETE = (request: Request) => run(request, handlePhoneLinkRevoke);
