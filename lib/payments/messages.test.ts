import { describe, expect, it } from "vitest";
import { renderEmail } from "@/lib/email/templates";
import { LOCALES } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { couponDiscount } from "./pricing";
import { BLOCK_REASONS, CHECKOUT_ERRORS, CODE_REASONS } from "./reasons";
import { normalizeCode } from "./schemas";

describe("checkout texts", () => {
  it.each(LOCALES)("every refusal and block reason has its own message in %s", async (locale) => {
    const m = (await loadMessages(locale)) as unknown as { Checkout: Record<string, Record<string, unknown>> };
    const en = (await loadMessages("en")) as unknown as typeof m;
    for (const r of CODE_REASONS) {
      expect(typeof m.Checkout.reasons![r], `${locale} Checkout.reasons.${r}`).toBe("string");
      if (locale !== "en") expect(m.Checkout.reasons![r]).not.toBe(en.Checkout.reasons![r]);
    }
    for (const e of CHECKOUT_ERRORS) expect(typeof m.Checkout.errors![e], `${locale} Checkout.errors.${e}`).toBe("string");
    for (const b of BLOCK_REASONS) expect(m.Checkout.blocked![b], `${locale} Checkout.blocked.${b}`).toMatchObject({ title: expect.any(String), body: expect.any(String), cta: expect.any(String) });
  });

  it("renders the order confirmation in the buyer's language with the upload link", async () => {
    const data = { name: "Ana", url: "https://lumen.test/es/app/upload/intro?shoot=s1", packageName: "Professional", total: "35,10 €", invoiceNumber: "LUM-2026-000007" };
    const es = await renderEmail("order-confirmation", "es", data);
    const de = await renderEmail("order-confirmation", "de", data);
    const en = await renderEmail("order-confirmation", "en", data);
    expect(new Set([es.subject, de.subject, en.subject]).size).toBe(3);
    expect(es.text).toContain("LUM-2026-000007");
    expect(es.text).toContain("35,10 €");
    expect(es.html).toContain('href="https://lumen.test/es/app/upload/intro?shoot=s1"');
  });
});

describe("codes and discounts", () => {
  it("ignores spaces and case in codes", () => {
    expect(normalizeCode("  welcome 10 ")).toBe("WELCOME10");
    expect(normalizeCode("abcd efgh\tijkl")).toBe("ABCDEFGHIJKL");
    expect(normalizeCode(undefined)).toBe("");
  });

  it("rounds percent discounts to the cent and never discounts more than the price", () => {
    expect(couponDiscount({ kind: "PERCENT", value: 10 }, 3900)).toBe(390);
    expect(couponDiscount({ kind: "PERCENT", value: 15 }, 2900)).toBe(435);
    expect(couponDiscount({ kind: "PERCENT", value: 33 }, 2999)).toBe(990);
    expect(couponDiscount({ kind: "PERCENT", value: 100 }, 5900)).toBe(5900);
    expect(couponDiscount({ kind: "FIXED", value: 10_000 }, 2900)).toBe(2900);
    expect(couponDiscount({ kind: "FIXED", value: 500 }, 2900)).toBe(500);
  });
});
