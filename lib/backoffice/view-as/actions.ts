"use server";
// "View the app as that person": start (an admin action) and stop (allowed while viewing: it only
// clears the cookie). The rule of the cookie: lib/auth/view-as.ts.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { currentSessionCookie } from "@/lib/auth/session-id";
import { VIEW_AS_COOKIE, VIEW_AS_TTL_MS } from "@/lib/auth/view-as";
import { adminAction } from "@/lib/backoffice/action";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { isLocale, localizePath } from "@/lib/i18n/config";
import { startViewAs, stopViewAs } from "./view-as";

const secure = () => env.APP_URL.startsWith("https:");

export const startViewAsAction = adminAction(z.object({ userId: z.string().min(1).max(100) }), async ({ userId }, { actorId, db, locale }) => {
  const { cookie } = await startViewAs(db, { adminId: actorId, userId, sid: (await currentSessionCookie())?.sid ?? null });
  (await cookies()).set(VIEW_AS_COOKIE, cookie, { httpOnly: true, sameSite: "strict", secure: secure(), path: "/", maxAge: VIEW_AS_TTL_MS / 1000 });
  redirect(localizePath("/app", locale));
});

/** Stops viewing (the banner's button). Not `action()`: that refuses everything while viewing. */
export async function stopViewAsAction(formData: FormData): Promise<void> {
  const jar = await cookies();
  const locale = ((l) => (isLocale(l) ? l : "en"))(formData.get("locale"));
  const viewed = await stopViewAs(await prisma(), jar.get(VIEW_AS_COOKIE)?.value, (await currentSessionCookie())?.uid ?? null);
  jar.delete({ name: VIEW_AS_COOKIE, path: "/" });
  redirect(localizePath(viewed ? `/admin/user?id=${encodeURIComponent(viewed)}` : "/admin", locale));
}
