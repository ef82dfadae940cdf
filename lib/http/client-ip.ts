// The address a request came from, for rate limits and audit rows.
//
// X-Forwarded-For is a list that every hop appends to: whatever the client sent, then one entry per
// reverse proxy, then (scripts/serve.ts, the app's own server) the address of the socket that reached
// the app. Only entries appended by hops we run can be trusted; everything to their left is whatever
// the client chose to send. With TRUSTED_PROXY_HOPS=N reverse proxies in front of the app, the client
// is the entry N places left of the right-most one: 0 = the socket address itself.
//
// Next's own `next start` does NOT append: it fills X-Forwarded-For with the socket address only when
// the request has none, so a client that sends one hides the socket address. That is why the app
// runs behind scripts/serve.ts, which always appends it.
import "server-only";
import net from "node:net";
import { env } from "@/lib/env";

type HeaderSource = Pick<Headers, "get">;

/** An IPv4 or IPv6 address (brackets dropped, an IPv6 zone kept), else null: no junk in limits and logs. */
function address(value: string | undefined): string | null {
  const v = value?.trim().replace(/^\[(.*)\]$/, "$1");
  if (!v || v.length > 64 || !net.isIP(v.split("%")[0]!)) return null;
  // An IPv4 client of a server listening on "::" is reported as ::ffff:a.b.c.d.
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v) ? v.slice(7) : v;
}

/**
 * The client's address: the X-Forwarded-For entry `hops` places left of the right-most one, or the
 * left-most entry when the list is shorter (the request skipped a proxy). Null when there is no
 * X-Forwarded-For (a request that did not come through scripts/serve.ts or a proxy) or the entry is
 * not an address.
 */
export function knownClientIp(headers: HeaderSource | null | undefined, hops: number = env.TRUSTED_PROXY_HOPS): string | null {
  const list = headers?.get("x-forwarded-for")?.split(",") ?? [];
  if (list.length === 0) return null;
  return address(list[Math.max(0, list.length - 1 - hops)]);
}

/** The client's address, or "unknown" (one shared bucket) when none is known. */
export function clientIp(headers: HeaderSource | null | undefined, hops?: number): string {
  return knownClientIp(headers, hops) ?? "unknown";
}
