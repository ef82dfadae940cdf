// The address a request came from, for rate limits and audit rows. Our own reverse proxy appends the
// address it saw to X-Forwarded-For, so only the right-most entry is trustworthy: everything to its
// left was sent by the client and can be forged to dodge a per-address limit.
type HeaderSource = Pick<Headers, "get">;

// IPv4, IPv6 (optionally bracketed, with a zone or port): enough to keep junk out of limits and logs.
const ADDRESS = /^[0-9A-Za-z.:[\]%_-]{2,64}$/;

function address(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && ADDRESS.test(v) ? v : null;
}

/** The client's address as our proxy saw it, or null when no header says. */
export function knownClientIp(headers: HeaderSource | null | undefined): string | null {
  if (!headers) return null;
  const hops = headers.get("x-forwarded-for")?.split(",") ?? [];
  return address(hops[hops.length - 1]) ?? address(headers.get("x-real-ip"));
}

/** The client's address, or "unknown" (one shared bucket) when no header says. */
export function clientIp(headers: HeaderSource | null | undefined): string {
  return knownClientIp(headers) ?? "unknown";
}
