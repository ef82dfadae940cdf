import { describe, expect, it } from "vitest";
import { ABOUT_MAX, bios, EXPERIENCE_MAX, HEADLINE_MAX, headlines, MIN_OPTIONS, profile, SENIORITIES, TEMPLATES, TONES, type GeneratorLocale, type LinkedInInput } from "./index";
import { truncateAtWord } from "./text";

const LOCALES: GeneratorLocale[] = ["en", "de", "es"];

const minimal: LinkedInInput = { role: "Data Analyst", seniority: "mid", skills: [], achievements: [], tone: "professional" };
const typical: LinkedInInput = {
  role: "Produktmanagerin",
  seniority: "senior",
  skills: ["Roadmaps", "Discovery", "SQL"],
  achievements: ["Checkout-Abbrüche um 18 Prozent gesenkt", "Zwei Apps auf den Markt gebracht"],
  tone: "professional",
  industry: "E-Commerce",
  name: "Ada Keller",
};
const long = (n: number, word: string) => Array.from({ length: 40 }, () => word).join(" ").slice(0, n).trim();
const extreme: LinkedInInput = {
  role: "R".repeat(10) + " " + long(69, "Verantwortlicher"),
  seniority: "executive",
  skills: [1, 2, 3, 4, 5, 6].map((i) => `${i}${long(39, "Skillword")}`),
  achievements: [1, 2, 3].map((i) => `${i} ${long(158, "Achievement")}`),
  tone: "bold",
  industry: long(60, "Industry"),
  name: long(80, "Name"),
};

type Generator = { name: string; max: number; texts: (input: LinkedInInput, locale: GeneratorLocale) => string[][] };
const GENERATORS: Generator[] = [
  { name: "headlines", max: HEADLINE_MAX, texts: (i, l) => headlines(i, l).map((h) => [h]) },
  { name: "bios", max: ABOUT_MAX, texts: (i, l) => bios(i, l).map((b) => [b]) },
  { name: "profile", max: ABOUT_MAX, texts: (i, l) => profile(i, l).map((p) => [p.headline, p.about, p.experience]) },
];

function checkOptions(g: Generator, input: LinkedInInput, locale: GeneratorLocale) {
  const options = g.texts(input, locale);
  expect(options.length).toBeGreaterThanOrEqual(MIN_OPTIONS);
  expect(new Set(options.map((o) => o.join("\n").toLowerCase())).size).toBe(options.length);
  for (const o of options) {
    const limits = g.name === "profile" ? [HEADLINE_MAX, ABOUT_MAX, EXPERIENCE_MAX] : [g.max];
    o.forEach((text, i) => {
      expect(text.length, text).toBeLessThanOrEqual(limits[i]!);
      expect(text.trim()).toBe(text);
      expect(text).not.toMatch(/\{\w+\}/);
    });
  }
  return options;
}

describe.each(LOCALES)("%s", (locale) => {
  describe.each(GENERATORS)("$name", (g) => {
    it("gives at least four different options within the limit for every seniority and tone", () => {
      for (const seniority of SENIORITIES) for (const tone of TONES) {
        checkOptions(g, { ...minimal, seniority, tone }, locale);
        checkOptions(g, { ...typical, seniority, tone }, locale);
      }
    });

    it("stays within the limit for the longest input (80-character role, 5 long skills, 3 long achievements)", () => {
      expect(extreme.role.length).toBe(80);
      for (const tone of TONES) checkOptions(g, { ...extreme, tone }, locale);
    });

    it("keeps the person's own words, and drops duplicate and empty skills", () => {
      const input = { ...typical, skills: ["  Roadmaps ", "roadmaps", "", "   ", "SQL"] };
      const all = g.texts(input, locale).flat().join("\n");
      expect(all).toContain("Produktmanagerin");
      expect(all).toContain("Roadmaps");
      expect(all).not.toMatch(/roadmaps/);
      expect(all).not.toMatch(/,\s*,|\s{3,}/);
    });
  });

  it("keeps HTML and {placeholders} in the person's text as plain text, never filled", () => {
    const input: LinkedInInput = { ...typical, role: "<b>Lead</b> {skills} & {role}", skills: ["<script>x</script>", "{name}"], achievements: ["{closing} 100%"] };
    const all = [...headlines(input, locale), ...bios(input, locale)].join("\n");
    expect(all).toContain("<b>Lead</b> {skills} & {role}");
    expect(all).toContain("<script>x</script>");
    expect(all).toContain("{name}");
    expect(all).toContain("{closing} 100%");
    expect(all).not.toContain(TEMPLATES[locale].tone.professional.closing + " 100%");
  });

  it("is deterministic", () => {
    expect(profile(typical, locale)).toEqual(profile(typical, locale));
  });
});

/** The words (4+ letters) of a language's templates that no other language's templates use. */
function ownWords(locale: GeneratorLocale): Set<string> {
  const words = (l: GeneratorLocale) => new Set(JSON.stringify(TEMPLATES[l]).replace(/\{\w+\}/g, " ").toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const own = words(locale);
  for (const other of LOCALES) if (other !== locale) for (const w of words(other)) own.delete(w);
  return own;
}
const wordsOf = (text: string) => text.replace(/Produktmanagerin|Roadmaps|Discovery|Checkout-Abbrüche|E-Commerce|Ada Keller/g, " ").toLowerCase().match(/\p{L}{4,}/gu) ?? [];

describe("the output language follows the locale", () => {
  it.each(LOCALES)("%s: every option has words of its own language's templates and none of another's", (locale) => {
    const own = ownWords(locale);
    const foreign = new Set(LOCALES.filter((l) => l !== locale).flatMap((l) => [...ownWords(l)]));
    expect(own.size).toBeGreaterThan(30);
    for (const seniority of SENIORITIES) for (const tone of TONES) {
      const input = { ...typical, seniority, tone };
      const texts = [...headlines(input, locale), ...bios(input, locale), ...profile(input, locale).map((p) => p.experience)];
      for (const text of texts) {
        const words = wordsOf(text);
        expect(words.some((w) => own.has(w)), `${locale}: ${text}`).toBe(true);
        expect(words.filter((w) => foreign.has(w)), `${locale}: ${text}`).toEqual([]);
      }
    }
  });

  it("German headlines are German", () => {
    const text = headlines(typical, "de").join("\n");
    expect(text).toMatch(/Erfahrung|Ergebnisse|Schwerpunkte/);
    expect(text).not.toMatch(/\b(experience|results|Focus)\b/);
  });

  it("Spanish joins the last skill with “e” before an i sound", () => {
    const [about] = bios({ ...minimal, skills: ["Datos", "Innovación"] }, "es");
    expect(about).toContain("Datos e Innovación");
    const [other] = bios({ ...minimal, skills: ["Datos", "Hierro"] }, "es");
    expect(other).toContain("Datos y Hierro");
  });
});

describe("the last-resort cut", () => {
  it("cuts at a word boundary with an ellipsis, never inside a word", () => {
    const cut = truncateAtWord("alpha beta gamma delta", 13);
    expect(cut).toBe("alpha beta…");
    expect(cut.length).toBeLessThanOrEqual(13);
    expect(truncateAtWord("short", 13)).toBe("short");
  });
});
