// /track/{type}?…: a tracked email link (lib/email-links trackedLink); records the click, then redirects.
// /track/open?src=… is the open pixel.
import { emailLinkHandler } from "@/lib/email-links/http";

export const dynamic = "force-dynamic";
export const GET = emailLinkHandler("track");
