// The browser's side of app/api/upsell/**: each call resolves with the JSON, or throws an UpsellFailure
// carrying the server's localised message (null when the server was not reached).
import { apiJson } from "@/lib/client/api-call";
import type { UpsellOrderStatus, ShootDeliveries } from "@/lib/payments/upsell-status";

export { ApiFailure as UpsellFailure } from "@/lib/client/api-call";

function call<T>(input: string, init: RequestInit & { locale: string }): Promise<T> {
  return apiJson<T>(input, { ...init, cache: "no-store" });
}

export type UpsellChoice =
  | { kind: "styles"; styleSlugs: string[] }
  | { kind: "headshots"; pack: number }
  | { kind: "editCredits"; pack: number };

/** Starts the payment: where to go to pay. */
export function startUpsellCheckout(shootId: string, choice: UpsellChoice, locale: string): Promise<{ orderId: string; url: string }> {
  return call("/api/upsell/checkout", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ shootId, locale, ...choice }), locale });
}

/** Spends photo credits on extra headshots (no payment): the page that follows the order. `key` makes a repeat spend once. */
export function spendPhotoCredits(shootId: string, count: number, key: string, locale: string): Promise<{ orderId: string; url: string; photoCredits: number }> {
  return call("/api/upsell/credits", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ shootId, count, idempotencyKey: key, locale }), locale });
}

export function upsellOrder(orderId: string, locale: string): Promise<UpsellOrderStatus> {
  return call(`/api/upsell/orders/${encodeURIComponent(orderId)}`, { method: "GET", locale });
}

export function shootDeliveries(shootId: string, locale: string): Promise<ShootDeliveries> {
  return call(`/api/upsell/shoots/${encodeURIComponent(shootId)}`, { method: "GET", locale });
}

export const upsellKeys = {
  order: (orderId: string) => ["upsell-order", orderId] as const,
  shoot: (shootId: string) => ["upsell-shoot", shootId] as const,
};
