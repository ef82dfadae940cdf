// What the terms and the privacy policy (/legal/terms, /legal/privacy) promise, read from where the
// product itself keeps each number: the admin-editable parameters (/admin/parameters) and the constants
// of the code that does the deleting, so the pages cannot say one thing while the sweep does another.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { UNVERIFIED_ACCOUNT_TTL_MS } from "@/lib/auth/unverified";
import { pricingPolicy } from "@/lib/catalog/policy";
import { env } from "@/lib/env";
import { refundWindowDays } from "@/lib/payments/refund-rules";
import { isTestMode } from "@/lib/payments/provider";
import { sellerDetails } from "@/lib/payments/seller";
import { LEFTOVER_DELAY_MS } from "@/lib/privacy/leftovers";
import { OUTBOX_RETENTION_DAYS, PRIVACY_SWEEP } from "@/lib/privacy/sweep";
import { referralDiscountPercent, referralMaxRewardsPerMonth, referralRewardCredits } from "@/lib/referrals/parameters";
import { REWARD_CAP_DAYS } from "@/lib/referrals/reward";
import { readShootParameter } from "@/lib/shoots/parameters";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The privacy sweep runs hourly (lib/jobs SCHEDULES): a deadline is met within this much after it passes. */
const SWEEP_EVERY_HOURS = 1;

export type LegalFigures = {
  /** Uploaded photos are deleted this many days after the headshots are ready (photos.retentionDays). */
  photoDays: number;
  /** Organisations that chose "delete everything": a shoot's photos and headshots go after this many days. */
  organizationDays: number;
  /** Copies of the emails we sent are kept this many days. */
  emailDays: number;
  /** Accounts whose address was never confirmed are deleted after this many days. */
  unverifiedDays: number;
  /** Expired, used or revoked links and sessions are deleted this many days later. */
  linkDays: number;
  /** Files a deletion could not remove at once are removed within this many hours. */
  leftoverHours: number;
  /** The money-back guarantee: a full refund within this many days when nothing was downloaded. */
  refundDays: number;
  /** Automatic retries of a failed shoot before the person is asked. */
  autoRetries: number;
  referralPercent: number;
  referralCredits: number;
  referralMaxRewards: number;
  referralCapDays: number;
  /** The address people write to (the sender address of our emails). */
  contactEmail: string;
  /** Which outside services this installation uses: each is named only when it is on (analytics: the tools' names). */
  services: { stripe: boolean; s3: boolean; recaptcha: boolean; analytics: string[] };
};

export async function legalFigures(db: PrismaClient): Promise<LegalFigures> {
  const [policy, refundDays, autoRetries, referralPercent, referralCredits, referralMaxRewards] = await Promise.all([
    pricingPolicy(db),
    refundWindowDays(db),
    readShootParameter(db, "shoots.maxAutoRetries"),
    referralDiscountPercent(db),
    referralRewardCredits(db),
    referralMaxRewardsPerMonth(db),
  ]);
  return {
    photoDays: policy.photoRetentionDays,
    organizationDays: PRIVACY_SWEEP.organizationDeleteAfterDays,
    emailDays: OUTBOX_RETENTION_DAYS,
    unverifiedDays: Math.round(UNVERIFIED_ACCOUNT_TTL_MS / DAY_MS),
    linkDays: PRIVACY_SWEEP.tokenGraceDays,
    leftoverHours: Math.ceil(LEFTOVER_DELAY_MS / HOUR_MS) + SWEEP_EVERY_HOURS,
    refundDays,
    autoRetries,
    referralPercent,
    referralCredits,
    referralMaxRewards,
    referralCapDays: REWARD_CAP_DAYS,
    contactEmail: sellerDetails().email,
    services: {
      stripe: !isTestMode(),
      s3: Boolean(env.S3_BUCKET),
      recaptcha: Boolean(env.RECAPTCHA_SECRET_KEY),
      analytics: [env.NEXT_PUBLIC_GTM_ID && "Google Tag Manager", env.NEXT_PUBLIC_POSTHOG_KEY && "PostHog"].filter((name): name is string => Boolean(name)),
    },
  };
}
