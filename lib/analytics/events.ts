// The product's key events, sent to the analytics service when the visitor has agreed to analytics
// and a key is configured; otherwise `track` does nothing (an event before the service has loaded is
// dropped, not queued). Events carry no personal data: the names are a closed list, each event's
// properties are typed, and at run time anything not on the allow-list, anything that looks like an
// email address, and anything that is not a short string, a number or a boolean is dropped.
import { analyticsClient } from "./client";
import { CAPTURED_TEXT_MAX } from "./config";

/** Each key event and the properties it may carry (ids of packages and styles, counts, the locale). */
export type EventProps = {
  package_chosen: { package_id: string; locale?: string; styles?: number };
  checkout_started: { package_id: string; locale?: string; currency?: string };
  order_paid: { package_id: string; currency?: string; amount?: number; locale?: string };
  shoot_submitted: { package_id?: string; style_ids?: string; photo_count?: number; locale?: string };
  results_viewed: { photo_count?: number; locale?: string };
  tool_used: { tool: string; locale?: string };
};

export type EventName = keyof EventProps;

export const EVENT_NAMES = ["package_chosen", "checkout_started", "order_paid", "shoot_submitted", "results_viewed", "tool_used"] as const satisfies readonly EventName[];

/** The properties any event may carry; everything else is dropped. Never email, name, photo ids. */
export const ALLOWED_PROPS = new Set(["package_id", "style_ids", "tool", "locale", "currency", "amount", "styles", "photo_count"]);

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The allowed, non-personal part of `props`: allow-listed names with a number, boolean or short string that is not an email. */
export function sanitizeEventProps(props: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(props)) {
    if (!ALLOWED_PROPS.has(name)) continue;
    if (typeof value === "number" ? Number.isFinite(value) : typeof value === "boolean") out[name] = value as number | boolean;
    else if (typeof value === "string" && !EMAIL.test(value)) out[name] = value.slice(0, CAPTURED_TEXT_MAX);
  }
  return out;
}

export function isEventName(name: string): name is EventName {
  return (EVENT_NAMES as readonly string[]).includes(name);
}

/** Sends a key event, or does nothing (no consent, no key, not loaded yet, on the server, unknown name). */
export function track<E extends EventName>(event: E, props: EventProps[E]): void {
  const client = analyticsClient();
  if (!client || !isEventName(event)) return;
  client.capture(event, sanitizeEventProps(props));
}
