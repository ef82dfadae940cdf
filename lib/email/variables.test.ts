// The template editor's list of variables against the texts: every placeholder of every built-in text
// (subject, body, button, in each language) is listed for its template, every template of Email.json
// is listed, and every variable has a sample value and every template a description in the editor's
// messages. And the renderer with an admin's text: filled, escaped, no database needed.
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/config";
import { readMessages } from "@/lib/i18n/message-files";
import { renderEmail, splitParagraphs } from "./templates";
import { ALL_VARIABLES, EMAIL_TEMPLATE_NAMES, missingVariables, placeholdersIn, REQUIRED_VARIABLES, TEMPLATE_VARIABLES, unknownVariables } from "./variables";

type Text = { subject: string; body: string[]; cta: string };

describe("TEMPLATE_VARIABLES", () => {
  it.each(LOCALES)("lists every placeholder of the built-in texts in %s, and every template", (locale) => {
    const email = readMessages(locale).Email as Record<string, Text | string>;
    const templates = Object.keys(email).filter((k) => typeof email[k] === "object");
    expect(new Set(templates)).toEqual(new Set(EMAIL_TEMPLATE_NAMES));
    for (const template of EMAIL_TEMPLATE_NAMES) {
      const text = email[template] as Text;
      const used = [text.subject, ...text.body, text.cta].flatMap(placeholdersIn);
      expect(unknownVariables(template, used.map((v) => `{${v}}`)), `${locale} ${template}`).toEqual([]);
    }
  });

  it.each(LOCALES)("has a sample value for every variable and a description of every template in %s", (locale) => {
    const m = readMessages(locale).BackofficeEmails as { samples: Record<string, string>; templates: Record<string, string> };
    for (const name of ALL_VARIABLES.filter((v) => v !== "url")) expect(m.samples[name], `${locale} samples.${name}`).toEqual(expect.any(String));
    expect(Object.keys(m.samples).sort()).toEqual(ALL_VARIABLES.filter((v) => v !== "url"));
    for (const template of EMAIL_TEMPLATE_NAMES) expect(m.templates[template], `${locale} templates.${template}`).toEqual(expect.any(String));
  });

  it.each(LOCALES)("keeps every required variable in the built-in texts in %s", (locale) => {
    const email = readMessages(locale).Email as Record<string, Text>;
    for (const template of Object.keys(REQUIRED_VARIABLES) as (keyof typeof REQUIRED_VARIABLES)[]) {
      const text = email[template]!;
      expect(missingVariables(template, text.body), `${locale} ${template}`).toEqual([]);
    }
  });

  it("finds what stands between braces, and refuses anything a template has no value for", () => {
    expect(placeholdersIn("Hi {name}, {count} {{x}} { y }")).toEqual(["name", "count", "x", " y "]);
    expect(unknownVariables("shoot-ready", ["Hi {name}", "{count} for {title} at {url}"])).toEqual([]);
    expect(unknownVariables("shoot-ready", ["Hi {name} from {organization}", "{friend} {organization}"])).toEqual(["organization", "friend"]);
    expect(unknownVariables("magic-link", ["{name}"])).toEqual(["name"]);
    expect(unknownVariables("shoot-ready", ["{constructor} {__proto__}"])).toEqual(["constructor", "__proto__"]);
    expect(TEMPLATE_VARIABLES["magic-link"]).toEqual(["url"]);
    expect(missingVariables("team-mfa-code", ["Code für {organization}"])).toEqual(["code"]);
    expect(missingVariables("team-mfa-code", ["x", "Code: {code}"])).toEqual([]);
    expect(missingVariables("shoot-ready", ["nothing at all"])).toEqual([]);
  });
});

describe("renderEmail with an admin's text", () => {
  const data = { name: "Ana <b>", url: "https://x.test/es/app/results/s1?a=1&b=2", title: "Primavera", count: "40" };

  it("fills the variables and escapes every value and every word of the text in the HTML", async () => {
    const override = { subject: "¡{name}, {count} retratos!", paragraphs: splitParagraphs("Hola {name},\n\n<script>alert(1)</script> «{title}»\n\n\n"), cta: "Ver {count}" };
    const mail = await renderEmail("shoot-ready", "es", data, override);
    expect(mail.subject).toBe("¡Ana <b>, 40 retratos!");
    expect(mail.text).toContain("Hola Ana <b>,\n<script>alert(1)</script> «Primavera»");
    expect(mail.text).toContain("Ver 40: https://x.test/es/app/results/s1?a=1&b=2");
    expect(mail.html).toContain("Hola Ana &lt;b&gt;,");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; «Primavera»");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain('lang="es-ES"');
  });

  it("without one, renders the built-in text", async () => {
    const builtIn = await renderEmail("shoot-ready", "es", data);
    expect(builtIn.subject).toBe(readMessages("es").Email["shoot-ready"].subject);
    expect(await renderEmail("shoot-ready", "es", data, null)).toEqual(builtIn);
  });

  it("fills a name the template has no value for with nothing, never with an object's property", async () => {
    const mail = await renderEmail("magic-link", "en", { url: "https://x.test/a" }, { subject: "{constructor}{toString}x", paragraphs: ["{__proto__}y"], cta: "Go" });
    expect(mail.subject).toBe("x");
    expect(mail.text.startsWith("y\n")).toBe(true);
  });
});

describe("splitParagraphs", () => {
  it("splits on blank lines, trims, drops empty paragraphs", () => {
    expect(splitParagraphs("  One\nstill one \r\n\r\nTwo\n   \nThree\n\n\n\n")).toEqual(["One\nstill one", "Two", "Three"]);
    expect(splitParagraphs("   \n\n ")).toEqual([]);
  });
});
