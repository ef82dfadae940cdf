import "server-only";
import type { PrismaClient } from "@/lib/db";
import { findReferrer, firstName } from "./codes";
import { referralDiscountPercent } from "./parameters";

export type InviteLanding =
  | { status: "unknown" }
  /** `own`: the signed-in viewer opened their own link. `member`: the viewer already has an account (the offer is for new ones). */
  | { status: "ok"; code: string; referrerFirstName: string | null; percent: number; viewer: "anonymous" | "own" | "member" };

/** What /invite/{code} shows: who invites, and how much the invited person saves. */
export async function readInviteLanding(db: PrismaClient, input: { code: string | undefined; viewerId?: string | null }): Promise<InviteLanding> {
  const referrer = await findReferrer(db, input.code);
  if (!referrer) return { status: "unknown" };
  const viewer = !input.viewerId ? "anonymous" : input.viewerId === referrer.id ? "own" : "member";
  return { status: "ok", code: referrer.referralCode, referrerFirstName: firstName(referrer.name), percent: await referralDiscountPercent(db), viewer };
}
