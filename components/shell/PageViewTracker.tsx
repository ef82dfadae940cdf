"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordPageView } from "@/lib/analytics/client";
import { pageAddress } from "@/lib/analytics/page-address";
import { PAGE_VIEW_DELAY_MS } from "./timing";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Sends a page view to the tag manager's dataLayer 250 ms after each route change (the title has settled
 * by then), and to PostHog when it is running. The dataLayer stays in the page: the tag manager that
 * reads it is only loaded after consent.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // The address as its route's pattern (no token, id or query: lib/analytics/page-address.ts); the
      // title as the page has it, except in the back office and the team lead area, whose titles can
      // name a person or an organisation (there, the route's name).
      const page = pageAddress(location.origin + pathname, location.origin);
      const named = page.pageType === "admin" || page.pageType === "team-lead";
      const view = { route_name: page.routeName, page_type: page.pageType, page_url: page.url, page_title: named ? page.routeName : document.title, locale: page.locale };
      (window.dataLayer ??= []).push({ event: "page_view", ...view });
      // PostHog's own page view, when the visitor agreed to analytics and it is configured (else nothing).
      recordPageView(view);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
