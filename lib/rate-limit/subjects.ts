// Who a limit counts. One person should be one subject, however they vary what they send.
import "server-only";
import net from "node:net";

/**
 * A client address as a subject. IPv6 counts per /64: one connection is routinely given a whole /64,
 * so a single address there would let anyone rotate through 2^64 of them. No address (a request that
 * did not come through lib/http/client-ip) is one shared subject.
 */
export function ipSubject(ip: string | null | undefined): string {
  if (!ip) return "ip:unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (net.isIPv4(ip)) return `ip:${ip}`;
  if (net.isIPv6(ip)) return `ip6:${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
  return `ip:${ip}`;
}

function expandIpv6(ip: string): string[] {
  const bare = ip.split("%")[0]!;
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 address (the last 32 bits) fills two groups.
  const width = (gs: string[]) => gs.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0"), ...right];
  return groups.map((g) => (g.includes(".") ? g : parseInt(g || "0", 16).toString(16)));
}

/**
 * An email address as a subject: lower case and without a "+tag", which most providers deliver to the
 * same inbox (so `victim+1@…`, `victim+2@…` cannot be used to mail one person over and over).
 */
export function emailSubject(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return `email:${lower}`;
  const local = lower.slice(0, at).split("+")[0] || lower.slice(0, at);
  return `email:${local}${lower.slice(at)}`;
}
