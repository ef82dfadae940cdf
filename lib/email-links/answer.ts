// Building email links and answering them. A click is recorded as an AuditLog row (action
// "email.click", target the link type, data: the checked parameters, the source email and the route);
// an open (the /track/open pixel) as "email.open". Recording never stands between the reader and the
// page: when it fails, the failure is logged and the redirect happens anyway. The routes are anonymous,
// so recording is throttled per client address ("email-link.ip" in lib/rate-limit/config.ts; past the
// limit the reader is still sent on, unrecorded) and secret parameters (tokens, codes) are never
// written down.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { ipSubject, rateLimits, type RateLimits } from "@/lib/rate-limit";
import { recordableParams, resolveLink, SOURCE_PARAM, type LinkType } from "./targets";

export const EMAIL_CLICK_ACTION = "email.click";
export const EMAIL_OPEN_ACTION = "email.open";

/** The route an email link goes through: "track" records and redirects; "deeplink" does the same for plain links. */
export type LinkRoute = "deeplink" | "track";

function linkUrl(route: LinkRoute, appUrl: string, type: LinkType | "open", params: Record<string, string>, locale: Locale): string {
  const qs = new URLSearchParams(params).toString();
  return `${appLink(appUrl, `/${route}/${type}`, locale)}${qs ? `?${qs}` : ""}`;
}

/**
 * A link for an email that records the click and opens the page of `type` in the reader's language,
 * e.g. trackedLink(env.APP_URL, "results", { shoot: id, src: "shoot-ready" }, "de").
 */
export function trackedLink(appUrl: string, type: LinkType, params: Record<string, string>, locale: Locale): string {
  return linkUrl("track", appUrl, type, params, locale);
}

/** The same through /deeplink/{type}. */
export function deepLink(appUrl: string, type: LinkType, params: Record<string, string>, locale: Locale): string {
  return linkUrl("deeplink", appUrl, type, params, locale);
}

/** The 1×1 image an HTML email embeds to count opens (`src` names the email). */
export function openPixelUrl(appUrl: string, source: string, locale: Locale): string {
  return linkUrl("track", appUrl, "open", { [SOURCE_PARAM]: source }, locale);
}

export type EmailLinkAnswer =
  | { kind: "redirect"; location: string }
  /** /track/open: the transparent pixel. */
  | { kind: "pixel" };

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * Answers `/{locale}/{route}/{segments}?{search}`: records the click (or open) and says where to go.
 * `actorId` is the signed-in reader, when there is one.
 */
export async function answerEmailLink(
  db: PrismaClient,
  input: {
    route: LinkRoute;
    locale: Locale;
    segments: readonly string[] | undefined;
    search: URLSearchParams;
    actorId?: string | null;
    ip?: string | null;
    log?: Pick<Console, "error">;
    limits?: RateLimits;
  },
): Promise<EmailLinkAnswer> {
  const resolved = resolveLink(input.segments, input.search);
  const isOpen = input.route === "track" && input.segments?.[0] === "open";
  const data: Prisma.InputJsonObject = isOpen
    ? { route: input.route, source: resolved.source }
    : { route: input.route, type: resolved.type ?? "unknown", params: recordableParams(resolved.params), source: resolved.source, locale: input.locale };
  try {
    // Requests without an address share one subject (ipSubject), so no request goes unthrottled.
    const { allowed } = await (input.limits ?? rateLimits()).take("email-link.ip", ipSubject(input.ip));
    if (allowed) {
      await db.auditLog.create({
        data: {
          actorId: input.actorId ?? null,
          action: isOpen ? EMAIL_OPEN_ACTION : EMAIL_CLICK_ACTION,
          targetType: "EmailLink",
          targetId: isOpen ? "open" : (resolved.type ?? "unknown"),
          data,
          ip: input.ip ?? null,
        },
      });
    }
  } catch (e) {
    (input.log ?? console).error(`[links] could not record an email ${isOpen ? "open" : "click"}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (isOpen) return { kind: "pixel" };
  return { kind: "redirect", location: localizePath(resolved.path, input.locale) };
}
