import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";

// Stripe signs the exact bytes it sends: the body is read as text, never parsed and re-serialised (so
// the route declares no body schema), and the Stripe-Signature header is checked against them.
export const dynamic = "force-dynamic";

export const POST = route({ caller: "public", namespace: "Api" }, async ({ request, db }) => {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is empty)" }, { status: 404 });
  const result = await handleStripeWebhook(db, await request.text(), request.headers.get("stripe-signature"), secret);
  return Response.json(result.body, { status: result.status });
});
