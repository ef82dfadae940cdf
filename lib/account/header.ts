// Who the site header (in every layout) greets. The header is shared by every page, so it reads this
// itself rather than through each page's openPage; the database stays here, inside lib.
import "server-only";
import { auth } from "@/lib/auth";
import { loadPrincipal } from "@/lib/auth/principal";
import { headerAccountOf, type HeaderAccount } from "./header-account";
import { prisma } from "@/lib/db";
import { blockedBuyHref } from "@/lib/payments/checkout-page";

export type { HeaderAccount };

/** The signed-in person, roles read fresh (an account gone since reads as signed out), or null. */
export async function headerAccount(): Promise<HeaderAccount | null> {
  const session = await auth();
  const principal = session?.user?.id ? await loadPrincipal(await prisma(), session.user.id) : null;
  return principal && session?.user ? headerAccountOf(principal, session.user.email) : null;
}

/**
 * What the cached public pages' islands need to know of the visitor (GET /api/account/header): the
 * header's account, and where a "choose this package" button leads them (a team member or an admin
 * account cannot buy: /checkout/blocked; anyone else signed in: the style chooser).
 */
export type PublicAccount = HeaderAccount & { blockedBuyHref: string | null };

export async function publicAccount(): Promise<PublicAccount | null> {
  const session = await auth();
  if (!session?.user?.id) return null;
  const db = await prisma();
  const principal = await loadPrincipal(db, session.user.id);
  if (!principal) return null;
  return { ...headerAccountOf(principal, session.user.email), blockedBuyHref: await blockedBuyHref(db, principal.userId) };
}
