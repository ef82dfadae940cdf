// The LinkedIn generators' input and limits (lib/tools/linkedin): plain data, usable in the browser.
export const SENIORITIES = ["junior", "mid", "senior", "lead", "executive"] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const TONES = ["professional", "friendly", "bold"] as const;
export type Tone = (typeof TONES)[number];
export type GeneratorLocale = "en" | "de" | "es";

export type LinkedInInput = {
  role: string;
  seniority: Seniority;
  skills: string[];
  achievements: string[];
  tone: Tone;
  industry?: string;
  name?: string;
};

/** LinkedIn's own limits: the headline (220 characters) and the About section (2,600). */
export const HEADLINE_MAX = 220;
export const ABOUT_MAX = 2600;
/** The profile generator's one-line summary of the current position (kept short on purpose). */
export const EXPERIENCE_MAX = 200;

export const ROLE_MAX = 80;
export const SKILL_MAX = 40;
export const ACHIEVEMENT_MAX = 160;
export const INDUSTRY_MAX = 60;
export const NAME_MAX = 80;
/** How many skills and achievements the templates use (the first ones given, after removing duplicates). */
export const SKILLS_USED = 5;
export const ACHIEVEMENTS_USED = 3;
/** Every generator gives at least this many different options. */
export const MIN_OPTIONS = 4;

export type ProfileOption = { headline: string; about: string; experience: string };
