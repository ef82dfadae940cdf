// The reverse charge, decided from the seller's country and the buyer's country and VAT id.
import { describe, expect, it } from "vitest";
import { EU_COUNTRIES, isReverseCharge } from "./tax";

describe("the reverse charge", () => {
  it("applies to an EU business buyer in another member state with a VAT id well formed for its country", () => {
    expect(isReverseCharge("DE", { country: "FR", vatId: "FR40303265045" })).toBe(true);
    expect(isReverseCharge("DE", { country: "AT", vatId: "ATU12345678" })).toBe(true);
    // Typed without its prefix, with spaces: still well formed for Austria.
    expect(isReverseCharge("DE", { country: "at", vatId: "U 1234 5678" })).toBe(true);
    // Greece's ids start with EL.
    expect(isReverseCharge("DE", { country: "GR", vatId: "EL123456789" })).toBe(true);
    expect(isReverseCharge("IE", { country: "DE", vatId: "DE123456789" })).toBe(true);
  });

  it("does not apply in the seller's own country, outside the EU, or without a valid VAT id", () => {
    expect(isReverseCharge("DE", { country: "DE", vatId: "DE123456789" })).toBe(false);
    expect(isReverseCharge("de", { country: "DE", vatId: "DE123456789" })).toBe(false);
    for (const country of ["GB", "CH", "NO", "US"]) expect(isReverseCharge("DE", { country, vatId: "GB123456789" }), country).toBe(false);
    expect(isReverseCharge("DE", { country: "FR", vatId: null })).toBe(false);
    expect(isReverseCharge("DE", { country: "FR", vatId: "" })).toBe(false);
    expect(isReverseCharge("DE", { country: "FR", vatId: "FR123" })).toBe(false);
    // Another member state's id is not this country's.
    expect(isReverseCharge("DE", { country: "FR", vatId: "DE123456789" })).toBe(false);
    expect(isReverseCharge("DE", { country: null, vatId: "FR40303265045" })).toBe(false);
  });

  it("knows the 27 member states", () => {
    expect(EU_COUNTRIES.size).toBe(27);
    expect(EU_COUNTRIES.has("GB")).toBe(false);
  });
});
