// POST /api/upsell/credits `{ shootId, count, idempotencyKey }` → `{ orderId, url, photoCredits }`: photo
// credits spent on extra headshots for a shoot, no payment (lib/payments/upsell-credits.ts). `url` follows
// the order like a paid pack's return.
import { z } from "zod";
import { readJsonBody } from "@/lib/http/json-body";
import { route } from "@/lib/http/route";
import { UPSELL_ERROR_STATUS } from "@/lib/payments/upsell";
import { spendPhotoCredits } from "@/lib/payments/upsell-credits";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const bodySchema = z.object({
  shootId: z.string().min(1).max(64),
  count: z.number().int().positive().max(100_000),
  idempotencyKey: z.string().min(8).max(100),
  locale: z.string().max(5).optional(),
});

export const POST = route({ caller: { session: "user" }, namespace: "Upsell", errors: UPSELL_ERROR_STATUS }, async ({ db, principal, request, answerIn, refuse }) => {
  // Read here, not by the wrapper: any unreadable or invalid body is the upsell's own INVALID_INPUT.
  const json = await readJsonBody(request);
  if (!json.ok && json.error === "BODY_TOO_LARGE") return refuse("BODY_TOO_LARGE");
  const body = bodySchema.safeParse(json.ok ? json.data : null);
  if (!body.success) return refuse("INVALID_INPUT");
  const { locale: asked, ...choice } = body.data;
  const locale = answerIn(asked);
  const result = await spendPhotoCredits(db, { ...choice, userId: principal.userId, locale });
  if (!result.ok) return refuse(result.error);
  return { orderId: result.orderId, url: result.url, photoCredits: result.photoCredits };
});
