import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env-schema";

const base = { AUTH_SECRET: "x".repeat(32) };

describe("Stripe configuration", () => {
  it("is optional: without keys the test provider runs", () => {
    const env = parseEnv(base);
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  it("needs the secret key and the webhook secret together, each in Stripe's format", () => {
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/);
    expect(() => parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set/);
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => parseEnv({ ...base, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_live_abc" })).toThrow(/NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key/);
    expect(parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_abc" })).toMatchObject({ STRIPE_SECRET_KEY: "sk_live_abc" });
  });
});
