import { afterEach, describe, expect, it, vi } from "vitest";
import { setAnalyticsClient, recordPageView } from "./client";
import { sanitizeEventProps, track } from "./events";

afterEach(() => setAnalyticsClient(null));

describe("the key events' properties", () => {
  it("keep the allow-listed ids, counts and locale", () => {
    expect(sanitizeEventProps({ package_id: "professional", styles: 3, locale: "de", photo_count: 12 })).toEqual({ package_id: "professional", styles: 3, locale: "de", photo_count: 12 });
  });

  it("drop anything personal: a property named email or name, an email-looking value, photo ids", () => {
    const out = sanitizeEventProps({ package_id: "basic", email: "ada@example.com", name: "Ada", photo_ids: "p1,p2", user_id: "u1", tool: "jane.doe@example.org" });
    expect(out).toEqual({ package_id: "basic" });
    expect(JSON.stringify(out)).not.toContain("@");
  });

  it("drop values that are not short strings, finite numbers or booleans, and cut long strings to 255 characters", () => {
    const out = sanitizeEventProps({ package_id: { nested: "x" }, styles: Number.NaN, amount: Infinity, photo_count: null, style_ids: "s".repeat(300), currency: "EUR" });
    expect(out).toEqual({ style_ids: "s".repeat(255), currency: "EUR" });
  });
});

describe("track", () => {
  it("does nothing without a client (no consent, no key, not loaded yet): the event is dropped, not queued", () => {
    track("package_chosen", { package_id: "basic" });
    const capture = vi.fn();
    setAnalyticsClient({ capture } as never);
    expect(capture).not.toHaveBeenCalled();
  });

  it("sends the event with its filtered properties once the client is there", () => {
    const capture = vi.fn();
    setAnalyticsClient({ capture } as never);
    track("package_chosen", { package_id: "professional", styles: 2, locale: "en", ...({ email: "ada@example.com" } as object) });
    expect(capture).toHaveBeenCalledWith("package_chosen", { package_id: "professional", styles: 2, locale: "en" });
  });

  it("refuses an event name outside the closed list at run time", () => {
    const capture = vi.fn();
    setAnalyticsClient({ capture } as never);
    track("user_signed_up" as never, { package_id: "x" } as never);
    expect(capture).not.toHaveBeenCalled();
  });
});

describe("PostHog's page views", () => {
  it("count the current page once when the client arrives after the page view was recorded", () => {
    vi.stubGlobal("location", { href: "https://lumen.example/pricing", origin: "https://lumen.example" });
    try {
      recordPageView({ route_name: "pricing", page_type: "public", page_url: "https://lumen.example/pricing", page_title: "Pricing", locale: "en" });
      const capture = vi.fn();
      setAnalyticsClient({ capture } as never);
      expect(capture).toHaveBeenCalledTimes(1);
      expect(capture).toHaveBeenCalledWith("$pageview", expect.objectContaining({ route_name: "pricing", page_type: "public" }));
      recordPageView({ route_name: "home", page_type: "public", page_url: "https://lumen.example/", page_title: "Lumen", locale: "en" });
      expect(capture).toHaveBeenCalledTimes(2);
      // A later client does not resend what was sent.
      const again = vi.fn();
      setAnalyticsClient({ capture: again } as never);
      expect(again).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("forget a recorded page view of a page the visitor has left", () => {
    vi.stubGlobal("location", { href: "https://lumen.example/reviews", origin: "https://lumen.example" });
    try {
      recordPageView({ route_name: "pricing", page_type: "public", page_url: "https://lumen.example/pricing", page_title: "Pricing", locale: "en" });
      const capture = vi.fn();
      setAnalyticsClient({ capture } as never);
      expect(capture).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
