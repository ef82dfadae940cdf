// Where a webhook may go. The URL must be https:// (http:// only to this machine, and only where private
// addresses are allowed: a local receiver while developing). In production the receiver's addresses,
// as DNS resolves them at each attempt, must all be public: loopback, private (RFC 1918), CGNAT,
// link-local (with the cloud metadata address 169.254.169.254), unique-local, multicast, reserved and
// documentation ranges are refused, also inside IPv4-mapped, NAT64 and 6to4 IPv6 addresses. The
// attempt then connects to the very address that was checked (send.ts pins it), so a DNS answer that
// changes between the check and the connection (rebinding) cannot redirect it.
import "server-only";
import { BlockList, isIP } from "node:net";
import { lookup as dnsLookup } from "node:dns/promises";

export type AddressPolicy = {
  /** Private, loopback and link-local receivers allowed (outside production by default: WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
};

export type UrlProblem = "INVALID_URL" | "HTTPS_REQUIRED" | "PRIVATE_ADDRESS" | "CREDENTIALS_IN_URL";

export const MAX_URL_LENGTH = 2048;

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], ["::1", 128], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) blocked.addSubnet(net, prefix, "ipv6");

/** Expands an IPv6 address to its 8 groups (numbers), or null. */
function groups6(address: string): number[] | null {
  let a = address.toLowerCase().split("%")[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (v4) {
    const o = v4[1]!.split(".").map(Number);
    a = a.slice(0, -v4[1]!.length) + `${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`;
  }
  const [head, tail] = a.includes("::") ? a.split("::") : [a, undefined];
  const h = head ? head.split(":") : [];
  const t = tail !== undefined ? (tail ? tail.split(":") : []) : [];
  const fill = tail !== undefined ? 8 - h.length - t.length : 0;
  const all = [...h, ...Array<string>(Math.max(fill, 0)).fill("0"), ...t].map((g) => parseInt(g, 16));
  return all.length === 8 && all.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffff) ? all : null;
}

const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** Whether `address` (an IP literal) is one a webhook may reach in production. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const g = groups6(address);
  if (!g) return false;
  // IPv4 inside IPv6: mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002:AABB:CCDD::/48. The rest of
  // ::/96 (::, ::1, the deprecated IPv4-compatible form) is never a public receiver.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicAddress(v4From(g[6]!, g[7]!));
  if (g.slice(0, 6).every((x) => x === 0)) return false;
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicAddress(v4From(g[6]!, g[7]!));
  if (g[0] === 0x2002) return isPublicAddress(v4From(g[1]!, g[2]!));
  return !blocked.check(g.map((x) => x.toString(16)).join(":"), "ipv6");
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (isIP(h) === 4) return h.startsWith("127.");
  if (isIP(h) === 6) return groups6(h)?.join(":") === "0:0:0:0:0:0:0:1";
  return false;
}

/** Checks a URL as typed (before any DNS): the endpoint form and every attempt ask it. */
export function checkWebhookUrl(raw: string, policy: AddressPolicy): { ok: true; url: URL } | { ok: false; code: UrlProblem } {
  const text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH) return { ok: false, code: "INVALID_URL" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, code: "INVALID_URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, code: "INVALID_URL" };
  if (!url.hostname) return { ok: false, code: "INVALID_URL" };
  if (url.username || url.password) return { ok: false, code: "CREDENTIALS_IN_URL" };
  const host = hostOf(url);
  if (url.protocol === "http:" && !(policy.allowPrivate && isLoopbackHost(host))) return { ok: false, code: "HTTPS_REQUIRED" };
  if (!policy.allowPrivate && (isLoopbackHost(host) || (isIP(host) !== 0 && !isPublicAddress(host)))) return { ok: false, code: "PRIVATE_ADDRESS" };
  url.hash = "";
  return { ok: true, url };
}

export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true, verbatim: true });

export type ResolvedTarget = { ok: true; address: string; family: 4 | 6 } | { ok: false; code: "PRIVATE_ADDRESS" | "DNS_FAILED" };

/**
 * The address an attempt connects to: the URL's IP literal, or what DNS answers now. With private
 * addresses refused, every address DNS gives must be public (a name that resolves to one private
 * address among public ones is refused: which one a client picks is not ours to know).
 */
export async function resolveTarget(url: URL, policy: AddressPolicy, lookup: LookupAll = systemLookup): Promise<ResolvedTarget> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { ok: false, code: "DNS_FAILED" };
    }
  }
  if (addresses.length === 0) return { ok: false, code: "DNS_FAILED" };
  if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) return { ok: false, code: "PRIVATE_ADDRESS" };
  const first = addresses[0]!;
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
