// Downloads count against the money-back guarantee, so one is only served (and recorded) when the
// person started it on one of our own pages: the browser says so in Sec-Fetch-Site, which a page
// cannot set. A link someone else sent (another site, a mail or chat app, pasted into the address
// bar: cross-site, same-site or none) is refused rather than served, so it neither voids the
// owner's guarantee nor hands the file out unrecorded. A client that sends no such header (not a
// browser, or one older than 2023) is refused too: a script run by the owner may claim same-origin,
// and then its download is recorded like any other.
import "server-only";
import { ResultActionError } from "./errors";

/** CROSS_SITE_DOWNLOAD unless the browser says the request comes from a page of this origin. */
export function requireOwnPage(request: Request): void {
  if (request.headers.get("sec-fetch-site") !== "same-origin") throw new ResultActionError("CROSS_SITE_DOWNLOAD");
}
