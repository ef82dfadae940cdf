// Addresses that must never be mailed. A managed member (added by a team lead on their behalf, without
// an address of their own: lib/teams/invites.ts addManagedMember) gets a placeholder under the RFC 2606
// ".invalid" domain until they claim their shoot with a real address. Every place that mails a shoot's
// owner or a member asks isUndeliverable first. A neutral module: lib/shoots and lib/teams both use it
// (lib/teams imports lib/shoots, so lib/shoots cannot import lib/teams for it).
import "server-only";

/** The domain of managed members' placeholder addresses. */
export const MANAGED_EMAIL_DOMAIN = "members.invalid";

/** An address that must never be mailed: none, or a managed member's placeholder. */
export function isUndeliverable(email: string | null | undefined): boolean {
  return !email || email.trim().toLowerCase().endsWith(`@${MANAGED_EMAIL_DOMAIN}`);
}
