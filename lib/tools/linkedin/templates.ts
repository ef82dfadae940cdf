// The LinkedIn generators' templates, one set per language: content, not interface strings (they are
// not in messages/, and are never translated word by word). Every template is robust to any role text:
// the person's own words (role, skills, industry, achievements) only ever stand where any noun phrase
// is grammatical ("As {role}, …", "Als {role} …", "Como {role}, …", after a colon, or in a list),
// and no adjective or article is bent to fit them (German and Spanish genders are never guessed).
//
// Placeholders: {role} {industry} {name} {skills} (a list, as many as fit) {skillsProse} ("a, b and c")
// {skill1} {achievement1} {achievement1Sentence} {achievements} (bullet lines) {seniority}
// {senioritySentence} {claim} {claimSentence} {drive} {driveSentence} {open} {hello} {closing}.
// A part is a string or a list of alternatives (the first whose placeholders all have a value is used);
// a part that cannot be filled is left out. The first part of each template is never left out.
import type { GeneratorLocale, Seniority, Tone } from "./types";

export type Part = string | readonly string[];
/** A one-line text (a headline, an experience line): parts joined by `sep`. */
export type LineTemplate = { sep: string; parts: readonly Part[] };
/** An About section: paragraphs. */
export type BioTemplate = readonly Part[];

export type LocaleTemplates = {
  /** Joins a list of skills on one line. */
  listSep: string;
  /** "a, b and c": the word before the last item (a function of that item, for Spanish "y"/"e"). */
  and: (last: string) => string;
  seniority: Record<Seniority, { short: string; sentence: string }>;
  tone: Record<Tone, { claim: string; drive: string; open: string; hello: string; closing: string }>;
  headlines: readonly LineTemplate[];
  bios: readonly BioTemplate[];
  experiences: readonly LineTemplate[];
};

const en: LocaleTemplates = {
  listSep: ", ",
  and: () => " and ",
  seniority: {
    junior: { short: "Early in my career and eager to grow", sentence: "I am early in my career and learn something new every day." },
    mid: { short: "Hands-on professional", sentence: "I bring several years of hands-on experience." },
    senior: { short: "Seasoned expert", sentence: "I bring many years of experience and a track record of delivery." },
    lead: { short: "Leading high-performing teams", sentence: "I lead a team and care about helping people do their best work." },
    executive: { short: "Executive leadership", sentence: "I set direction, build organisations and am accountable for the results." },
  },
  tone: {
    professional: {
      claim: "Delivering reliable, measurable results",
      drive: "Focused on quality and clear communication",
      open: "Open to new opportunities",
      hello: "Hello, and thank you for visiting my profile.",
      closing: "I am always open to a conversation about new projects and collaborations. Feel free to send me a message.",
    },
    friendly: {
      claim: "Helping people and teams do their best work",
      drive: "Curious, collaborative and always learning",
      open: "Always happy to connect",
      hello: "Hi, great to see you here!",
      closing: "I love meeting people in my field, so say hello and let's have a chat.",
    },
    bold: {
      claim: "Turning ambitious goals into real results",
      drive: "Raising the bar on every project",
      open: "Let's build what's next",
      hello: "Average is not my thing.",
      closing: "Looking for someone who gets things done? Send me a message and let's talk.",
    },
  },
  headlines: [
    { sep: " | ", parts: ["{role}", "{skills}", "{seniority}"] },
    { sep: " | ", parts: ["{role}", "{claim}", "{industry}"] },
    { sep: " · ", parts: ["{role}", "{achievement1}", "{drive}"] },
    { sep: " | ", parts: ["{claim} as {role}", "Focus: {skills}"] },
    { sep: " – ", parts: ["{role}", "{seniority}", "{open}"] },
    { sep: " | ", parts: [["{name}, {role}", "{role}"], "{industry}", "{drive}", "{skills}"] },
  ],
  bios: [
    [
      ["As {role} in {industry}, I focus on {skillsProse}.", "As {role}, I focus on {skillsProse}.", "As {role}, I focus on work that makes a real difference."],
      "{senioritySentence}",
      "Some results I am proud of:\n{achievements}",
      "{closing}",
    ],
    [
      ["{hello} I'm {name}, and this is my work as {role}.", "{hello} This is my work as {role}."],
      "What I bring: {skillsProse}.",
      "{senioritySentence}",
      "Highlights:\n{achievements}",
      "{closing}",
    ],
    [
      ["{achievement1Sentence} Results like this are what I work for as {role}.", "{claimSentence} That is my standard as {role}."],
      "My toolkit: {skills}.",
      "{senioritySentence} {driveSentence}",
      "{closing}",
    ],
    [
      "{claimSentence} As {role}, that is what I do every day.",
      "Skills: {skills}",
      "{open}.",
    ],
    [
      "{drive}: that is how I work as {role}.",
      ["In {industry}, I have learnt that good work is built on {skillsProse}.", "For me, good work is built on {skillsProse}."],
      "One result I am proud of: {achievement1Sentence}",
      "{senioritySentence}",
      "{closing}",
    ],
  ],
  experiences: [
    { sep: " – ", parts: ["{role}", ["Highlight: {achievement1}", "{claim}"]] },
    { sep: " · ", parts: [["{role}, {industry}", "{role}"], ["Key skills: {skills}", "{seniority}"]] },
    { sep: " – ", parts: ["{role}", "{drive}"] },
    { sep: " | ", parts: ["{role}", "{open}", "{skill1}"] },
  ],
};

const de: LocaleTemplates = {
  listSep: ", ",
  and: () => " und ",
  seniority: {
    junior: { short: "Am Anfang meiner Laufbahn", sentence: "Ich stehe am Anfang meiner Laufbahn und lerne jeden Tag dazu." },
    mid: { short: "Mehrere Jahre Praxiserfahrung", sentence: "Ich bringe mehrere Jahre praktische Erfahrung mit." },
    senior: { short: "Langjährige Erfahrung", sentence: "Ich bringe langjährige Erfahrung und nachweisbare Ergebnisse mit." },
    lead: { short: "Führungsverantwortung für ein Team", sentence: "Ich leite ein Team und sorge dafür, dass alle ihre beste Arbeit machen können." },
    executive: { short: "Gesamtverantwortung auf Führungsebene", sentence: "Ich gebe die Richtung vor, baue Organisationen auf und verantworte die Ergebnisse." },
  },
  tone: {
    professional: {
      claim: "Verlässliche, messbare Ergebnisse",
      drive: "Qualität und klare Kommunikation im Fokus",
      open: "Offen für neue Aufgaben",
      hello: "Willkommen auf meinem Profil.",
      closing: "Ich freue mich über Ihre Nachricht zu neuen Projekten und Kooperationen.",
    },
    friendly: {
      claim: "Ich helfe Menschen und Teams, ihr Bestes zu geben",
      drive: "Neugierig, teamorientiert und immer am Lernen",
      open: "Ich freue mich über neue Kontakte",
      hello: "Hallo, schön, dass du hier bist!",
      closing: "Ich lerne gern neue Leute aus meinem Fach kennen – schreib mir einfach eine Nachricht.",
    },
    bold: {
      claim: "Ehrgeizige Ziele in echte Ergebnisse verwandeln",
      drive: "Bei jedem Projekt lege ich die Messlatte höher",
      open: "Bereit für die nächste große Aufgabe",
      hello: "Mittelmaß ist nicht mein Ding.",
      closing: "Sie suchen jemanden, der Dinge bewegt? Schreiben Sie mir, und lassen Sie uns sprechen.",
    },
  },
  headlines: [
    { sep: " | ", parts: ["{role}", "{skills}", "{seniority}"] },
    { sep: " | ", parts: ["{role}", "{claim}", "{industry}"] },
    { sep: " · ", parts: ["{role}", "{achievement1}", "{drive}"] },
    { sep: " | ", parts: ["{role}: {claim}", "Schwerpunkte: {skills}"] },
    { sep: " – ", parts: ["{role}", "{seniority}", "{open}"] },
    { sep: " | ", parts: [["{name}, {role}", "{role}"], "{industry}", "{drive}", "{skills}"] },
  ],
  bios: [
    [
      ["Als {role} in der Branche {industry} konzentriere ich mich auf {skillsProse}.", "Als {role} konzentriere ich mich auf {skillsProse}.", "Als {role} konzentriere ich mich auf Arbeit, die wirklich etwas bewirkt."],
      "{senioritySentence}",
      "Ergebnisse, auf die ich stolz bin:\n{achievements}",
      "{closing}",
    ],
    [
      ["{hello} Ich bin {name} und arbeite als {role}.", "{hello} Ich arbeite als {role}."],
      "Was ich mitbringe: {skillsProse}.",
      "{senioritySentence}",
      "Einige Höhepunkte:\n{achievements}",
      "{closing}",
    ],
    [
      ["{achievement1Sentence} Für solche Ergebnisse arbeite ich als {role}.", "{claimSentence} Das ist mein Anspruch als {role}."],
      "Mein Werkzeugkasten: {skills}.",
      "{senioritySentence} {driveSentence}",
      "{closing}",
    ],
    [
      "{claimSentence} Als {role} ist das mein Alltag.",
      "Kompetenzen: {skills}",
      "{open}.",
    ],
    [
      "{drive}: So arbeite ich als {role}.",
      ["In der Branche {industry} habe ich gelernt: Gute Arbeit beruht auf {skillsProse}.", "Für mich beruht gute Arbeit auf {skillsProse}."],
      "Ein Ergebnis, auf das ich stolz bin: {achievement1Sentence}",
      "{senioritySentence}",
      "{closing}",
    ],
  ],
  experiences: [
    { sep: " – ", parts: ["{role}", ["Höhepunkt: {achievement1}", "{claim}"]] },
    { sep: " · ", parts: [["{role}, {industry}", "{role}"], ["Schwerpunkte: {skills}", "{seniority}"]] },
    { sep: " – ", parts: ["{role}", "{drive}"] },
    { sep: " | ", parts: ["{role}", "{open}", "{skill1}"] },
  ],
};

const es: LocaleTemplates = {
  listSep: ", ",
  // "y" becomes "e" before a word starting with the sound /i/ ("i…", "hi…", but not "hie…").
  and: (last) => (/^h?i(?![aeoáéó])/i.test(last) ? " e " : " y "),
  seniority: {
    junior: { short: "Al inicio de mi carrera", sentence: "Estoy al inicio de mi carrera y aprendo algo nuevo cada día." },
    mid: { short: "Varios años de experiencia práctica", sentence: "Aporto varios años de experiencia práctica." },
    senior: { short: "Amplia experiencia", sentence: "Aporto muchos años de experiencia y resultados demostrables." },
    lead: { short: "Liderando equipos de alto rendimiento", sentence: "Lidero un equipo y me ocupo de que cada persona pueda dar lo mejor de sí." },
    executive: { short: "Dirección ejecutiva", sentence: "Marco la dirección, construyo organizaciones y respondo por los resultados." },
  },
  tone: {
    professional: {
      claim: "Resultados fiables y medibles",
      drive: "Calidad y comunicación clara",
      open: "Con interés en nuevas oportunidades",
      hello: "Te doy la bienvenida a mi perfil.",
      closing: "Me interesa conversar sobre nuevos proyectos y colaboraciones. Escríbeme cuando quieras.",
    },
    friendly: {
      claim: "Ayudo a personas y equipos a dar lo mejor de sí",
      drive: "Curiosidad, trabajo en equipo y aprendizaje constante",
      open: "Siempre es un placer conectar",
      hello: "¡Hola! Qué bueno verte por aquí.",
      closing: "Me encanta conocer a gente de mi sector, así que salúdame y charlamos.",
    },
    bold: {
      claim: "Convierto objetivos ambiciosos en resultados reales",
      drive: "Subo el listón en cada proyecto",
      open: "Construyamos lo que viene",
      hello: "Lo normal no va conmigo.",
      closing: "¿Buscas a alguien que haga que las cosas pasen? Escríbeme y hablemos.",
    },
  },
  headlines: [
    { sep: " | ", parts: ["{role}", "{skills}", "{seniority}"] },
    { sep: " | ", parts: ["{role}", "{claim}", "{industry}"] },
    { sep: " · ", parts: ["{role}", "{achievement1}", "{drive}"] },
    { sep: " | ", parts: ["{role}: {claim}", "Especialidades: {skills}"] },
    { sep: " – ", parts: ["{role}", "{seniority}", "{open}"] },
    { sep: " | ", parts: [["{name}, {role}", "{role}"], "{industry}", "{drive}", "{skills}"] },
  ],
  bios: [
    [
      ["Como {role} en el sector {industry}, me centro en {skillsProse}.", "Como {role}, me centro en {skillsProse}.", "Como {role}, me centro en un trabajo que marque la diferencia."],
      "{senioritySentence}",
      "Algunos resultados que me enorgullecen:\n{achievements}",
      "{closing}",
    ],
    [
      ["{hello} Soy {name} y trabajo como {role}.", "{hello} Trabajo como {role}."],
      "Lo que aporto: {skillsProse}.",
      "{senioritySentence}",
      "Algunos logros:\n{achievements}",
      "{closing}",
    ],
    [
      ["{achievement1Sentence} Por resultados así trabajo como {role}.", "{claimSentence} Ese es mi compromiso como {role}."],
      "Mis herramientas: {skills}.",
      "{senioritySentence} {driveSentence}",
      "{closing}",
    ],
    [
      "{claimSentence} Como {role}, es mi día a día.",
      "Competencias: {skills}",
      "{open}.",
    ],
    [
      "{drive}: así trabajo como {role}.",
      ["En el sector {industry} he aprendido que el buen trabajo se basa en {skillsProse}.", "Para mí, el buen trabajo se basa en {skillsProse}."],
      "Un logro que me enorgullece: {achievement1Sentence}",
      "{senioritySentence}",
      "{closing}",
    ],
  ],
  experiences: [
    { sep: " – ", parts: ["{role}", ["Logro destacado: {achievement1}", "{claim}"]] },
    { sep: " · ", parts: [["{role}, {industry}", "{role}"], ["Competencias clave: {skills}", "{seniority}"]] },
    { sep: " – ", parts: ["{role}", "{drive}"] },
    { sep: " | ", parts: ["{role}", "{open}", "{skill1}"] },
  ],
};

export const TEMPLATES: Record<GeneratorLocale, LocaleTemplates> = { en, de, es };
