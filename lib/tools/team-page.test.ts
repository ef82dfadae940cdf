import { describe, expect, it } from "vitest";
import { errorKeys } from "./snippet-html";
import { initials, MAX_PEOPLE, TEAM_LAYOUTS, teamClassPrefix, teamPageHtml, teamPageSchema, type TeamPageInput } from "./team-page";

const team: TeamPageInput = {
  heading: "Meet <em>our</em> team",
  layout: "grid",
  accent: "#0E7490",
  background: "#ffffff",
  people: [
    { name: 'Ada <script>alert(1)</script> "onmouseover=alert(2) </li> Lovelace', title: "CTO & <b>founder</b>", photoUrl: "https://cdn.example.com/ada.jpg?w=120&h=120" },
    { name: "Grace Hopper", title: "", photoUrl: "" },
  ],
};

function build(input: TeamPageInput) {
  const parsed = teamPageSchema.safeParse(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return teamPageHtml(parsed.data);
}
const keys = (input: TeamPageInput) => {
  const r = teamPageSchema.safeParse(input);
  return r.success ? {} : errorKeys(r.error);
};
const urls = (html: string) => [...html.matchAll(/\s(href|src)\s*=\s*"([^"]*)"/gi)].map((m) => m[2]!);

describe("the team page snippet", () => {
  it.each(TEAM_LAYOUTS)("%s: one section with its scoped style, the people escaped, no script", (layout) => {
    const html = build({ ...team, layout });
    const parsed = teamPageSchema.parse({ ...team, layout });
    const prefix = teamClassPrefix(parsed);
    expect(prefix).toMatch(/^lumen-team-[0-9a-z]+$/);
    expect(html.startsWith(`<section class="${prefix}">`)).toBe(true);
    expect(html.endsWith("</section>")).toBe(true);
    expect(html.match(/<section/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<(link|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).toContain("Ada &lt;script&gt;alert(1)&lt;/script&gt; &quot;onmouseover=alert(2) &lt;/li&gt; Lovelace");
    expect(html).toContain("CTO &amp; &lt;b&gt;founder&lt;/b&gt;");
    expect(html).toContain("Meet &lt;em&gt;our&lt;/em&gt; team");
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html.match(/<\/li>/g)).toHaveLength(2);
    // every style rule and every class is under the prefix
    const css = html.match(/<style>([\s\S]*)<\/style>/)![1]!;
    for (const rule of css.trim().split("\n")) for (const selector of rule.split("{")[0]!.split(",")) expect(selector.startsWith(`.${prefix}`), selector).toBe(true);
    for (const [, cls] of html.matchAll(/class="([^"]*)"/g)) expect(cls!.startsWith(prefix)).toBe(true);
    // responsive grid, the chosen colours
    expect(css).toMatch(/display:grid;grid-template-columns:repeat\(auto-fill,minmax\(\d+px,1fr\)\)/);
    expect(css).toContain("#0e7490");
    expect(css).toContain("background:#ffffff");
    // the only thing fetched is the photo, over https, with its size and alt
    expect(urls(html)).toEqual(["https://cdn.example.com/ada.jpg?w=120&amp;h=120"]);
    expect(html).toMatch(/<img class="[^"]+" src="[^"]+" alt="Ada &lt;script&gt;[^"]*" width="\d+" height="\d+"/);
    // a person without a photo gets initials
    expect(html).toContain('aria-hidden="true">GH</span>');
  });

  it("the layouts differ, and so do the prefixes of different teams", () => {
    expect(build({ ...team, layout: "grid" })).not.toBe(build({ ...team, layout: "list" }));
    const a = teamClassPrefix(teamPageSchema.parse(team));
    expect(teamClassPrefix(teamPageSchema.parse(team))).toBe(a);
    expect(teamClassPrefix(teamPageSchema.parse({ ...team, heading: "Team" }))).not.toBe(a);
  });

  it("picks readable text for the background", () => {
    expect(build({ ...team, background: "#111111" })).toContain("color:#ffffff");
    expect(build({ ...team, background: "#fafafa" })).toContain("color:#111111");
  });

  it("takes at most 50 people, and at least one", () => {
    const person = { name: "Person", title: "", photoUrl: "" };
    expect(keys({ ...team, people: Array.from({ length: MAX_PEOPLE }, () => person) })).toEqual({});
    expect(keys({ ...team, people: Array.from({ length: MAX_PEOPLE + 1 }, () => person) })).toEqual({ people: "tooManyPeople" });
    expect(keys({ ...team, people: [] })).toEqual({ people: "noPeople" });
  });

  it("refuses unsafe or malformed input with its error key", () => {
    const withPerson = (p: Partial<TeamPageInput["people"][number]>) => ({ ...team, people: [{ ...team.people[1]!, ...p }] });
    expect(keys(withPerson({ photoUrl: "javascript:alert(1)" }))).toEqual({ "people.0.photoUrl": "urlInvalid" });
    expect(keys(withPerson({ photoUrl: "data:image/svg+xml,<svg onload=alert(1)>" }))).toEqual({ "people.0.photoUrl": "urlInvalid" });
    expect(keys(withPerson({ photoUrl: "http://cdn.example.com/a.jpg" }))).toEqual({ "people.0.photoUrl": "urlInvalid" });
    expect(keys(withPerson({ name: "" }))).toEqual({ "people.0.name": "required" });
    expect(keys({ ...team, accent: "blue" })).toEqual({ accent: "colourInvalid" });
    expect(keys({ ...team, background: "#fff" })).toEqual({ background: "colourInvalid" });
    expect(keys({ ...team, background: "#ffffff}body{display:none" })).toEqual({ background: "colourInvalid" });
    expect(keys({ ...team, layout: "carousel" as never })).toEqual({ layout: "layoutInvalid" });
  });

  it("initials: first and last word", () => {
    expect(initials("ada   king lovelace")).toBe("AL");
    expect(initials("Émile")).toBe("É");
  });
});
