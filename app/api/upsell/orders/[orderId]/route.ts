// GET /api/upsell/orders/{id} → UpsellOrderStatus: how a purchase after the shoot stands (paid? headshots
// made so far?). While unpaid at Stripe it asks Stripe (like the success page does); once paid it makes
// sure the extra headshots' job is sent (followUpsellOrder).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { UPSELL_ERROR_STATUS } from "@/lib/payments/upsell";
import { followUpsellOrder } from "@/lib/payments/upsell-status";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "user" }, namespace: "Upsell", errors: UPSELL_ERROR_STATUS, params: z.object({ orderId: z.string() }) },
  async ({ db, principal, params, refuse }) => (await followUpsellOrder(db, { userId: principal.userId, orderId: params.orderId }, getBoss)) ?? refuse("ORDER_NOT_FOUND"),
);
