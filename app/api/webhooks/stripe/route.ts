import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";

// Stripe signs the exact bytes it sends: the body is read as text, never parsed and re-serialised.
export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is empty)" }, { status: 404 });
  const result = await handleStripeWebhook(await prisma(), await req.text(), req.headers.get("stripe-signature"), secret);
  return Response.json(result.body, { status: result.status });
}
