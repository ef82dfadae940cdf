// What /legal/cookies lists: every cookie and browser-storage entry Lumen itself sets, named and timed
// from the constants of the code that sets it, so the page cannot drift from what browsers receive.
// Auth.js's cookie names and lifetimes are its defaults (@auth/core lib/utils/cookie.js: "__Secure-"
// or "__Host-" prefixed when the site runs on https); the OAuth ones exist only while a sign-in with
// Google, Apple or LinkedIn is under way, and only where such a sign-in is configured.
import "server-only";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-store";
import { SIGNUP_COOKIE } from "@/lib/auth/signup-cookie";
import { VIEW_AS_COOKIE, VIEW_AS_TTL_MS } from "@/lib/auth/view-as";
import { env } from "@/lib/env";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { REFERRAL_COOKIE } from "@/lib/referrals/cookie";
import { VOTER_COOKIE } from "@/lib/sharing/voter-cookie";
import { FREE_VISITOR_COOKIE, FREE_VISITOR_COOKIE_DAYS } from "@/lib/tools/free-runs";
import { CONSENT_COOKIE } from "@/lib/analytics/consent-cookie";

/** How long an entry lasts: a number of days or minutes, until the browser closes, or until it is removed. */
export type Lifetime = { unit: "days" | "minutes"; count: number } | { unit: "browserSession" } | { unit: "untilRemoved" };

/** `purpose` is the message key Legal.cookies.purposes.<purpose>. */
export type StoredItem = { name: string; purpose: string; lifetime: Lifetime };

export type CookieInventory = { cookies: StoredItem[]; storage: StoredItem[] };

const days = (seconds: number): Lifetime => ({ unit: "days", count: Math.round(seconds / 86_400) });
const AUTH_FLOW_MINUTES = 15;

/** The browser-storage keys of the persisted client stores (stores/*.ts) and the reload guard. */
export const BROWSER_STORAGE: StoredItem[] = [
  { name: "lumen-cart", purpose: "cart", lifetime: { unit: "untilRemoved" } },
  { name: "lumen-onboarding", purpose: "onboarding", lifetime: { unit: "untilRemoved" } },
  { name: "lumen-organization", purpose: "organization", lifetime: { unit: "untilRemoved" } },
  { name: "lumen-upsell", purpose: "upsell", lifetime: { unit: "untilRemoved" } },
  { name: "lumen-free-headshots", purpose: "freeHeadshot", lifetime: { unit: "untilRemoved" } },
  // components/surveys/SurveyCard.tsx: one key per survey closed with "Not now".
  { name: "lumen-survey-dismissed:*", purpose: "survey", lifetime: { unit: "untilRemoved" } },
  // sessionStorage, CHUNK_RELOAD.storageKey in components/shell/timing.ts (cookies.test.ts keeps them equal).
  { name: "lumen:chunk-reload-at", purpose: "reload", lifetime: { unit: "browserSession" } },
];

/** PostHog keeps its visitor id in a cookie named after the project key (posthog-js, persistence "localStorage+cookie", 365 days). */
const POSTHOG_DAYS = 365;
/** Google Analytics tags in the tag manager's container keep `_ga` and `_ga_<container>` (Chrome caps cookies at 400 days). */
const GA_DAYS = 400;

type InventoryConfig = { appUrl: string; socialSignIn: boolean; posthogKey?: string; tagManager?: boolean };

export function cookieInventory(
  config: InventoryConfig = {
    appUrl: env.APP_URL,
    socialSignIn: Boolean(env.GOOGLE_CLIENT_ID || env.APPLE_CLIENT_ID || env.LINKEDIN_CLIENT_ID),
    posthogKey: env.NEXT_PUBLIC_POSTHOG_KEY && env.NEXT_PUBLIC_POSTHOG_HOST ? env.NEXT_PUBLIC_POSTHOG_KEY : undefined,
    tagManager: Boolean(env.NEXT_PUBLIC_GTM_ID),
  },
): CookieInventory {
  const secure = config.appUrl.startsWith("https:");
  const prefix = secure ? "__Secure-" : "";
  const cookies: StoredItem[] = [
    { name: LOCALE_COOKIE.name, purpose: "locale", lifetime: days(LOCALE_COOKIE.maxAgeSeconds) },
    { name: `${prefix}authjs.session-token`, purpose: "session", lifetime: days(SESSION_MAX_AGE_S) },
    { name: `${secure ? "__Host-" : ""}authjs.csrf-token`, purpose: "csrf", lifetime: { unit: "browserSession" } },
    { name: `${prefix}authjs.callback-url`, purpose: "callback", lifetime: { unit: "browserSession" } },
    ...(config.socialSignIn
      ? [
          { name: `${prefix}authjs.state`, purpose: "oauth", lifetime: { unit: "minutes", count: AUTH_FLOW_MINUTES } } as StoredItem,
          { name: `${prefix}authjs.pkce.code_verifier`, purpose: "oauth", lifetime: { unit: "minutes", count: AUTH_FLOW_MINUTES } } as StoredItem,
          { name: `${prefix}authjs.nonce`, purpose: "oauth", lifetime: { unit: "minutes", count: AUTH_FLOW_MINUTES } } as StoredItem,
        ]
      : []),
    { name: SIGNUP_COOKIE.name, purpose: "signup", lifetime: days(SIGNUP_COOKIE.maxAgeSeconds) },
    { name: REFERRAL_COOKIE.name, purpose: "referral", lifetime: days(REFERRAL_COOKIE.maxAgeSeconds) },
    { name: VOTER_COOKIE.name, purpose: "voter", lifetime: days(VOTER_COOKIE.maxAgeSeconds) },
    { name: FREE_VISITOR_COOKIE, purpose: "freeTools", lifetime: { unit: "days", count: FREE_VISITOR_COOKIE_DAYS } },
    { name: VIEW_AS_COOKIE, purpose: "viewAs", lifetime: { unit: "minutes", count: Math.round(VIEW_AS_TTL_MS / 60_000) } },
    { name: CONSENT_COOKIE.name, purpose: "consent", lifetime: { unit: "days", count: CONSENT_COOKIE.expiresAfterDays } },
    // Only after the visitor agreed to analytics, and only for the services that are configured.
    ...(config.posthogKey ? [{ name: `ph_${config.posthogKey}_posthog`, purpose: "analytics", lifetime: { unit: "days", count: POSTHOG_DAYS } } as StoredItem] : []),
    ...(config.tagManager ? [{ name: "_ga, _ga_*", purpose: "tagManager", lifetime: { unit: "days", count: GA_DAYS } } as StoredItem] : []),
  ];
  const storage = config.posthogKey ? [...BROWSER_STORAGE, { name: `ph_${config.posthogKey}_posthog`, purpose: "analytics", lifetime: { unit: "untilRemoved" } } as StoredItem] : BROWSER_STORAGE;
  return { cookies, storage };
}
