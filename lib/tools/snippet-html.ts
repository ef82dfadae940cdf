// What the snippet generators (the email signature and the team page, lib/tools/signature.ts and
// team-page.ts) share: escaping, the only URLs they accept (https, parsed, never written as typed),
// colours as #rrggbb and phone numbers. Pure and browser-safe: the tools' islands import it.
import { z } from "zod";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" };

/** Text or an attribute value made inert in HTML: & < > " ' and ` escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}

/** The address as the browser normalises it when it is an absolute https URL with a host and no credentials, else null. */
export function httpsUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** An optional https address: "" (left empty) or an absolute https URL; the error key is `urlInvalid`. */
export const optionalHttpsUrl = z
  .string()
  .trim()
  .max(2000, { error: "tooLong" })
  .refine((v) => v === "" || httpsUrl(v) !== null, { error: "urlInvalid" });

/** A colour as #rrggbb (lower-cased); the error key is `colourInvalid`. */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "colourInvalid" })
  .transform((v) => v.toLowerCase());

/** Optional text of at most `max` characters ("" when left empty); the error key is `tooLong`. */
export const optionalText = (max: number) => z.string().trim().max(max, { error: "tooLong" });

/** Required text of at most `max` characters; error keys `required` and `tooLong`. */
export const requiredText = (max: number) => z.string().trim().min(1, { error: "required" }).max(max, { error: "tooLong" });

/** A phone number as shown: digits, spaces, + - ( ) kept, anything else dropped, runs of spaces made one. */
export function phoneDisplay(phone: string): string {
  return phone.replace(/[^0-9+\-() ]/g, "").replace(/\s+/g, " ").trim();
}

/** The tel: address of a phone number: its digits, with the leading + when it starts with one. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** An optional phone number: "" or one with 4 to 20 digits; the error key is `phoneInvalid`. */
export const optionalPhone = z
  .string()
  .trim()
  .max(40, { error: "tooLong" })
  .refine((v) => {
    if (v === "") return true;
    const digits = v.replace(/\D/g, "").length;
    return digits >= 4 && digits <= 20;
  }, { error: "phoneInvalid" });

/** The first error key per field of a failed parse ("people.2.name" → its key), for the forms' messages. */
export function errorKeys(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    out[path] ??= issue.message;
  }
  return out;
}

/** Black or white text, whichever reads better on `background` (#rrggbb), by relative luminance. */
export function readableOn(background: string): "#111111" | "#ffffff" {
  const channel = (i: number) => {
    const c = parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return l > 0.179 ? "#111111" : "#ffffff";
}
