// POST /api/upsell/checkout `{ shootId, kind, styleSlugs?, pack?, currency? }` → `{ orderId, url }` (go to
// `url` to pay): buy extra styles, extra headshots or edit credits for a shoot (lib/payments/upsell.ts).
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";
import { readJsonBody } from "@/lib/http/json-body";
import { route } from "@/lib/http/route";
import { createUpsellCheckout, UPSELL_ERROR_STATUS } from "@/lib/payments/upsell";
import { UPSELL_KINDS } from "@/lib/payments/upsell-meta";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const bodySchema = z.object({
  shootId: z.string().min(1).max(64),
  kind: z.enum(UPSELL_KINDS),
  styleSlugs: z.array(z.string().max(100)).max(100).optional(),
  pack: z.number().int().positive().max(1000).nullish(),
  currency: z.enum(CURRENCIES).nullish(),
  locale: z.string().max(5).optional(),
});

export const POST = route({ caller: { session: "user" }, namespace: "Upsell", errors: UPSELL_ERROR_STATUS }, async ({ db, principal, request, answerIn, refuse }) => {
  // Read here, not by the wrapper: any unreadable or invalid body is the upsell's own INVALID_INPUT.
  const json = await readJsonBody(request);
  if (!json.ok && json.error === "BODY_TOO_LARGE") return refuse("BODY_TOO_LARGE");
  const body = bodySchema.safeParse(json.ok ? json.data : null);
  if (!body.success) return refuse("INVALID_INPUT");
  const { locale: asked, styleSlugs, ...choice } = body.data;
  const locale = answerIn(asked);
  const result = await createUpsellCheckout(db, { ...choice, userId: principal.userId, locale, styleSlugs: styleSlugs ?? [] });
  if (!result.ok) return refuse(result.error);
  return { orderId: result.orderId, url: result.url };
});
