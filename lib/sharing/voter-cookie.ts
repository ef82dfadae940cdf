// The voter cookie of a voting link: "{voterId}.{signature}", issued by the server only. voterId is 32
// random bytes (base64url); signature = base64url(HMAC-SHA256(k, "voter\n{voterId}")) with
// k = HMAC-SHA256(AUTH_SECRET, "lumen:voter:v1"). A cookie the client made up, or one whose signature
// does not match, is no voter at all: the request gets a new voter id, which counts against the
// new-voter limits (lib/rate-limit/config.ts), so inventing cookies cannot multiply votes.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

export const VOTER_COOKIE = { name: "lumen_voter", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

const PART = /^[A-Za-z0-9_-]{43}$/;

function voterCookieKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lumen:voter:v1").digest();
}

function signature(voterId: string, secret: string): string {
  return createHmac("sha256", voterCookieKey(secret)).update(`voter\n${voterId}`).digest("base64url");
}

/** A new voter: its id (what votes are counted by) and the signed cookie value that carries it. */
export function issueVoterCookie(secret: string = env.AUTH_SECRET): { voterId: string; cookie: string } {
  const voterId = randomBytes(32).toString("base64url");
  return { voterId, cookie: `${voterId}.${signature(voterId, secret)}` };
}

/** The voter id a cookie carries, or null when it is missing, malformed or not signed by this server. */
export function verifyVoterCookie(value: unknown, secret: string = env.AUTH_SECRET): string | null {
  if (typeof value !== "string" || value.length !== 87) return null;
  const [voterId = "", sig = "", ...rest] = value.split(".");
  if (rest.length > 0 || !PART.test(voterId) || !PART.test(sig)) return null;
  const expected = Buffer.from(signature(voterId, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? voterId : null;
}
