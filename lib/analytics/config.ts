// The spec's analytics constants (product-spec §9, "Analytics"), in one place, and the PostHog options
// built from them. Imported by the browser's analytics loader only after consent: nothing here loads
// or sends anything by itself (posthog-js is only a type import).
import { scrubAddresses } from "./page-address";
import type { PostHogConfig } from "posthog-js";

/** A page view is sent this long after a route change (the title has settled by then); components/shell/timing.ts re-exports it. */
export const PAGE_VIEW_DELAY_MS = 250;

/** A rage click: this many clicks within this distance and time. */
export const RAGE_CLICK = { clicks: 3, thresholdPx: 30, timeoutMs: 1000 } as const;
/** Heatmap data is sent in batches this often. */
export const HEATMAP_FLUSH_MS = 5000;
/** Mouse movement is sampled at most this often (PostHog's heatmaps use this interval themselves; session recording takes it as an option). */
export const MOUSE_MOVE_SAMPLING_MS = 500;
/** Web vitals: the metrics, how long they are batched, and the largest value believed (larger ones are outliers). */
export const WEB_VITALS = { metrics: ["CLS", "FCP", "INP", "LCP"] as const, flushMs: 5000, maxValueMs: 900_000 } as const;
/** Exceptions: a token bucket per exception type of this size, refilled by `refill` every `refillEveryMs`. */
export const EXCEPTION_RATE_LIMIT = { bucketSize: 10, refill: 1, refillEveryMs: 10_000 } as const;
/** Text taken from an element (and any string property of our own events) is cut to this many characters. */
export const CAPTURED_TEXT_MAX = 255;

/** The analytics services whose keys are configured, as the server passes them to the consent island. */
export type AnalyticsKeys = { gtmId: string | null; posthog: { key: string; host: string } | null };

/**
 * The options posthog-js is initialised with: our page views only (PageViewTracker sends them, so
 * `capture_pageview` is off), the spec's rage click, heatmap, web vitals and exception limits, no
 * session recording, no surveys or other remote UI, and element text masked (autocapture records
 * what was clicked, never what a page says about the person).
 */
export function posthogOptions(host: string): Partial<PostHogConfig> {
  return {
    api_host: host,
    defaults: "2026-05-30",
    capture_pageview: false,
    capture_pageleave: true,
    autocapture: true,
    rageclick: { threshold_px: RAGE_CLICK.thresholdPx, click_count: RAGE_CLICK.clicks, timeout_ms: RAGE_CLICK.timeoutMs },
    capture_heatmaps: { flush_interval_milliseconds: HEATMAP_FLUSH_MS },
    capture_performance: {
      web_vitals: true,
      web_vitals_allowed_metrics: [...WEB_VITALS.metrics],
      web_vitals_delayed_flush_ms: WEB_VITALS.flushMs,
      __web_vitals_max_value: WEB_VITALS.maxValueMs,
    },
    capture_exceptions: true,
    error_tracking: { exceptionRateLimiterBucketSize: EXCEPTION_RATE_LIMIT.bucketSize, exceptionRateLimiterRefillRate: EXCEPTION_RATE_LIMIT.refill },
    disable_session_recording: true,
    session_recording: { sampling: { mousemove: MOUSE_MOVE_SAMPLING_MS } },
    mask_all_text: true,
    mask_all_element_attributes: true,
    mask_personal_data_properties: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    person_profiles: "identified_only",
    // Every address PostHog attaches (current URL, path, referrer, their "initial" person properties)
    // as its route pattern: real addresses carry tokens and people's ids (lib/analytics/page-address.ts).
    before_send: (event) => {
      if (event && typeof location !== "undefined") scrubAddresses(event.properties, location.origin);
      return event;
    },
  };
}
