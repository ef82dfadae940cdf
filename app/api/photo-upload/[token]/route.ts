// A phone upload link's status (no session: the token is the credential). See lib/uploads/phone-routes.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { handlePhoneLinkStatus, PHONE_ROUTE } from "@/lib/uploads/phone-routes";

export const dynamic = "force-dynamic";

export const GET = route({ ...PHONE_ROUTE, params: z.object({ token: z.string() }) }, ({ db, params, answerIn }) =>
  handlePhoneLinkStatus({ db, storage: getStorage(), token: params.token, answerIn }),
);
