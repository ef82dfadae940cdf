// The free team page generator (/tools/free-team-page-generator): its input and the HTML snippet it
// makes for someone's own website. The snippet is self-contained: one <section> with its own <style>
// whose rules all sit under a class prefix made for this snippet (so they neither clash with the host
// site's nor leak into it), a CSS grid with auto-fill/minmax (responsive without media queries), no
// script, nothing fetched but the people's photos (https only). Every value typed is escaped.
// Pure and browser-safe (the island builds the preview with it).
import { z } from "zod";
import { escapeHtml, hexColour, httpsUrl, optionalHttpsUrl, optionalText, readableOn, requiredText } from "./snippet-html";

export const TEAM_LAYOUTS = ["grid", "list"] as const;
export type TeamLayout = (typeof TEAM_LAYOUTS)[number];
export const MAX_PEOPLE = 50;

export const teamPersonSchema = z.object({
  name: requiredText(80),
  title: optionalText(100),
  photoUrl: optionalHttpsUrl,
});

export const teamPageSchema = z.object({
  heading: optionalText(120),
  people: z.array(teamPersonSchema).min(1, { error: "noPeople" }).max(MAX_PEOPLE, { error: "tooManyPeople" }),
  layout: z.enum(TEAM_LAYOUTS, { error: "layoutInvalid" }),
  accent: hexColour,
  background: hexColour,
});

export type TeamPersonInput = z.input<typeof teamPersonSchema>;
export type TeamPageInput = z.input<typeof teamPageSchema>;
export type TeamPage = z.output<typeof teamPageSchema>;

/** A short, stable name for a snippet's classes (FNV-1a of its content): the same team gives the same snippet, two teams two prefixes. */
export function teamClassPrefix(page: TeamPage): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(page)) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `lumen-team-${h.toString(36)}`;
}

/** Up to two initials of a name, for a person without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => [...w][0]!.toUpperCase()).join("");
}

function styles(p: string, page: TeamPage): string {
  const ink = readableOn(page.background);
  const onAccent = readableOn(page.accent);
  const list = page.layout === "list";
  const photo = list ? 64 : 120;
  return [
    `.${p}{box-sizing:border-box;margin:0;padding:40px 16px;background:${page.background};color:${ink};font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.4;text-align:${list ? "left" : "center"}}`,
    `.${p} *{box-sizing:border-box}`,
    `.${p}-heading{margin:0 auto 24px;max-width:1100px;font-size:1.75em;font-weight:700;color:${ink}}`,
    `.${p}-people{display:grid;grid-template-columns:repeat(auto-fill,minmax(${list ? 280 : 200}px,1fr));gap:24px;max-width:1100px;margin:0 auto;padding:0;list-style:none}`,
    `.${p}-person{margin:0;padding:${list ? "12px" : "24px 16px"};border-top:4px solid ${page.accent};border-radius:12px;background:rgba(127,127,127,.08)${list ? ";display:flex;align-items:center;gap:16px" : ""}}`,
    `.${p}-photo,.${p}-initials{display:block;flex:none;width:${photo}px;height:${photo}px;border-radius:50%;${list ? "margin:0" : "margin:0 auto 12px"}}`,
    `.${p}-photo{object-fit:cover}`,
    `.${p}-initials{display:flex;align-items:center;justify-content:center;background:${page.accent};color:${onAccent};font-weight:700;font-size:${list ? "1.2em" : "2em"}}`,
    `.${p}-name{margin:0;font-size:1.1em;font-weight:600;color:${ink}}`,
    `.${p}-title{margin:4px 0 0;font-size:.95em;opacity:.8;color:${ink}}`,
  ].join("\n");
}

/** The snippet: one <section> with its scoped <style>, the heading and a list of the people. */
export function teamPageHtml(page: TeamPage): string {
  const p = teamClassPrefix(page);
  const size = page.layout === "list" ? 64 : 120;
  const people = page.people
    .map((person) => {
      const src = person.photoUrl ? httpsUrl(person.photoUrl) : null;
      const picture = src
        ? `<img class="${p}-photo" src="${escapeHtml(src)}" alt="${escapeHtml(person.name)}" width="${size}" height="${size}" loading="lazy">`
        : `<span class="${p}-initials" aria-hidden="true">${escapeHtml(initials(person.name))}</span>`;
      const title = person.title ? `<p class="${p}-title">${escapeHtml(person.title)}</p>` : "";
      return `  <li class="${p}-person">${picture}<div><p class="${p}-name">${escapeHtml(person.name)}</p>${title}</div></li>`;
    })
    .join("\n");
  const heading = page.heading ? `<h2 class="${p}-heading">${escapeHtml(page.heading)}</h2>\n` : "";
  return `<section class="${p}">\n<style>\n${styles(p, page)}\n</style>\n${heading}<ul class="${p}-people">\n${people}\n</ul>\n</section>`;
}

/** The snippet as a page for the preview frame. */
export function teamPagePreviewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;">${html}</body></html>`;
}
