// /deeplink/{type}?…: an email link to a product page (lib/email-links); records the click, then redirects.
import { emailLinkHandler } from "@/lib/email-links/http";

export const dynamic = "force-dynamic";
export const GET = emailLinkHandler("deeplink");
