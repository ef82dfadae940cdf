import { describe, expect, it } from "vitest";
import { clientIp, knownClientIp } from "./client-ip";

const h = (init: Record<string, string>) => new Headers(init);

describe("clientIp", () => {
  it("takes the hop our proxy appended, not the forgeable left-most entry", () => {
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp(h({ "x-forwarded-for": "10.0.0.1,10.0.0.2,  203.0.113.9 " }))).toBe("203.0.113.9");
    expect(clientIp(h({ "x-forwarded-for": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("a client rotating forged values still lands in the same bucket", () => {
    const a = clientIp(h({ "x-forwarded-for": "9.9.9.1, 203.0.113.9" }));
    const b = clientIp(h({ "x-forwarded-for": "9.9.9.2, 203.0.113.9" }));
    expect(a).toBe(b);
  });

  it("falls back to x-real-ip, then to unknown", () => {
    expect(clientIp(h({ "x-real-ip": "192.0.2.5" }))).toBe("192.0.2.5");
    expect(clientIp(h({ "x-forwarded-for": " ", "x-real-ip": "192.0.2.5" }))).toBe("192.0.2.5");
    expect(clientIp(h({ "x-forwarded-for": "1.1.1.1, " , "x-real-ip": "192.0.2.5" }))).toBe("192.0.2.5");
    expect(clientIp(h({}))).toBe("unknown");
    expect(clientIp(undefined)).toBe("unknown");
  });

  it("ignores values that are no address", () => {
    expect(clientIp(h({ "x-forwarded-for": "<script>alert(1)</script>" }))).toBe("unknown");
    expect(clientIp(h({ "x-forwarded-for": "1".repeat(100) }))).toBe("unknown");
  });

  it("knownClientIp says null instead of unknown", () => {
    expect(knownClientIp(h({}))).toBeNull();
    expect(knownClientIp(undefined)).toBeNull();
    expect(knownClientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }))).toBe("198.51.100.7");
  });
});
