// The photos step's phone link (signed-in owner): show, create (replacing the previous one), revoke.
// Rules and JSON shapes: lib/uploads/phone-link-routes.ts.
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { UPLOAD_API_ROUTE } from "@/lib/shoots/photos-http";
import { handlePhoneLinkCreate, handlePhoneLinkGet, handlePhoneLinkRevoke, type LinkRouteContext } from "@/lib/uploads/phone-link-routes";

export const dynamic = "force-dynamic";

const linkRoute = (handler: (request: Request, ctx: LinkRouteContext) => Promise<unknown>) =>
  route(UPLOAD_API_ROUTE, ({ request, db, principal, answerIn }) => handler(request, { db, userId: principal.userId, secret: env.AUTH_SECRET, appUrl: env.APP_URL, answerIn }));

export const GET = linkRoute(handlePhoneLinkGet);
export const POST = linkRoute(handlePhoneLinkCreate);
export const DELETE = linkRoute(handlePhoneLinkRevoke);
