// One HTTP POST of a signed webhook to the address address.ts checked: node's own client with a lookup
// that answers only that address (TLS still verifies the certificate for the URL's host name), no
// redirect followed (a 3xx is a failed attempt), no connection reuse, a hard time limit, and the
// receiver's body read and thrown away.
import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

export type PostResult = { statusCode: number | null; error: string | null };

export function postPinned(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostResult> {
  const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        agent: false,
        lookup,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)), "user-agent": "Lumen-Webhooks/1.0" },
      },
      (response) => {
        const status = response.statusCode ?? null;
        response.on("error", () => {});
        response.resume();
        response.on("end", () => request.destroy());
        const ok = status !== null && status >= 200 && status < 300;
        finish({ statusCode: status, error: ok ? null : status !== null && status >= 300 && status < 400 ? "redirect not followed" : `HTTP ${status}` });
      },
    );
    // Also ends a receiver that answers but never finishes its body.
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: `no answer within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    timer.unref();
    request.on("close", () => clearTimeout(timer));
    request.on("error", (e: NodeJS.ErrnoException) => finish({ statusCode: null, error: (e.code ? `${e.code}: ` : "") + e.message.slice(0, 200) }));
    request.end(body);
  });
}
