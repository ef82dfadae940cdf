// /deeplink/{type}?…: an email link to a product page (lib/links); records the click, then redirects.
import { emailLinkHandler } from "@/lib/links/http";

export const dynamic = "force-dynamic";
export const GET = emailLinkHandler("deeplink");
