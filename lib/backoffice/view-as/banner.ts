// What the view-as banner (every page, from the root layout) shows: nothing unless the view-as cookie
// is there, then the principal as the guard resolves it (so a forged, expired or stale ticket shows nothing).
import "server-only";
import { cookies } from "next/headers";
import { currentPrincipal } from "@/lib/auth/guard";
import { VIEW_AS_COOKIE } from "@/lib/auth/view-as";
import { prisma } from "@/lib/db";
import { viewedEmail } from "./view-as";

export async function viewAsBanner(): Promise<{ userId: string; email: string } | null> {
  if (!(await cookies()).has(VIEW_AS_COOKIE)) return null;
  const principal = await currentPrincipal();
  if (!principal?.viewingAs) return null;
  const email = await viewedEmail(await prisma(), principal.userId);
  return { userId: principal.userId, email: email ?? principal.userId };
}
