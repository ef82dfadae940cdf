import "server-only";
import type { AbstractIntlMessages } from "next-intl";

/** The namespaces client components read; everything else stays on the server and out of the page. */
export const CLIENT_NAMESPACES = ["Shell", "UI", "Auth", "Errors", "Checkout", "Nav"] as const;

/** What an island of the cached public pages may wrap itself in (the contact form): kept short. */
export const MARKETING_NAMESPACES = ["Shell", "Errors", "UI", "Nav", "Marketing"] as const;

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]!]));
}
