// What the legal pages (/legal/terms, privacy, cookies, security, refund, imprint) promise, read from
// where the product itself keeps each number: the admin-editable parameters (/admin/parameters), the
// configuration and the constants of the code that does the deleting, signing and limiting, so the
// pages cannot say one thing while the product does another.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { UNVERIFIED_ACCOUNT_TTL_MS } from "@/lib/auth/unverified";
import { pricingPolicy } from "@/lib/catalog/policy";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-store";
import { VIEW_AS_TTL_MS } from "@/lib/auth/view-as";
import { env } from "@/lib/env";
import { readParameter } from "@/lib/parameters/read";
import { cookieInventory, type CookieInventory } from "./cookies";
import { operatorDetails, type OperatorDetails } from "./operator";
import { refundWindowDays } from "@/lib/payments/refund-rules";
import { isTestMode } from "@/lib/payments/provider";
import { sellerDetails } from "@/lib/payments/seller";
import { LEFTOVER_DELAY_MS } from "@/lib/privacy/leftovers";
import { OUTBOX_RETENTION_DAYS, PRIVACY_SWEEP } from "@/lib/privacy/sweep";
import { referralDiscountPercent, referralMaxRewardsPerMonth, referralRewardCredits } from "@/lib/referrals/parameters";
import { REWARD_CAP_DAYS } from "@/lib/referrals/reward";
import { readShootParameter } from "@/lib/shoots/parameters";
import { resultUrlLifetime } from "@/lib/shoots/results";

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
  services: { stripe: boolean; s3: boolean; recaptcha: boolean; analytics: string[]; socialSignIn: string[] };
  /** The security page's numbers. */
  security: {
    /** Failed sign-ins from one address for one account before it waits (LOGIN_MAX_FAILURES), and for how long (LOGIN_WINDOW_MINUTES). */
    loginFailures: number;
    loginWindowMinutes: number;
    /** A session ends after this many days without use. */
    sessionDays: number;
    /** Team lead MFA: a code's validity, wrong tries before it is void, how long a verified session counts. */
    mfaCodeMinutes: number;
    mfaAttempts: number;
    mfaSessionHours: number;
    /** The longest a gallery's signed link to a headshot file lasts (a link made just after a half hour starts). */
    galleryLinkMinutes: number;
    /** Business API calls per organisation per minute. */
    apiPerMinute: number;
    /** How long a support administrator's read-only view as a person lasts at most. */
    viewAsMinutes: number;
  };
  cookies: CookieInventory;
  operator: OperatorDetails;
};

export async function legalFigures(db: PrismaClient): Promise<LegalFigures> {
  const [policy, refundDays, autoRetries, referralPercent, referralCredits, referralMaxRewards, mfaCodeMinutes, mfaAttempts, mfaSessionHours, apiPerMinute] = await Promise.all([
    pricingPolicy(db),
    refundWindowDays(db),
    readShootParameter(db, "shoots.maxAutoRetries"),
    referralDiscountPercent(db),
    referralRewardCredits(db),
    referralMaxRewardsPerMonth(db),
    readParameter(db, "mfa.codeValidityMinutes"),
    readParameter(db, "mfa.maxAttempts"),
    readParameter(db, "mfa.sessionHours"),
    readParameter(db, "api.rateLimitPerMinute"),
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
      analytics: [env.NEXT_PUBLIC_GTM_ID && "Google Tag Manager", env.NEXT_PUBLIC_POSTHOG_KEY && env.NEXT_PUBLIC_POSTHOG_HOST && "PostHog"].filter((name): name is string => Boolean(name)),
      socialSignIn: [env.GOOGLE_CLIENT_ID && "Google", env.APPLE_CLIENT_ID && "Apple", env.LINKEDIN_CLIENT_ID && "LinkedIn"].filter((name): name is string => Boolean(name)),
    },
    security: {
      loginFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
      sessionDays: Math.round(SESSION_MAX_AGE_S / 86_400),
      mfaCodeMinutes,
      mfaAttempts,
      mfaSessionHours,
      galleryLinkMinutes: Math.ceil(resultUrlLifetime(1000) / 60),
      apiPerMinute,
      viewAsMinutes: Math.round(VIEW_AS_TTL_MS / 60_000),
    },
    cookies: cookieInventory(),
    operator: operatorDetails(),
  };
}
