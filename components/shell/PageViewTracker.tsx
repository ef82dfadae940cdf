"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordPageView } from "@/lib/analytics/client";
import { splitLocale } from "@/lib/i18n/config";
import { matchRoute } from "@/lib/routes/registry";
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
      const { locale, path } = splitLocale(pathname);
      const route = matchRoute(path)?.route;
      const view = { route_name: route?.name ?? "not-found", page_type: route?.area ?? "unknown", page_url: location.href, page_title: document.title, locale };
      (window.dataLayer ??= []).push({ event: "page_view", ...view });
      // PostHog's own page view, when the visitor agreed to analytics and it is configured (else nothing).
      recordPageView(view);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
