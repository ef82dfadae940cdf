// How long a team link stays valid, in the reader's language ("2 hours", "90 Minuten", "30 días"): the
// lifetimes are the platform admins' parameters teams.magicLinkMinutes and teams.inviteValidityDays
// (read by lib/teams/join.ts, lib/teams/invites.ts and the pages that state them).
import "server-only";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";

export function formatValidity(amount: number, unit: "minute" | "day", locale: Locale): string {
  let value = amount;
  let u: "minute" | "hour" | "day" = unit;
  if (u === "minute" && value % 60 === 0) {
    value /= 60;
    u = "hour";
    if (value % 24 === 0) {
      value /= 24;
      u = "day";
    }
  }
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "unit", unit: u, unitDisplay: "long" }).format(value);
}
