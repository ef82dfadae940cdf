import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, printsEmails } from "./env-schema";

const secret = "x".repeat(32);

describe("env", () => {
  it("runs on embedded defaults with only a secret", () => {
    const env = parseEnv({ AUTH_SECRET: secret });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe(".data/pglite");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NEXT_PUBLIC_RECAPTCHA_VERSION).toBe("3");
    expect(env.APP_URL).toBe("http://localhost:3000");
  });

  it("reads TRUSTED_PROXY_HOPS as a small whole number, 0 by default", () => {
    expect(parseEnv({ AUTH_SECRET: secret }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ AUTH_SECRET: secret, TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const bad of ["-1", "1.5", "11", "two"]) {
      expect(() => parseEnv({ AUTH_SECRET: secret, TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS must be a whole number from 0/);
    }
  });

  it("takes PostHog's host over https, or over http on this machine only", () => {
    expect(parseEnv({ AUTH_SECRET: secret, NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com" }).NEXT_PUBLIC_POSTHOG_HOST).toBe("https://eu.i.posthog.com");
    expect(parseEnv({ AUTH_SECRET: secret, NEXT_PUBLIC_POSTHOG_HOST: "http://127.0.0.1:3198" }).NEXT_PUBLIC_POSTHOG_HOST).toBe("http://127.0.0.1:3198");
    for (const bad of ["http://eu.i.posthog.com", "http://127.0.0.1.evil.example", "http://localhost@evil.example", "ftp://127.0.0.1"]) {
      expect(() => parseEnv({ AUTH_SECRET: secret, NEXT_PUBLIC_POSTHOG_HOST: bad }), bad).toThrow(/NEXT_PUBLIC_POSTHOG_HOST must be an https URL/);
    }
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ AUTH_SECRET: secret, DATABASE_URL: "", SMTP_URL: "  " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names the variable and says what is wrong", () => {
    const run = () => parseEnv({ AUTH_SECRET: "short", DATABASE_URL: "mysql://x", APP_URL: "nope" });
    expect(run).toThrow(EnvError);
    try {
      run();
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toMatch(/AUTH_SECRET must be at least 32 characters/);
      expect(msg).toMatch(/DATABASE_URL must be a postgres/);
      expect(msg).toMatch(/APP_URL must be an absolute URL/);
      expect(msg).toMatch(/\.env\.example/);
    }
  });

  it("requires both halves of a provider key pair", () => {
    expect(() => parseEnv({ AUTH_SECRET: secret, GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set/);
    expect(() => parseEnv({ AUTH_SECRET: secret, RECAPTCHA_SECRET_KEY: "s" })).toThrow(/NEXT_PUBLIC_RECAPTCHA_SITE_KEY is required/);
    const ok = parseEnv({ AUTH_SECRET: secret, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" });
    expect(ok.GOOGLE_CLIENT_ID).toBe("id");
  });

  it("accepts postgres URLs and coerces numbers", () => {
    const env = parseEnv({ AUTH_SECRET: secret, DATABASE_URL: "postgresql://u@127.0.0.1:5432/db", RECAPTCHA_MIN_SCORE: "0.7" });
    expect(env.DATABASE_URL).toBe("postgresql://u@127.0.0.1:5432/db");
    expect(env.RECAPTCHA_MIN_SCORE).toBe(0.7);
    expect(() => parseEnv({ AUTH_SECRET: secret, RECAPTCHA_MIN_SCORE: "2" })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });
});

describe("payments in production", () => {
  const production = { AUTH_SECRET: secret, NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" };
  const stripe = { STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

  it("refuses a production start without Stripe keys, naming both keys and the way out", () => {
    expect(() => parseEnv(production)).toThrow(EnvError);
    const message = (() => {
      try {
        parseEnv({ ...production, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: " ", ALLOW_TEST_PAYMENTS: "0" });
      } catch (e) {
        return (e as Error).message;
      }
      return "";
    })();
    expect(message).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production/);
    expect(message).toMatch(/ALLOW_TEST_PAYMENTS=1/);
  });

  it("starts with Stripe keys, or on purpose with ALLOW_TEST_PAYMENTS=1", () => {
    expect(parseEnv({ ...production, ...stripe }).STRIPE_SECRET_KEY).toBe("sk_live_abc");
    expect(parseEnv({ ...production, ALLOW_TEST_PAYMENTS: "1" }).ALLOW_TEST_PAYMENTS).toBe("1");
    expect(() => parseEnv({ ...production, ALLOW_TEST_PAYMENTS: "yes" })).toThrow(/ALLOW_TEST_PAYMENTS must be 0 or 1/);
    // Half a Stripe configuration is still the pair rule's error, not a way around this one.
    expect(() => parseEnv({ ...production, STRIPE_SECRET_KEY: "sk_live_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/);
  });

  it("leaves `next build` (NODE_ENV=production too) and development alone", () => {
    expect(parseEnv(production, { build: true }).NODE_ENV).toBe("production");
    expect(parseEnv({ AUTH_SECRET: secret }).NODE_ENV).toBe("development");
    expect(parseEnv({ AUTH_SECRET: secret, NODE_ENV: "test" }).ALLOW_TEST_PAYMENTS).toBeUndefined();
  });
});

describe("email in production", () => {
  const production = { AUTH_SECRET: secret, NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1" };

  it("refuses a production start without SMTP, naming SMTP_URL and the way out", () => {
    expect(() => parseEnv(production)).toThrow(/SMTP_URL is required when NODE_ENV=production[\s\S]*EMAIL_PRINT=1/);
    expect(() => parseEnv({ ...production, EMAIL_PRINT: "0" })).toThrow(/SMTP_URL is required/);
  });

  it("starts with SMTP, or with EMAIL_PRINT=1 on purpose; development and the build need neither", () => {
    expect(parseEnv({ ...production, SMTP_URL: "smtp://mail.example:587" }).SMTP_URL).toBe("smtp://mail.example:587");
    expect(parseEnv({ ...production, EMAIL_PRINT: "1" }).EMAIL_PRINT).toBe("1");
    expect(() => parseEnv({ ...production, EMAIL_PRINT: "yes" })).toThrow(/EMAIL_PRINT must be 0 or 1/);
    expect(parseEnv({ AUTH_SECRET: secret }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ AUTH_SECRET: secret, NODE_ENV: "production" }, { build: true }).NODE_ENV).toBe("production");
  });

  it("prints emails in development by default, elsewhere only with EMAIL_PRINT=1", () => {
    expect(printsEmails({ NODE_ENV: "development" })).toBe(true);
    expect(printsEmails({ NODE_ENV: "development", EMAIL_PRINT: "0" })).toBe(false);
    expect(printsEmails({ NODE_ENV: "production" })).toBe(false);
    expect(printsEmails({ NODE_ENV: "production", EMAIL_PRINT: "1" })).toBe(true);
    expect(printsEmails({ NODE_ENV: "test" })).toBe(false);
  });
});
