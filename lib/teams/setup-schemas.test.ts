// What the company details, brand colours and invite emails accept, with the message key of each refusal.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/http/route";
import { companyDetailsSchema, normalizeWebsite, parseBrandColors, parseInviteEmails } from "./setup-schemas";

const valid = { name: "Acme GmbH", website: "acme.de", teamSize: "11-50", address: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE", billingEmail: "", vatId: "" };
const errors = (fields: Record<string, unknown>) => {
  const r = companyDetailsSchema.safeParse(fields);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe("company details", () => {
  it("takes a company with https:// added to its website, and an optional billing email and VAT id", () => {
    expect(companyDetailsSchema.parse(valid)).toEqual({ ...valid, website: "https://acme.de", billingEmail: null, vatId: null });
    expect(companyDetailsSchema.parse({ ...valid, billingEmail: "Billing@Acme.DE", vatId: "de 123456789" })).toMatchObject({ billingEmail: "billing@acme.de", vatId: "DE123456789" });
  });

  it("requires the name, website, team size and billing address, each with its own message", () => {
    expect(errors({})).toEqual({ name: "required", website: "required", teamSize: "teamSizeRequired", address: "required", city: "required", postalCode: "required", country: "countryRequired" });
    expect(errors({ ...valid, name: "A" })).toEqual({ name: "nameTooShort" });
    expect(errors({ ...valid, teamSize: "5000" })).toEqual({ teamSize: "teamSizeRequired" });
    expect(errors({ ...valid, country: "XX" })).toEqual({ country: "countryRequired" });
    expect(errors({ ...valid, postalCode: "<b>" })).toEqual({ postalCode: "postalCodeInvalid" });
    expect(errors({ ...valid, billingEmail: "not-an-email" })).toEqual({ billingEmail: "emailInvalid" });
  });

  it("checks the VAT id against the chosen country", () => {
    expect(errors({ ...valid, vatId: "DE12345" })).toEqual({ vatId: "vatIdFormat" });
    expect(errors({ ...valid, country: "ES", vatId: "DE123456789" })).toEqual({ vatId: "vatIdFormat" });
    expect(errors({ ...valid, country: "ES", vatId: "ESB12345678" })).toEqual({});
  });

  it.each([
    ["acme.com", "https://acme.com"],
    ["http://acme.com/en/", "http://acme.com/en"],
    ["https://www.acme.co.uk", "https://www.acme.co.uk"],
    ["javascript:alert(1)", null],
    ["ftp://acme.com", null],
    ["acme", null],
    ["acme .com", null],
    ["https://user:pw@acme.com", null],
  ])("website %j → %j", (typed, stored) => {
    expect(normalizeWebsite(typed)).toBe(stored);
  });
});

describe("brand colours", () => {
  it("takes one to three #RRGGBB colours, upper-cased, each once, empty fields ignored", () => {
    expect(parseBrandColors(["#1f2a44", "", "1F2A44", "#ff0000"])).toEqual({ ok: true, colors: ["#1F2A44", "#FF0000"] });
    expect(parseBrandColors("#abcdef")).toEqual({ ok: true, colors: ["#ABCDEF"] });
    expect(parseBrandColors(["", ""])).toEqual({ ok: false, error: "colorsRequired" });
    expect(parseBrandColors(["#12345"])).toEqual({ ok: false, error: "colorInvalid" });
    expect(parseBrandColors(["red"])).toEqual({ ok: false, error: "colorInvalid" });
    expect(parseBrandColors(["#111111", "#222222", "#333333", "#444444"])).toEqual({ ok: false, error: "tooManyColors" });
  });
});

describe("invite emails", () => {
  it("splits on commas and new lines, lower-cases, keeps each once and reports what is not an address", () => {
    expect(parseInviteEmails("Ada@Acme.com, bob@acme.com\n\nada@acme.com;\r\nCarol <carol@acme.com>")).toEqual({ emails: ["ada@acme.com", "bob@acme.com", "carol@acme.com"], invalid: [] });
    expect(parseInviteEmails("ada@acme.com, not an email, @acme.com")).toEqual({ emails: ["ada@acme.com"], invalid: ["not an email", "@acme.com"] });
    expect(parseInviteEmails("  \n , ")).toEqual({ emails: [], invalid: [] });
  });
});
