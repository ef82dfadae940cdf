// Who the site header (in every layout) greets. The header is shared by every page, so it reads this
// itself rather than through each page's openPage; the database stays here, inside lib.
import "server-only";
import { auth } from "@/lib/auth";
import { loadPrincipal } from "@/lib/auth/principal";
import { headerAccountOf, type HeaderAccount } from "./header-account";
import { prisma } from "@/lib/db";

export type { HeaderAccount };

/** The signed-in person, roles read fresh (an account gone since reads as signed out), or null. */
export async function headerAccount(): Promise<HeaderAccount | null> {
  const session = await auth();
  const principal = session?.user?.id ? await loadPrincipal(await prisma(), session.user.id) : null;
  return principal && session?.user ? headerAccountOf(principal, session.user.email) : null;
}
