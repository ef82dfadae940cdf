// /track/{type}?…: a tracked email link (lib/email-links trackedLink); records the click, then redirects.
// /track/open?src=… is the open pixel.
import { answerEmailLinkRequest, emailLinkParams } from "@/lib/email-links/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const GET = route({ caller: { session: "optional" }, namespace: "Email", params: emailLinkParams }, (ctx) => answerEmailLinkRequest("track", ctx));
