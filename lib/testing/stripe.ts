// Stripe for the payment tests: its API stood in for on loopback, and events signed as Stripe signs them.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  customer_email: string | null;
  mode: "payment";
  livemode: false;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
};

/**
 * A loopback HTTP server answering the three Checkout Session calls the Stripe driver makes
 * (create, retrieve, expire) and refund creation (POST /v1/refunds) the way api.stripe.com does, so
 * the real `stripe` client runs against it.
 */
export async function startStripeApi() {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  // Like Stripe: a request repeated with the same Idempotency-Key gets the first answer, nothing is refunded twice.
  const refundsByKey = new Map<string, FakeRefund>();
  const createRefund = (params: Record<string, string>, key: string | undefined): [number, unknown] => {
    const previous = key ? refundsByKey.get(key) : undefined;
    if (previous) return [200, previous];
    const pi = params.payment_intent;
    if (!pi) return [400, { error: { type: "invalid_request_error", message: "One of `charge` or `payment_intent` is required." } }];
    const session = [...sessions.values()].find((s) => s.payment_intent === pi);
    const charged = session?.amount_total ?? Number.MAX_SAFE_INTEGER;
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === pi).reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount ? Number(params.amount) : charged - refunded;
    if (refunded + amount > charged) {
      return [400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge for ${pi} has already been refunded.` } }];
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(8).toString("hex")}`, object: "refund", amount, currency: session?.currency ?? "usd", payment_intent: pi, status: "succeeded",
      metadata: Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (k.startsWith("metadata[") ? [[k.slice(9, -1), v]] : []))), created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (key) refundsByKey.set(key, refund);
    return [200, refund];
  };
  const requests: { method: string; path: string; params: Record<string, string>; idempotencyKey: string | undefined; auth: string | undefined }[] = [];
  let failNext = false;
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.local");
      const params = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : body));
      requests.push({ method: req.method ?? "", path: url.pathname, params, idempotencyKey: req.headers["idempotency-key"] as string | undefined, auth: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      if (failNext) {
        failNext = false;
        return send(400, { error: { type: "invalid_request_error", message: "Simulated failure" } });
      }
      if (url.pathname === "/v1/refunds" && req.method === "POST") return send(...createRefund(params, requests.at(-1)!.idempotencyKey));
      const m = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(url.pathname);
      if (!m) return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
      if (req.method === "POST" && !m[1]) {
        const id = `cs_test_${randomBytes(8).toString("hex")}`;
        const session: FakeSession = {
          id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}`, status: "open", payment_status: "unpaid", payment_intent: null,
          amount_total: Number(params["line_items[0][price_data][unit_amount]"]) * Number(params["line_items[0][quantity]"] ?? 1),
          currency: params["line_items[0][price_data][currency]"] ?? "usd", client_reference_id: params.client_reference_id ?? null,
          metadata: { orderId: params["metadata[orderId]"] ?? "" }, success_url: params.success_url ?? "", cancel_url: params.cancel_url ?? "",
          expires_at: Number(params.expires_at), customer_email: params.customer_email ?? null, mode: "payment", livemode: false,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const session = m[1] ? sessions.get(m[1]) : undefined;
      if (!session) return send(404, { error: { type: "invalid_request_error", message: `No such checkout.session: '${m[1]}'` } });
      if (req.method === "POST" && m[2]) {
        if (session.status !== "open") return send(400, { error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status in [\"open\"] can be expired." } });
        session.status = "expired";
        return send(200, session);
      }
      if (req.method === "GET") return send(200, session);
      return send(405, { error: { type: "invalid_request_error", message: "method not allowed" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    config: { secretKey: "sk_test_loopback", host: "127.0.0.1", port, protocol: "http" as const },
    sessions,
    refunds,
    requests,
    /** The customer paid on Stripe's page. */
    pay(id: string): FakeSession {
      const s = sessions.get(id)!;
      Object.assign(s, { status: "complete", payment_status: "paid", payment_intent: `pi_${randomBytes(8).toString("hex")}` });
      return s;
    },
    failNextRequest() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = "whsec_test_lumen_payments_0123456789";

/** A Stripe event payload as Stripe sends it, and its valid Stripe-Signature header. */
export function signedEvent(type: string, object: Record<string, unknown>, opts: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${randomBytes(8).toString("hex")}`, object: "event", api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000),
    type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  return { payload, signature };
}

/** A Checkout Session object as Stripe puts it in an event. */
export function sessionObject(input: { orderId: string; amount: number; currency: string; paid: boolean; id?: string; paymentIntent?: string }) {
  return {
    id: input.id ?? `cs_test_${randomBytes(8).toString("hex")}`, object: "checkout.session", mode: "payment", status: input.paid ? "complete" : "open",
    payment_status: input.paid ? "paid" : "unpaid", payment_intent: input.paid ? (input.paymentIntent ?? `pi_${randomBytes(8).toString("hex")}`) : null,
    amount_total: input.amount, currency: input.currency.toLowerCase(), client_reference_id: input.orderId, metadata: { orderId: input.orderId }, livemode: false,
  };
}
