// GET /api/checkout/price?package=…&code=…&currency=…: what a coupon, gift-card or referral code does
// to a package's price, for the checkout's live preview (lib/payments/pricing.ts). Guessing codes is
// throttled per person, or per client address when signed out.
import { z } from "zod";
import { knownClientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { isCurrency } from "@/lib/catalog/currency";
import { previewPrice } from "@/lib/payments/pricing";
import { ipSubject } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const query = z.object({
  package: z.string().trim().max(64).default(""),
  code: z.string().max(200).default(""),
  currency: z.string().max(8).optional(),
});

export const GET = route({ caller: { session: "optional" }, namespace: "Checkout", query }, async ({ db, principal, locale, query: q, request }) =>
  previewPrice(
    db,
    { userId: principal?.userId, locale, packageSlug: q.package, code: q.code, currency: isCurrency(q.currency) ? q.currency : null },
    new Date(),
    { subject: principal ? `user:${principal.userId}` : ipSubject(knownClientIp(request.headers)) },
  ),
);
