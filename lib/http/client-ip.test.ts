import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, knownClientIp } from "./client-ip";
import { appendPeerHop } from "./peer-hop";

const h = (init: Record<string, string>) => new Headers(init);

describe("clientIp", () => {
  it("with no proxy (0 hops) takes the right-most entry: the socket address the server appended", () => {
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }), 0)).toBe("198.51.100.7");
    expect(clientIp(h({ "x-forwarded-for": "10.0.0.1,10.0.0.2,  203.0.113.9 " }), 0)).toBe("203.0.113.9");
    expect(clientIp(h({ "x-forwarded-for": "2001:db8::1" }), 0)).toBe("2001:db8::1");
    expect(clientIp(h({ "x-forwarded-for": "::ffff:127.0.0.1" }), 0)).toBe("127.0.0.1");
  });

  it("with N trusted proxies takes the entry N places left of the right-most one", () => {
    // forged by the client, the client as the proxy saw it, the proxy (the socket address)
    const chain = h({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientIp(chain, 1)).toBe("203.0.113.9");
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2" }), 2)).toBe("203.0.113.9");
    // A request that skipped the proxy has a shorter list: its left-most entry, the socket address.
    expect(clientIp(h({ "x-forwarded-for": "198.51.100.7" }), 1)).toBe("198.51.100.7");
  });

  it("the default number of hops comes from TRUSTED_PROXY_HOPS (0)", () => {
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" }))).toBe("198.51.100.7");
  });

  it("trusts no other header and nothing that is not an address", () => {
    expect(clientIp(h({ "x-real-ip": "192.0.2.5" }), 0)).toBe("unknown");
    expect(clientIp(h({}), 0)).toBe("unknown");
    expect(clientIp(undefined, 0)).toBe("unknown");
    expect(clientIp(h({ "x-forwarded-for": "<script>alert(1)</script>" }), 0)).toBe("unknown");
    expect(clientIp(h({ "x-forwarded-for": "1".repeat(100) }), 0)).toBe("unknown");
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4, unknown" }), 0)).toBe("unknown");
    expect(knownClientIp(h({}), 0)).toBeNull();
    expect(knownClientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }), 0)).toBe("198.51.100.7");
  });
});

describe("behind the app's server (scripts/serve.ts appends the socket address)", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      appendPeerHop(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      res.end(JSON.stringify({ ip: knownClientIp(headers, Number(req.url?.slice(1) || 0)) }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request, so repeated X-Forwarded-For headers go out as sent. */
  const ask = (hops: number, forwarded: string[]) =>
    new Promise<string | null>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: `/${hops}`, headers: forwarded.length ? { "x-forwarded-for": forwarded } : {} }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve((JSON.parse(body) as { ip: string | null }).ip));
      });
      req.on("error", reject);
      req.end();
    });

  it("a client rotating forged X-Forwarded-For values is always the socket address", async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 10; i++) seen.add(await ask(0, [`9.9.9.${i}`]));
    seen.add(await ask(0, ["9.9.9.9", "8.8.8.8"]));
    seen.add(await ask(0, []));
    expect([...seen]).toEqual(["127.0.0.1"]);
  });

  it("behind one proxy the proxy's entry is taken, not the client's forged ones", async () => {
    // As a proxy that appends the address it saw (203.0.113.9) to what the client sent (6.6.6.6).
    expect(await ask(1, ["6.6.6.6, 203.0.113.9"])).toBe("203.0.113.9");
  });
});
