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

describe("the seller's configuration", () => {
  it("has offline defaults: Germany, and the ISO 13616 example bank account", () => {
    expect(parseEnv(base)).toMatchObject({ SELLER_COUNTRY: "DE", SELLER_BANK_NAME: "Commerzbank", SELLER_IBAN: "DE89370400440532013000", SELLER_BIC: "COBADEFFXXX" });
    expect(parseEnv({ ...base, SELLER_IBAN: "", SELLER_COUNTRY: " " })).toMatchObject({ SELLER_IBAN: "DE89370400440532013000", SELLER_COUNTRY: "DE" });
  });

  it("takes the shop's own, tidied, and refuses an IBAN whose check digits fail or a malformed BIC", () => {
    expect(parseEnv({ ...base, SELLER_IBAN: "gb29 nwbk 6016 1331 9268 19", SELLER_BIC: "nwbkgb2l", SELLER_COUNTRY: "ie", SELLER_ADDRESS: "1 Main St|Dublin" })).toMatchObject({
      SELLER_IBAN: "GB29NWBK60161331926819", SELLER_BIC: "NWBKGB2L", SELLER_COUNTRY: "IE", SELLER_ADDRESS: "1 Main St|Dublin",
    });
    expect(() => parseEnv({ ...base, SELLER_IBAN: "DE89370400440532013001" })).toThrow(/SELLER_IBAN must be an IBAN/);
    expect(() => parseEnv({ ...base, SELLER_BIC: "COBA" })).toThrow(/SELLER_BIC must be a BIC/);
    expect(() => parseEnv({ ...base, SELLER_COUNTRY: "Germany" })).toThrow(/SELLER_COUNTRY must be an ISO 3166-1 country code/);
  });
});
