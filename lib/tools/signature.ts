// The free email signature generator (/tools/free-email-signature-generator): its input and the
// HTML it makes. The HTML is for mail clients, which drop most of what a web page may use: tables
// for layout, inline styles only (no class, no <style>, no script), widths in attributes, every
// table border="0" cellpadding="0" cellspacing="0", images with width, height and alt, links only
// https, mailto and tel. Every value the person typed is escaped; addresses are parsed, never
// written as typed. Pure and browser-safe (the island builds the preview with it).
import { z } from "zod";
import { escapeHtml, hexColour, httpsUrl, optionalHttpsUrl, optionalPhone, optionalText, phoneDisplay, phoneHref, requiredText } from "./snippet-html";

export const SIGNATURE_LAYOUTS = ["classic", "stacked", "compact"] as const;
export type SignatureLayout = (typeof SIGNATURE_LAYOUTS)[number];

const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: "tooLong" })
  .refine((v) => v === "" || z.email().safeParse(v).success, { error: "emailInvalid" });

export const signatureSchema = z.object({
  name: requiredText(80),
  title: optionalText(100),
  company: optionalText(100),
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalHttpsUrl,
  linkedin: optionalHttpsUrl,
  x: optionalHttpsUrl,
  other: optionalHttpsUrl,
  photoUrl: optionalHttpsUrl,
  layout: z.enum(SIGNATURE_LAYOUTS, { error: "layoutInvalid" }),
  accent: hexColour,
  text: hexColour,
});

export type SignatureInput = z.input<typeof signatureSchema>;
export type Signature = z.output<typeof signatureSchema>;

export const SIGNATURE_DEFAULTS: SignatureInput = {
  name: "", title: "", company: "", phone: "", email: "", website: "", linkedin: "", x: "", other: "", photoUrl: "",
  layout: "classic", accent: "#4f46e5", text: "#1f2937",
};

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const TABLE = 'border="0" cellpadding="0" cellspacing="0" role="presentation"';
const PHOTO = 80;

/** A web address as shown: without https:// and a lone trailing slash. */
function shownUrl(href: string): string {
  return href.replace(/^https:\/\//, "").replace(/\/$/, "");
}

type Line = { html: string; text: string };

/** The signature's lines below the name: job line, phone, email, website, social links (HTML and plain text). */
function detailLines(s: Signature): Line[] {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${s.accent};text-decoration:none;">${escapeHtml(label)}</a>`;
  const lines: Line[] = [];
  const job = [s.title, s.company].filter(Boolean).join(" · ");
  if (job) lines.push({ html: escapeHtml(job), text: job });
  const contact: Line[] = [];
  if (s.phone) contact.push({ html: link(phoneHref(s.phone), phoneDisplay(s.phone)), text: phoneDisplay(s.phone) });
  if (s.email) contact.push({ html: link(`mailto:${s.email}`, s.email), text: s.email });
  if (contact.length) lines.push({ html: contact.map((l) => l.html).join(" &nbsp;|&nbsp; "), text: contact.map((l) => l.text).join(" | ") });
  const website = s.website ? httpsUrl(s.website) : null;
  if (website) lines.push({ html: link(website, shownUrl(website)), text: website });
  const social: Line[] = [];
  for (const [value, label] of [[s.linkedin, "LinkedIn"], [s.x, "X"], [s.other, null]] as const) {
    const href = value ? httpsUrl(value) : null;
    if (href) social.push({ html: link(href, label ?? new URL(href).hostname.replace(/^www\./, "")), text: href });
  }
  if (social.length) lines.push({ html: social.map((l) => l.html).join(" &nbsp;|&nbsp; "), text: social.map((l) => l.text).join(" | ") });
  return lines;
}

function photoCell(s: Signature): string | null {
  const src = s.photoUrl ? httpsUrl(s.photoUrl) : null;
  if (!src || s.layout === "compact") return null;
  return `<img src="${escapeHtml(src)}" width="${PHOTO}" height="${PHOTO}" alt="${escapeHtml(s.name)}" style="display:block;width:${PHOTO}px;height:${PHOTO}px;border:0;border-radius:50%;">`;
}

function textRows(s: Signature, lines: Line[]): string {
  const name = `<tr><td style="${FONT}font-size:16px;line-height:20px;font-weight:bold;color:${s.text};padding:0 0 2px 0;">${escapeHtml(s.name)}</td></tr>`;
  const rest = lines
    .map((l, i) => `<tr><td style="${FONT}font-size:13px;line-height:18px;color:${s.text};${i === 0 ? "" : "padding-top:2px;"}">${l.html}</td></tr>`)
    .join("");
  return name + rest;
}

/** The signature's HTML: one table, ready to paste into a mail client's signature settings. */
export function signatureHtml(input: Signature): string {
  const s = input;
  const lines = detailLines(s);
  const photo = photoCell(s);
  const text = `<table ${TABLE}>${textRows(s, lines)}</table>`;
  if (s.layout === "classic") {
    const left = photo ? `<td width="${PHOTO + 16}" valign="top" style="padding:0 16px 0 0;">${photo}</td>` : "";
    return `<table ${TABLE}><tr>${left}<td valign="top" style="border-left:3px solid ${s.accent};padding:0 0 0 12px;">${text}</td></tr></table>`;
  }
  if (s.layout === "stacked") {
    const top = photo ? `<tr><td style="padding:0 0 10px 0;">${photo}</td></tr>` : "";
    return `<table ${TABLE}>${top}<tr><td style="padding:0 0 8px 0;">${text}</td></tr><tr><td><table ${TABLE}><tr><td width="64" height="4" bgcolor="${s.accent}" style="font-size:0;line-height:0;height:4px;width:64px;background-color:${s.accent};">&nbsp;</td></tr></table></td></tr></table>`;
  }
  // compact: text only, the accent as a rule above it
  return `<table ${TABLE}><tr><td height="2" bgcolor="${s.accent}" style="font-size:0;line-height:0;height:2px;background-color:${s.accent};">&nbsp;</td></tr><tr><td style="padding:8px 0 0 0;">${text}</td></tr></table>`;
}

/** The signature as plain text (the clipboard's text/plain beside the HTML). */
export function signatureText(s: Signature): string {
  return [s.name, ...detailLines(s).map((l) => l.text)].join("\n");
}

/** The signature's HTML as a page for the preview frame. */
export function signaturePreviewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:16px;background:#ffffff;">${html}</body></html>`;
}
