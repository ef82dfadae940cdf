// VAT ids against their country's format: the prefix may be left out, spaces and dots go, and an id of
// another country (its prefix) is refused even where its digits would fit.
import { describe, expect, it } from "vitest";
import { compactVatId, normalizeVatId, VAT_FORMATS } from "./vat";

describe("VAT id formats", () => {
  it.each([
    ["DE", "DE123456789", "DE123456789"],
    ["DE", "de 123 456 789", "DE123456789"],
    ["DE", "123456789", "DE123456789"],
    ["ES", "ESB12345678", "ESB12345678"],
    ["ES", "ES12345678Z", "ES12345678Z"],
    ["ES", "x1234567l", "ESX1234567L"],
    ["FR", "FR12345678901", "FR12345678901"],
    ["FR", "FRAB123456789", "FRAB123456789"],
    ["IT", "IT12345678901", "IT12345678901"],
    ["NL", "NL123456789B01", "NL123456789B01"],
    ["AT", "ATU12345678", "ATU12345678"],
    ["BE", "BE0123456789", "BE0123456789"],
    ["GR", "EL123456789", "EL123456789"],
    ["SE", "SE123456789001", "SE123456789001"],
    ["IE", "IE1234567T", "IE1234567T"],
    ["IE", "IE1234567TW", "IE1234567TW"],
    ["GB", "GB123456789", "GB123456789"],
    ["GB", "GB 123 4567 89", "GB123456789"],
    ["GB", "GBGD123", "GBGD123"],
    ["CH", "CHE-123.456.789 MWST", "CHE123456789MWST"],
    ["NO", "NO123456789MVA", "NO123456789MVA"],
    ["US", "12-3456789", "123456789"],
  ])("%s accepts %j as %s", (country, typed, stored) => {
    expect(normalizeVatId(country, typed)).toBe(stored);
  });

  it.each([
    ["DE", "DE12345678"], // one digit short
    ["DE", "DE1234567890"], // one too many
    ["DE", "ATU12345678"], // Austria's
    ["DE", "FR123456789"], // another prefix whose digits would fit
    ["ES", "ES-B-1234-5678-9"], // one character too many
    ["ES", "ESB1234567"], // too short
    ["FR", "DE123456789"], // a German id typed for France
    ["FR", "FRIO123456789"], // I and O are never used in the key
    ["IT", "IT1234567890"],
    ["NL", "NL123456789"], // missing B01
    ["AT", "AT12345678"], // missing U
    ["BE", "BE2123456789"], // must start with 0 or 1
    ["GR", "GR123456789"], // Greece's ids start with EL
    ["SE", "SE123456789012"], // must end in 01
    ["GB", "GB12345678"],
    ["US", "12"], // too short for anywhere
    ["US", "ABC<script>"],
  ])("%s refuses %j", (country, typed) => {
    expect(normalizeVatId(country, typed)).toBeNull();
  });

  it("knows every EU country's format and the UK's", () => {
    const eu = ["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"];
    for (const c of [...eu, "GB"]) expect(VAT_FORMATS[c], c).toBeDefined();
  });

  it("drops what people type around an id", () => {
    expect(compactVatId(" de-123.456/789 ")).toBe("DE123456789");
  });
});
