// /deeplink/{type}?…: an email link to a product page (lib/email-links); records the click, then redirects.
import { answerEmailLinkRequest, emailLinkParams } from "@/lib/email-links/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const GET = route({ caller: { session: "optional" }, namespace: "Email", params: emailLinkParams }, (ctx) => answerEmailLinkRequest("deeplink", ctx));
