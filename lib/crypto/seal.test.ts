import { describe, expect, it } from "vitest";
import { seal, unseal } from "./seal";

const KEY = "k".repeat(40);

describe("sealed secrets", () => {
  it("open with the same key and purpose only, and never show the clear value", () => {
    const sealed = seal("whsec_abc", "webhook", KEY);
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain("whsec_abc");
    expect(seal("whsec_abc", "webhook", KEY)).not.toBe(sealed);
    expect(unseal(sealed, "webhook", KEY)).toBe("whsec_abc");
    expect(unseal(sealed, "other", KEY)).toBeNull();
    expect(unseal(sealed, "webhook", "j".repeat(40))).toBeNull();
    const parts = sealed.split(":");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(unseal(parts.join(":"), "webhook", KEY)).toBeNull();
    expect(unseal("plain", "webhook", KEY)).toBeNull();
  });
});
