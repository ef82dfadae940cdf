"use server";

import { z } from "zod";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { setFavoriteResult } from "@/lib/sharing/favorite";
import { getOrCreateLink, revokeLink, type LinkInfo } from "@/lib/sharing/share-links";

export type OwnerActionError = "NOT_SIGNED_IN" | "NOT_FOUND" | "NOT_READY";

const linkInput = z.object({ shootId: z.string().min(1).max(64), kind: z.enum(["share", "vote"]), locale: z.string().refine(isLocale) });
const favouriteInput = z.object({ shootId: z.string().min(1).max(64), resultId: z.string().min(1).max(64) });

/** The shoot's live share or voting link, made now if there is none. */
export async function createLinkAction(input: unknown): Promise<{ ok: true; link: LinkInfo } | { ok: false; error: OwnerActionError }> {
  const principal = await currentPrincipal();
  if (!principal) return { ok: false, error: "NOT_SIGNED_IN" };
  const parsed = linkInput.safeParse(input);
  if (!parsed.success || !isLocale(parsed.data.locale)) return { ok: false, error: "NOT_FOUND" };
  const { shootId, kind, locale } = parsed.data;
  return getOrCreateLink(await prisma(), { secret: env.AUTH_SECRET, appUrl: env.APP_URL, locale }, { userId: principal.userId, shootId, kind });
}

export async function revokeLinkAction(input: unknown): Promise<{ ok: true } | { ok: false; error: OwnerActionError }> {
  const principal = await currentPrincipal();
  if (!principal) return { ok: false, error: "NOT_SIGNED_IN" };
  const parsed = linkInput.pick({ shootId: true, kind: true }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "NOT_FOUND" };
  const outcome = await revokeLink(await prisma(), { userId: principal.userId, ...parsed.data });
  return outcome.ok ? { ok: true } : outcome;
}

export async function setFavoriteAction(input: unknown): Promise<{ ok: true } | { ok: false; error: OwnerActionError }> {
  const principal = await currentPrincipal();
  if (!principal) return { ok: false, error: "NOT_SIGNED_IN" };
  const parsed = favouriteInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "NOT_FOUND" };
  return setFavoriteResult(await prisma(), { userId: principal.userId, ...parsed.data });
}
