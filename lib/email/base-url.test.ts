// Links point at the address the product is served on: APP_URL when set, else the port the server was
// started on (npm start, next dev and next start put it in PORT). The process's configuration is read
// once, when lib/env is first imported, so each case loads the modules afresh under its own variables.
import { afterEach, describe, expect, it, vi } from "vitest";
import { appBaseUrl, DEFAULT_PORT } from "@/lib/env-schema";
import { openTestDb } from "@/lib/testing/db";

describe("appBaseUrl", () => {
  it("is APP_URL when set, else this machine on the server's port, else on 3000", () => {
    expect(appBaseUrl({ APP_URL: "https://lumen.example", PORT: "4123" })).toBe("https://lumen.example");
    expect(appBaseUrl({ PORT: "4123" })).toBe("http://localhost:4123");
    expect(appBaseUrl({ APP_URL: "  ", PORT: "4123" })).toBe("http://localhost:4123");
    expect(appBaseUrl({})).toBe(`http://localhost:${DEFAULT_PORT}`);
    for (const bad of ["0", "70000", "80.5", "http"]) expect(appBaseUrl({ PORT: bad })).toBe("http://localhost:3000");
  });
});

describe("a server started on another port", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The product's modules as a server started with these variables loads them. */
  async function startWith(vars: Record<string, string>) {
    vi.stubEnv("APP_URL", "");
    for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
    vi.resetModules();
    const [{ env }, { signUp }, { sellerDetails }, { printEmails }] = await Promise.all([
      import("@/lib/env"),
      import("@/lib/auth/accounts"),
      import("@/lib/payments/seller"),
      import("@/lib/testing/email"),
    ]);
    return { env, signUp, sellerDetails, printEmails };
  }

  it("PORT=4123 and no APP_URL: email links and the invoice's seller address use :4123", async () => {
    const app = await startWith({ PORT: "4123" });
    expect(app.env.APP_URL).toBe("http://localhost:4123");
    expect(app.sellerDetails().website).toBe("http://localhost:4123");

    const db = await openTestDb("pglite");
    const printed = app.printEmails();
    try {
      await app.signUp(db.prisma, { name: "Port Tester", email: "port@example.test", password: "long enough pw", locale: "de" });
      expect(printed.lastTo("port@example.test")).toMatch(/http:\/\/localhost:4123\/de\/auth\/verify\?token=/);
      // Signing up again with the address: the owner's note links to the reset page, stored as sent.
      await app.signUp(db.prisma, { name: "Port Tester", email: "port@example.test", password: "long enough pw", locale: "es" });
      const note = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: "port@example.test", template: "account-exists" } });
      expect(note.data).toMatchObject({ url: "http://localhost:4123/es/auth/reset-password" });
      expect(printed.all.join("\n")).not.toContain("localhost:3000");
    } finally {
      printed.restore();
      await db.cleanup();
    }
  });

  it("APP_URL wins over the port", async () => {
    const app = await startWith({ PORT: "4123", APP_URL: "https://lumen.example" });
    expect(app.env.APP_URL).toBe("https://lumen.example");
    expect(app.sellerDetails().website).toBe("https://lumen.example");
  });
});
