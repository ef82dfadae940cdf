// Team credits: 29 a credit, 10 % off from 10, 20 % from 25, 30 % from 50 (product-decisions.md).
import { describe, expect, it } from "vitest";
import { creditDiscountPercent, DEFAULT_CREDIT_PRICING as P, isCreditQuantity, priceCredits } from "./pricing";

describe("team credit prices", () => {
  it.each([
    [1, 0, 2900, 0, 2900],
    [9, 0, 26100, 0, 26100],
    [10, 10, 29000, 2900, 26100],
    [24, 10, 69600, 6960, 62640],
    [25, 20, 72500, 14500, 58000],
    [49, 20, 142100, 28420, 113680],
    [50, 30, 145000, 43500, 101500],
    [1000, 30, 2900000, 870000, 2030000],
  ])("%i credits: %i %% off", (quantity, percent, subtotal, discount, total) => {
    expect(priceCredits(quantity, "EUR", P)).toMatchObject({ quantity, currency: "EUR", unitAmount: 2900, subtotal, percent, discount, total });
  });

  it("names the next discount up, and none past the last", () => {
    expect(priceCredits(3, "USD", P).next).toEqual({ from: 10, percent: 10 });
    expect(priceCredits(10, "USD", P).next).toEqual({ from: 25, percent: 20 });
    expect(priceCredits(30, "USD", P).next).toEqual({ from: 50, percent: 30 });
    expect(priceCredits(50, "USD", P).next).toBeNull();
  });

  it("sells 1 to 1000 whole credits only", () => {
    for (const bad of [0, -1, 1001, 2.5, Number.NaN, "10"]) expect(isCreditQuantity(bad), String(bad)).toBe(false);
    expect(() => priceCredits(0, "USD", P)).toThrow(RangeError);
    expect(() => priceCredits(1001, "USD", P)).toThrow(RangeError);
    expect(creditDiscountPercent(1000, P)).toBe(30);
  });

  it("follows the policy it is given: another unit price per currency, tiers in any order", () => {
    const pricing = { unitPrice: { USD: 3500, EUR: 3000 }, tiers: [{ minCredits: 20, percent: 15 }, { minCredits: 5, percent: 5 }] };
    expect(priceCredits(4, "USD", pricing)).toMatchObject({ unitAmount: 3500, subtotal: 14000, percent: 0, total: 14000, next: { from: 5, percent: 5 } });
    expect(priceCredits(10, "EUR", pricing)).toMatchObject({ unitAmount: 3000, subtotal: 30000, percent: 5, discount: 1500, total: 28500, next: { from: 20, percent: 15 } });
    expect(priceCredits(20, "EUR", pricing)).toMatchObject({ percent: 15, next: null });
    expect(priceCredits(500, "USD", { ...pricing, tiers: [] })).toMatchObject({ percent: 0, discount: 0, total: 1750000, next: null });
  });
});
