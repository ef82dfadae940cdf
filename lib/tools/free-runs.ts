// Who is using a free tool, and how many runs they have left today. Shared by the free headshot
// generator and the profile-picture maker (FreeToolRun rows, one per use).
//
// A visitor is known two ways, and the day's limit (an admin parameter per tool) holds for both: the
// `lumen_free` cookie (a random id; only its keyed hash is stored) and the IP address (its keyed hash; an IPv6
// address by its /64, which one household or phone usually gets whole). Clearing cookies does not
// reset the count (the IP still counts), and one shared office IP is the worst case a limit of a few a
// day allows. The count is a rolling 24 hours of runs that asked for work (`countedAt`), claimed under
// an advisory lock per tool so two requests at the same moment cannot both take the last one.
import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import net from "node:net";
import type { FreeTool, Prisma, PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { readParameter } from "@/lib/parameters/read";

export const FREE_VISITOR_COOKIE = "lumen_free";
/** The visitor cookie's life: long enough to resume and to count a day, nothing more. */
export const FREE_VISITOR_COOKIE_DAYS = 30;
/** The window a day's limit counts over. */
export const FREE_WINDOW_MS = 24 * 3600 * 1000;

const LIMIT_PARAMETER = { HEADSHOT: "tools.freeHeadshotsPerDay", PFP: "tools.freePfpPerDay" } as const satisfies Record<FreeTool, string>;
const LOCK_KEY = { HEADSHOT: 7_318_001, PFP: 7_318_002 } as const satisfies Record<FreeTool, number>;

export type FreeVisitor = {
  /** The cookie's value (a new one when the request had none or a malformed one). */
  cookieId: string;
  /** Whether the answer must set the cookie. */
  fresh: boolean;
  visitorHash: string;
  ipHash: string;
};

// Keyed with a secret of this server's (derived from AUTH_SECRET): a plain sha256 of an IPv4 address
// can be reversed by trying all 2^32 of them, a keyed one cannot without the key.
let hashKey: Buffer | null = null;
const sha256 = (value: string) => {
  hashKey ??= createHash("sha256").update(`lumen free tools visitor key\n${env.AUTH_SECRET}`).digest();
  return createHmac("sha256", hashKey).update(value).digest("hex");
};

/** The part of an address one visitor holds: an IPv4 address whole, an IPv6 address's /64. */
export function addressBucket(ip: string): string {
  if (net.isIPv6(ip.split("%")[0]!)) {
    const full = expandIpv6(ip.split("%")[0]!);
    return `${full.slice(0, 4).join(":")}::/64`;
  }
  return ip;
}

function expandIpv6(ip: string): string[] {
  const [head, tail] = ip.includes("::") ? ip.split("::") : [ip, ""];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const groups = (parts: string[]) => parts.flatMap((p) => (p.includes(".") ? ["v4a", "v4b"] : [p]));
  const l = groups(left);
  const r = groups(right);
  const middle = ip.includes("::") ? Array(Math.max(0, 8 - l.length - r.length)).fill("0") : [];
  return [...l, ...middle, ...r].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/** The visitor of a request: its cookie id (or a new one) and the hashes that the limit counts by. */
export function freeVisitor(request: Request): FreeVisitor {
  const raw = cookieValue(request.headers.get("cookie"), FREE_VISITOR_COOKIE);
  const valid = raw !== null && VISITOR_ID.test(raw);
  const cookieId = valid ? raw : randomBytes(18).toString("base64url");
  return { cookieId, fresh: !valid, visitorHash: sha256(`visitor:${cookieId}`), ipHash: sha256(`ip:${addressBucket(clientIp(request.headers))}`) };
}

const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The keyed hash of a `lumen_free` cookie's value as its runs store it, or null for no or a malformed
 * cookie. Checkout marks the order (metadata.freeVisitor: true, the hash itself is not kept): a purchase by someone who used a free
 * tool while the cookie lived (FREE_VISITOR_COOKIE_DAYS after their first upload).
 */
export function freeVisitorHash(cookieId: string | null | undefined): string | null {
  return cookieId && VISITOR_ID.test(cookieId) ? sha256(`visitor:${cookieId}`) : null;
}

/**
 * What the daily counters (FreeToolDay) count: a photo the gate accepted or refused, a run started
 * (counted against the day), finished or failed, and a request refused by the day's limit or, for the
 * free headshot, by the cap on photos.
 */
export const FREE_EVENTS = ["photo", "photoRefused", "started", "finished", "failed", "limit", "drafts"] as const;
export type FreeEvent = (typeof FREE_EVENTS)[number];

/** The UTC day of `at` as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds one to today's (UTC) counter of `event` for `tool`: one statement, safe when requests arrive together. */
export async function countFreeEvent(db: PrismaClient | Prisma.TransactionClient, tool: FreeTool, event: FreeEvent, at = new Date()): Promise<void> {
  await db.$executeRaw`INSERT INTO "FreeToolDay" ("tool", "day", "event", "count") VALUES (${tool}::"FreeTool", ${utcDay(at)}::date, ${event}, 1)
    ON CONFLICT ("tool", "day", "event") DO UPDATE SET "count" = "FreeToolDay"."count" + 1`;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The Set-Cookie value for a fresh visitor (HttpOnly: the pages never read it; Secure on https). */
export function freeVisitorCookie(visitor: FreeVisitor, secure: boolean): string {
  return [
    `${FREE_VISITOR_COOKIE}=${visitor.cookieId}`,
    "Path=/",
    `Max-Age=${FREE_VISITOR_COOKIE_DAYS * 86_400}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * A request another site's page made (a form posted from there): the browser says so in
 * Sec-Fetch-Site. The free tools refuse it, or any page could spend a visitor's day (their IP counts).
 */
export function isCrossSite(request: Request): boolean {
  return request.headers.get("sec-fetch-site") === "cross-site";
}

/** Whose run this is: the same cookie (an IP alone never opens another visitor's run). */
export function ownsRun(visitor: FreeVisitor, run: { visitorHash: string }): boolean {
  return run.visitorHash === visitor.visitorHash;
}

export type FreeAllowance = { limit: number; used: number; left: number; /** When the oldest counted run leaves the window (null while runs are left). */ nextAt: Date | null };

/** Runs used in the last 24 hours by this cookie or this address, whichever is more. */
export async function freeAllowance(db: PrismaClient | Prisma.TransactionClient, tool: FreeTool, visitor: FreeVisitor, now = new Date()): Promise<FreeAllowance> {
  const limit = await readParameter(db, LIMIT_PARAMETER[tool]);
  const since = new Date(now.getTime() - FREE_WINDOW_MS);
  const counted = await db.freeToolRun.findMany({
    where: { tool, countedAt: { gt: since }, OR: [{ visitorHash: visitor.visitorHash }, { ipHash: visitor.ipHash }] },
    select: { visitorHash: true, ipHash: true, countedAt: true },
    orderBy: { countedAt: "asc" },
  });
  const byCookie = counted.filter((r) => r.visitorHash === visitor.visitorHash);
  const byIp = counted.filter((r) => r.ipHash === visitor.ipHash);
  const binding = byCookie.length >= byIp.length ? byCookie : byIp;
  const used = binding.length;
  const left = Math.max(0, limit - used);
  const oldest = binding[Math.max(0, used - limit)]?.countedAt ?? null;
  return { limit, used, left, nextAt: left === 0 && oldest ? new Date(oldest.getTime() + FREE_WINDOW_MS) : null };
}

/**
 * Takes one of the day's runs for `tool` and, in the same transaction, does `use` (which marks its run
 * counted: `countedAt: now`). Null when the visitor has none left (nothing is written). Serialised per
 * tool by an advisory lock, so concurrent requests are counted one after the other.
 */
export async function claimFreeRun<T>(
  db: PrismaClient,
  tool: FreeTool,
  visitor: FreeVisitor,
  use: (tx: Prisma.TransactionClient, countedAt: Date) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; allowance: FreeAllowance }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY[tool]})`;
    const now = new Date();
    const allowance = await freeAllowance(tx, tool, visitor, now);
    if (allowance.left === 0) {
      await countFreeEvent(tx, tool, "limit", now);
      return { ok: false as const, allowance };
    }
    return { ok: true as const, value: await use(tx, now) };
  });
}
