import { describe, expect, it } from "vitest";
import { assertRecaptchaConfig, recaptchaScriptUrl, runRecaptcha, RecaptchaError } from "./errors";

describe("recaptcha errors", () => {
  it("refuses a missing key or version with the spec's texts", () => {
    expect(() => assertRecaptchaConfig("", "3")).toThrow("No key provided");
    expect(() => assertRecaptchaConfig(undefined, "3")).toThrow(RecaptchaError);
    expect(() => assertRecaptchaConfig("key", "")).toThrow("No version provided");
    expect(() => assertRecaptchaConfig("key", "4")).toThrow("No version provided");
    expect(assertRecaptchaConfig("key", "enterprise")).toBe("enterprise");
  });

  it("maps load and execute failures", async () => {
    await expect(runRecaptcha(undefined, "login")).rejects.toThrow("Failed to load script");
    await expect(runRecaptcha(async () => { throw new Error("boom"); }, "login")).rejects.toThrow("Failed to execute");
    await expect(runRecaptcha(async () => "", "login")).rejects.toThrow("Failed to execute");
    await expect(runRecaptcha(async (a) => `tok-${a}`, "signup")).resolves.toBe("tok-signup");
  });

  it("loads the right script for each version", () => {
    expect(recaptchaScriptUrl("k y", "3")).toBe("https://www.google.com/recaptcha/api.js?render=k%20y");
    expect(recaptchaScriptUrl("k", "enterprise")).toContain("/enterprise.js?render=k");
    expect(recaptchaScriptUrl("k", "2")).toContain("render=explicit");
  });
});
