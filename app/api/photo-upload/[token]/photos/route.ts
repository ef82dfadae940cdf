// Photos through a phone upload link (no session: the token is the credential): list and upload, with
// the photos step's quality gate (the upload reads its own multipart body). See lib/uploads/phone-routes.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { handlePhoneList, handlePhoneUpload, PHONE_ROUTE, type PhoneRouteContext } from "@/lib/uploads/phone-routes";

export const dynamic = "force-dynamic";

const phoneRoute = (handler: (request: Request, ctx: PhoneRouteContext) => Promise<unknown>) =>
  route({ ...PHONE_ROUTE, params: z.object({ token: z.string() }) }, ({ request, db, params, answerIn }) =>
    handler(request, { db, storage: getStorage(), token: params.token, answerIn }),
  );

export const GET = phoneRoute(handlePhoneList);
export const POST = phoneRoute(handlePhoneUpload);
