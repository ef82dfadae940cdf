import type { IncomingMessage } from "node:http";

/**
 * Appends the address of the socket that reached us to X-Forwarded-For, as a reverse proxy does, so
 * lib/http/client-ip.ts always finds it as the right-most entry. (Next's own server only fills the
 * header when it is missing, which leaves a forged one in place.) A socket without an address adds
 * "unknown", which is no address: a forged entry to its left can never take its place.
 */
export function appendPeerHop(req: IncomingMessage): void {
  const prior = req.headers["x-forwarded-for"];
  const peer = req.socket.remoteAddress ?? "unknown";
  const list = (Array.isArray(prior) ? prior.join(", ") : prior ?? "").trim();
  req.headers["x-forwarded-for"] = list ? `${list}, ${peer}` : peer;
}
