import "server-only";
import { env } from "@/lib/env";

export type SellerDetails = { name: string; website: string; email: string };

/**
 * The seller block snapshotted on every invoice. Name, site and sender address come from the
 * configuration (APP_URL, EMAIL_FROM); a legal address and VAT id are not configured anywhere yet.
 */
export function sellerDetails(): SellerDetails {
  const from = env.EMAIL_FROM;
  const email = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return { name: "Lumen", website: env.APP_URL, email };
}
