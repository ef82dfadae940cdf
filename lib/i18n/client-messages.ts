import "server-only";
import type { AbstractIntlMessages } from "next-intl";

/** The namespaces client components read; everything else stays on the server and out of the page. */
export const CLIENT_NAMESPACES = ["Shell", "UI", "Auth", "Errors", "Checkout"] as const;

/** What every page's shell needs (the root layout: the offline notice, the error page, the 404 page's header). */
export const SHELL_NAMESPACES = ["Shell", "Errors", "Nav"] as const;

/**
 * The cached public pages' client islands (header, language switcher, the contact form, the pricing
 * toggles): kept short, since every namespace here is sent inside every public page.
 */
export const MARKETING_NAMESPACES = ["Shell", "Errors", "UI", "Nav", "Marketing"] as const;

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]!]));
}
