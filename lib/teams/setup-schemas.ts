// What each wizard step accepts. Error messages are keys under TeamSetup.errors (the form shows them in
// the reader's language); a refused form gets back what was typed (lib/http/action.ts).
import "server-only";
import { z } from "zod";
import { textFields } from "@/lib/http/form-data";
import { isBillingCountry } from "./countries";
import { normalizeVatId } from "./vat";

export const TEAM_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/** The most emails the invite step keeps for after the payment. */
export const MAX_SETUP_INVITES = 500;

/**
 * A website as typed ("acme.com", "https://acme.com/en"), with https:// added when no scheme was given;
 * null when it is not a web address (another scheme, no dot in the host, spaces).
 */
export function normalizeWebsite(raw: string): string | null {
  const typed = raw.trim();
  if (!typed || /\s/.test(typed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname)) return null;
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

const text = (max: number) => z.string().trim().max(max, "tooLong");
const required = (max: number) => text(max).min(1, "required");

export const companyDetailsSchema = textFields(
  z.object({
    name: required(100).min(2, "nameTooShort"),
    website: required(200).transform((v, ctx) => normalizeWebsite(v) ?? (ctx.addIssue({ code: "custom", message: "websiteInvalid" }), z.NEVER)),
    teamSize: z.enum(TEAM_SIZES, { error: "teamSizeRequired" }),
    address: required(200),
    city: required(100),
    postalCode: required(20).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "postalCodeInvalid"),
    country: z.string().trim().toUpperCase().refine(isBillingCountry, "countryRequired"),
    billingEmail: text(254).refine((v) => v === "" || z.email().safeParse(v).success, "emailInvalid").transform((v) => v.toLowerCase() || null),
    vatId: text(30),
  }),
).transform((v, ctx) => {
  if (!v.vatId) return { ...v, vatId: null };
  const vatId = normalizeVatId(v.country, v.vatId);
  if (!vatId) {
    ctx.addIssue({ code: "custom", path: ["vatId"], message: "vatIdFormat" });
    return z.NEVER;
  }
  return { ...v, vatId };
});
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

const HEX = /^#[0-9A-F]{6}$/;

/** Brand colours as typed (one field per colour, repeated): 1 to 3 "#RRGGBB", empty fields ignored, duplicates once. */
export function parseBrandColors(raw: unknown): { ok: true; colors: string[] } | { ok: false; error: "colorsRequired" | "colorInvalid" | "tooManyColors" } {
  const typed = [raw].flat().filter((v): v is string => typeof v === "string").map((v) => v.trim().toUpperCase()).filter(Boolean);
  const colors = [...new Set(typed.map((c) => (c.startsWith("#") ? c : `#${c}`)))];
  if (colors.length === 0) return { ok: false, error: "colorsRequired" };
  if (colors.some((c) => !HEX.test(c))) return { ok: false, error: "colorInvalid" };
  if (colors.length > 3) return { ok: false, error: "tooManyColors" };
  return { ok: true, colors };
}

/** Ids picked in a form: one field repeated per pick. */
export const pickedIds = z.preprocess(
  (v) => [v ?? []].flat().filter((x) => typeof x === "string" && x.length > 0),
  z.array(z.string().max(64)).max(200, "tooMany"),
);

const EMAIL = z.email();

/**
 * The invite step's emails, comma, semicolon or new-line separated: lower-cased, each once, in the
 * order typed. `invalid` lists what is not an email address (as typed).
 */
export function parseInviteEmails(raw: string): { emails: string[]; invalid: string[] } {
  const parts = raw.split(/[,;\n\r]+/).map((p) => p.trim()).filter(Boolean);
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const address = part.replace(/^.*<([^>]+)>$/, "$1").trim().toLowerCase();
    if (address.length > 254 || !EMAIL.safeParse(address).success) invalid.push(part);
    else if (!emails.includes(address)) emails.push(address);
  }
  return { emails, invalid };
}
