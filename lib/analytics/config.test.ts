import { describe, expect, it } from "vitest";
import { PAGE_VIEW_DELAY_MS as SHELL_PAGE_VIEW_DELAY_MS } from "@/components/shell/timing";
import { CAPTURED_TEXT_MAX, EXCEPTION_RATE_LIMIT, HEATMAP_FLUSH_MS, MOUSE_MOVE_SAMPLING_MS, PAGE_VIEW_DELAY_MS, posthogOptions, RAGE_CLICK, WEB_VITALS } from "./config";

describe("the analytics constants (product-spec §9)", () => {
  it("are the spec's values", () => {
    expect(RAGE_CLICK).toEqual({ clicks: 3, thresholdPx: 30, timeoutMs: 1000 });
    expect(HEATMAP_FLUSH_MS).toBe(5000);
    expect(MOUSE_MOVE_SAMPLING_MS).toBe(500);
    expect(WEB_VITALS).toEqual({ metrics: ["CLS", "FCP", "INP", "LCP"], flushMs: 5000, maxValueMs: 900_000 });
    expect(EXCEPTION_RATE_LIMIT).toEqual({ bucketSize: 10, refill: 1, refillEveryMs: 10_000 });
    expect(CAPTURED_TEXT_MAX).toBe(255);
  });

  it("keep one page-view delay, the shell's", () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
    expect(SHELL_PAGE_VIEW_DELAY_MS).toBe(PAGE_VIEW_DELAY_MS);
  });

  it("are what posthog-js is started with, sending our own page views and no recordings", () => {
    const o = posthogOptions("https://eu.i.posthog.com");
    expect(o.api_host).toBe("https://eu.i.posthog.com");
    expect(o.capture_pageview).toBe(false);
    expect(o.rageclick).toEqual({ threshold_px: 30, click_count: 3, timeout_ms: 1000 });
    expect(o.capture_heatmaps).toEqual({ flush_interval_milliseconds: 5000 });
    expect(o.capture_performance).toEqual({ web_vitals: true, web_vitals_allowed_metrics: ["CLS", "FCP", "INP", "LCP"], web_vitals_delayed_flush_ms: 5000, __web_vitals_max_value: 900_000 });
    expect(o.error_tracking).toEqual({ exceptionRateLimiterBucketSize: 10, exceptionRateLimiterRefillRate: 1 });
    expect(o.session_recording?.sampling?.mousemove).toBe(500);
    expect(o.disable_session_recording).toBe(true);
    expect(o.mask_all_text).toBe(true);
    expect(o.mask_personal_data_properties).toBe(true);
  });
});
