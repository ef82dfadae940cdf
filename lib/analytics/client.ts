// The analytics client of this browser tab: the PostHog instance once the visitor has agreed to
// analytics and the loader has initialised it, else nothing. Every sender (page views, key events)
// goes through here and does nothing without it: before consent, without keys, and on the server.
// Only a type import of posthog-js: the library itself is downloaded by the loader after consent.
import type { PostHog } from "posthog-js";
import { pageAddress } from "./page-address";

export type AnalyticsClient = Pick<PostHog, "capture">;

let client: AnalyticsClient | null = null;
/** The page view recorded before the client was ready (the current page's only, never a queue). */
let pendingPageView: Record<string, string> | null = null;

export function analyticsClient(): AnalyticsClient | null {
  return client;
}

/** Called by the loader once posthog-js is ready (with it) and when consent is withdrawn (with null). */
export function setAnalyticsClient(next: AnalyticsClient | null): void {
  client = next;
  if (!next) return;
  // The page the visitor is on when they agree (or when a returning visitor's PostHog finishes loading)
  // counts once: its view was recorded by PageViewTracker before the client existed.
  const view = pendingPageView;
  pendingPageView = null;
  if (view && typeof location !== "undefined" && view.page_url === pageAddress(location.href, location.origin).url) next.capture("$pageview", view);
}

/** A page view for PostHog (PageViewTracker sends the same one to the tag manager's dataLayer). */
export function recordPageView(props: Record<string, string>): void {
  if (client) client.capture("$pageview", props);
  else pendingPageView = props;
}
