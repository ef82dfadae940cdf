// Every named limit in one place: `points` hits per `duration` seconds, in a fixed window that starts
// with the first hit. Subjects (an email, an address, a person) are chosen by the caller.
import "server-only";
import type { ServerEnv } from "@/lib/env";

export type LimitRule = { points: number; duration: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Unknown coupon and gift-card codes per person (or per address when signed out): gift-card codes are worth a package. */
export const CODES_RULE: LimitRule = { points: 20, duration: 15 * MINUTE };

export function rateLimitRules(env: Pick<ServerEnv, "LOGIN_MAX_FAILURES" | "LOGIN_WINDOW_MINUTES">) {
  const loginWindow = env.LOGIN_WINDOW_MINUTES * MINUTE;
  return {
    // Failed logins (a success gives its points back). The lock is per (email, address), so guessing
    // someone's password from elsewhere never locks the owner out at home; the address ceiling stops
    // one address sweeping many accounts; the email ceiling stops a crowd of addresses guessing one
    // account. It is 20 times the pair limit, and one address can add at most twice the pair limit
    // to it in one window (two pair windows overlap it), so it takes ten or more addresses guessing at
    // once to lock an account for everyone.
    "login.pair": { points: env.LOGIN_MAX_FAILURES, duration: loginWindow },
    "login.ip": { points: env.LOGIN_MAX_FAILURES * 4, duration: loginWindow },
    "login.email": { points: env.LOGIN_MAX_FAILURES * 20, duration: loginWindow },

    // Forms that send an email, per address typed (mail bombing) and per client address (sweeping;
    // loose enough for an office or a conference network behind one address).
    "signup.email": { points: 3, duration: 15 * MINUTE },
    "signup.ip": { points: 20, duration: 15 * MINUTE },
    "resend.email": { points: 3, duration: 15 * MINUTE },
    "resend.ip": { points: 20, duration: 15 * MINUTE },
    "reset.email": { points: 3, duration: 15 * MINUTE },
    "reset.ip": { points: 20, duration: 15 * MINUTE },
    "magic.email": { points: 3, duration: 15 * MINUTE },
    "magic.ip": { points: 20, duration: 15 * MINUTE },
    // Team sign-in links (/team-access, /organization/join): the same as the magic link's.
    "team-access.email": { points: 3, duration: 15 * MINUTE },
    "team-access.ip": { points: 20, duration: 15 * MINUTE },

    codes: CODES_RULE,

    // The public contact form (lib/support/contact.ts): each message is a support ticket and an email
    // to the address typed. Per client address a short window (a burst from one page) and a daily
    // ceiling (an office behind one address still gets through); per address typed, so nobody can use
    // the confirmation email to fill someone else's inbox.
    "contact.ip": { points: 5, duration: 10 * MINUTE },
    "contact.ip-day": { points: 20, duration: DAY },
    "contact.email": { points: 5, duration: DAY },

    // Voting links (lib/sharing/votes.ts), no sign-in: enough for friends on one office network to vote
    // on every photo of a large shoot, not enough to stuff a ballot by script. Votes (cast, changed or
    // withdrawn) per client address; new voters (no valid voter cookie) per client address and per link.
    // A link shared with friends, a team or a small community stays well under 100 new voters an hour;
    // one whose tally is being stuffed from many addresses stops there.
    "vote.ip": { points: 600, duration: 10 * MINUTE },
    "voter.ip": { points: 40, duration: HOUR },
    "voter.link": { points: 100, duration: HOUR },

    // Email-change links per account (each an email to an address the person typed).
    "email-change.user": { points: 5, duration: HOUR },
    // Feedback per person: enough for someone with a lot to say, not enough to flood the inbox.
    "feedback.user": { points: 10, duration: HOUR },
    // Invite reminders per team lead (each is an email to someone who has not answered yet; one per
    // invite per day is enforced on the invite itself).
    "team-reminder.lead": { points: 50, duration: HOUR },
    // Claim links per team lead (lib/teams/claim.ts: each a sign-in link mailed to an address the lead typed).
    "team-claim.lead": { points: 20, duration: HOUR },
    // Team-lead MFA codes mailed per person (lib/teams/mfa.ts; besides one per 30 seconds per session).
    "mfa-code.user": { points: 6, duration: 15 * MINUTE },
    // Uploads (accepted or not) through one phone link: a shoot holds 20 photos, so with retakes this is plenty.
    "phone-upload.link": { points: 60, duration: 10 * MINUTE },
    // Email-link clicks and opens recorded per client address; more are answered but not recorded.
    "email-link.ip": { points: 60, duration: MINUTE },
    // "Send test event" on /app/admin/api, per organisation: each is a signed POST to the URL its leads
    // typed, sent at once by the request. Enough to try a receiver out, not to hammer one.
    "webhook-test.organization": { points: 5, duration: MINUTE },
    // The business API (/api/v2), per organisation, all its keys together (market-behaviour C: 300 a
    // minute on the standard plans). Answered with X-RateLimit-* headers (lib/api/gate.ts).
    api: { points: 300, duration: MINUTE },
  } satisfies Record<string, LimitRule>;
}

export type LimitName = keyof ReturnType<typeof rateLimitRules>;
export type LimitRules = Record<LimitName, LimitRule>;
