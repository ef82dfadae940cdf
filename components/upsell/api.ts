// The browser's side of app/api/upsell/**: each call resolves with the JSON, or throws an UpsellFailure
// carrying the server's localised message (null when the server was not reached).
import type { UpsellOrderStatus, ShootDeliveries } from "@/lib/payments/upsell-status";

export class UpsellFailure extends Error {
  constructor(public readonly serverMessage: string | null, public readonly code: string | null = null) {
    super(serverMessage ?? "network");
  }
}

async function call<T>(input: string, init: RequestInit & { locale: string }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, cache: "no-store", credentials: "same-origin", headers: { "Accept-Language": init.locale, ...init.headers } });
  } catch {
    throw new UpsellFailure(null);
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { code?: unknown; message?: unknown } }) | null;
  if (response.ok && body) return body;
  const message = typeof body?.error?.message === "string" ? body.error.message : null;
  throw new UpsellFailure(message, typeof body?.error?.code === "string" ? body.error.code : null);
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
