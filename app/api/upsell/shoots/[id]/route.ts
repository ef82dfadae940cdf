// GET /api/upsell/shoots/{id} → ShootDeliveries: the shoot's extra headshots being made, its result count
// and the credit balance (the gallery follows extra headshots being made).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { UPSELL_ERROR_STATUS } from "@/lib/payments/upsell";
import { followShootDeliveries } from "@/lib/payments/upsell-status";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "user" }, namespace: "Upsell", errors: UPSELL_ERROR_STATUS, params: z.object({ id: z.string() }) },
  async ({ db, principal, params, refuse }) => (await followShootDeliveries(db, { userId: principal.userId, shootId: params.id }, getBoss)) ?? refuse("SHOOT_NOT_FOUND"),
);
