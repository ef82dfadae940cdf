import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A local stand-in for Google's siteverify endpoint, answering as the real one does.
let server: http.Server;
let base = "";
const answers: Record<string, object> = {
  good: { success: true, score: 0.9, action: "login" },
  low: { success: true, score: 0.2, action: "login" },
  other: { success: true, score: 0.9, action: "signup" },
  v2: { success: true },
  bad: { success: false, "error-codes": ["invalid-input-response"] },
};
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(answers[form.get("response") ?? ""] ?? { success: false }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function withKeys() {
  vi.resetModules();
  vi.stubEnv("RECAPTCHA_SECRET_KEY", "server-secret");
  vi.stubEnv("NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "site-key");
  vi.stubEnv("RECAPTCHA_MIN_SCORE", "0.5");
  const { verifyRecaptcha } = await import("./server");
  const local: typeof fetch = (_url, init) => fetch(`${base}/recaptcha/api/siteverify`, init);
  return (token: string | null, action: string) => verifyRecaptcha(token, action, local);
}

describe("reCAPTCHA verification", () => {
  it("is off without keys", async () => {
    vi.resetModules();
    vi.unstubAllEnvs();
    const { verifyRecaptcha } = await import("./server");
    expect(await verifyRecaptcha(null, "login")).toBe(true);
  });

  it("accepts a good v3 score for the same action and v2 answers; refuses the rest", async () => {
    const verify = await withKeys();
    expect(await verify("good", "login")).toBe(true);
    expect(seen.at(-1)?.get("secret")).toBe("server-secret");
    expect(await verify("v2", "login")).toBe(true);
    expect(await verify("low", "login")).toBe(false);
    expect(await verify("other", "login")).toBe(false);
    expect(await verify("bad", "login")).toBe(false);
    expect(await verify(null, "login")).toBe(false);
    vi.unstubAllEnvs();
  });

  it("counts an unreachable service as a failed check", async () => {
    await withKeys();
    const { verifyRecaptcha } = await import("./server");
    expect(await verifyRecaptcha("good", "login", () => fetch("http://127.0.0.1:1/"))).toBe(false);
    vi.unstubAllEnvs();
  });
});
