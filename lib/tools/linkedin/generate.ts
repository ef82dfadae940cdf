// The LinkedIn generators (headline, About section, whole profile): templates of ./templates.ts filled
// with the person's own words, deterministic, no network, no model. Every option is within LinkedIn's
// limit: skills and optional parts are left out until it fits, and only as a
// last resort is the text cut, at a word boundary, with "…".
import { TEMPLATES, type LineTemplate, type LocaleTemplates, type Part } from "./templates";
import { clean, cleanList, distinct, fill, sentence, truncateAtWord } from "./text";
import { ABOUT_MAX, ACHIEVEMENTS_USED, EXPERIENCE_MAX, HEADLINE_MAX, SKILLS_USED, type GeneratorLocale, type LinkedInInput, type ProfileOption } from "./types";

type Values = Record<string, string | undefined>;

function normalise(input: LinkedInInput) {
  return {
    role: clean(input.role),
    skills: cleanList(input.skills).slice(0, SKILLS_USED),
    achievements: cleanList(input.achievements).slice(0, ACHIEVEMENTS_USED),
    industry: clean(input.industry) || undefined,
    name: clean(input.name) || undefined,
    seniority: input.seniority,
    tone: input.tone,
  };
}

/** The placeholders' values with the first `skillCount` skills. */
function valuesFor(t: LocaleTemplates, input: ReturnType<typeof normalise>, skillCount: number): Values {
  const skills = input.skills.slice(0, skillCount);
  const prose = skills.length > 1 ? `${skills.slice(0, -1).join(", ")}${t.and(skills.at(-1)!)}${skills.at(-1)}` : skills[0];
  const tone = t.tone[input.tone];
  const seniority = t.seniority[input.seniority];
  const [a1] = input.achievements;
  return {
    role: input.role,
    industry: input.industry,
    name: input.name,
    skills: skills.length ? skills.join(t.listSep) : undefined,
    skillsProse: prose,
    skill1: input.skills[0],
    achievement1: a1,
    achievement1Sentence: a1 && sentence(a1),
    achievements: input.achievements.length ? input.achievements.map((a) => `• ${a}`).join("\n") : undefined,
    seniority: seniority.short,
    senioritySentence: seniority.sentence,
    claim: tone.claim,
    claimSentence: sentence(tone.claim),
    drive: tone.drive,
    driveSentence: sentence(tone.drive),
    open: tone.open,
    hello: tone.hello,
    closing: tone.closing,
  };
}

/** A part's text: its first alternative whose placeholders all have values, else null. */
function renderPart(part: Part, values: Values): string | null {
  for (const alt of typeof part === "string" ? [part] : part) {
    const text = fill(alt, values);
    if (text !== null) return text;
  }
  return null;
}

/**
 * Renders the parts joined by `sep` within `max`. For each number of skills (all first, then fewer),
 * the parts are added in order, each one only if it still fits; the version keeping the most parts
 * wins (with the most skills among equals). The first part always stays; when it alone is over the
 * limit it is cut at a word, the last resort.
 */
function fit(parts: readonly Part[], sep: string, max: number, t: LocaleTemplates, input: ReturnType<typeof normalise>): string | null {
  const counts = input.skills.length ? Array.from({ length: input.skills.length }, (_, i) => input.skills.length - i) : [0];
  let best: { text: string; kept: number } | null = null;
  for (const count of counts) {
    const values = valuesFor(t, input, count);
    const first = renderPart(parts[0]!, values);
    if (first === null) return null;
    let text = truncateAtWord(first, max);
    let kept = 1;
    for (const part of parts.slice(1)) {
      const next = renderPart(part, values);
      if (next !== null && text.length + sep.length + next.length <= max) {
        text += sep + next;
        kept++;
      }
    }
    if (!best || kept > best.kept) best = { text, kept };
  }
  return best!.text;
}

function lines(templates: readonly LineTemplate[], max: number, input: LinkedInInput, locale: GeneratorLocale): string[] {
  const t = TEMPLATES[locale];
  const n = normalise(input);
  return distinct(templates.map((tpl) => fit(tpl.parts, tpl.sep, max, t, n)).filter((s): s is string => s !== null));
}

/** Headline options (at most 220 characters each), all different, in the page's language. */
export function headlines(input: LinkedInInput, locale: GeneratorLocale): string[] {
  return lines(TEMPLATES[locale].headlines, HEADLINE_MAX, input, locale);
}

/** About section options (at most 2,600 characters each; paragraphs separated by a blank line). */
export function bios(input: LinkedInInput, locale: GeneratorLocale): string[] {
  const t = TEMPLATES[locale];
  const n = normalise(input);
  return distinct(t.bios.map((paragraphs) => fit(paragraphs, "\n\n", ABOUT_MAX, t, n)).filter((s): s is string => s !== null));
}

/** One-line summaries of the current position for the Experience section (at most 200 characters). */
export function experiences(input: LinkedInInput, locale: GeneratorLocale): string[] {
  return lines(TEMPLATES[locale].experiences, EXPERIENCE_MAX, input, locale);
}

/** Whole profiles: a headline, an About section and an experience line that go together; no two alike. */
export function profile(input: LinkedInInput, locale: GeneratorLocale): ProfileOption[] {
  const h = headlines(input, locale);
  const b = bios(input, locale);
  const e = experiences(input, locale);
  const count = Math.max(h.length, b.length, e.length);
  const out: ProfileOption[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const option = { headline: h[i % h.length]!, about: b[i % b.length]!, experience: e[i % e.length]! };
    const key = `${option.headline}\n${option.about}\n${option.experience}`.toLocaleLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(option);
    }
  }
  return out;
}
