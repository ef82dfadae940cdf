// One term per concept per language: the glossary below names, for each concept the product shows,
// the one word each locale uses and the variants that must not appear instead. Every message value
// is checked (ICU argument names and tags left out, so `{headshots}` is not a word of the text), and
// percentages are written one way per locale: "20%" in English, "20 %" with a no-break space (U+00A0)
// in German and Spanish, so a line never breaks between the number and its sign.
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./config";
import { flattenMessages, readMessages } from "./message-files";

type Entry = { term: RegExp; forbidden: RegExp[] };

/** concept → locale → the term (a pattern that finds it) and the variants it replaces. */
const GLOSSARY: Record<string, Record<Locale, Entry>> = {
  // The product's output. English "portrait" (singular) stays: it is the 4:5 / 1080 × 1350 format.
  headshot: {
    en: { term: /\bheadshots?\b/i, forbidden: [/\bportraits\b/i, /\bhead[- ]shots?\b/i, /\bprofile photos?\b/i] },
    de: { term: /Porträtfotos?/, forbidden: [/headshot/i, /bewerbungs(foto|bild)/i, /\bPorträts?\b/] },
    es: { term: /\bretratos?\b/i, forbidden: [/\bheadshots?\b/i, /\bfotos? profesional(es)?\b/i] },
  },
  shoot: {
    en: { term: /\bshoots?\b/i, forbidden: [/\bphoto ?shoots?\b/i, /\bphoto sessions?\b/i] },
    de: { term: /Shootings?\b/, forbidden: [/Fotoshooting/i, /Foto-?Session/i, /Fotositzung/i] },
    // "sesión de fotos" is the long form of the same term, where a login session could be meant.
    es: { term: /\bsesi[oó]n(es)?\b/i, forbidden: [/\bshootings?\b/i, /\bsesi[oó]n(es)? fotogr[aá]fica/i] },
  },
  "gift card": {
    en: { term: /\bgift[- ]cards?\b/i, forbidden: [/\bvouchers?\b/i, /\bgiftcards?\b/i, /\bgift certificates?\b/i, /\bgift codes?\b/i] },
    de: { term: /Geschenkkarten?/, forbidden: [/gutschein/i, /Geschenkcode/i] },
    es: { term: /\btarjetas? regalo\b/i, forbidden: [/\btarjetas? de regalo\b/i, /\b(vale|cheque|bono)s? (de )?regalo\b/i, /\bgift ?cards?\b/i] },
  },
  coupon: {
    en: { term: /\bcoupons?\b/i, forbidden: [/\bdiscount codes?\b/i, /\bpromo(tion|tional)? codes?\b/i, /\bvouchers?\b/i] },
    de: { term: /Rabattcodes?/, forbidden: [/gutschein/i, /coupon/i, /Promo-?Code/i, /Aktionscode/i, /Rabatt-Code/i] },
    es: { term: /\bcup[oó]n(es)?\b/i, forbidden: [/\bc[oó]digos? de descuento\b/i, /\bc[oó]digos? promocional(es)?\b/i, /\bcoupons?\b/i, /\bvales? de descuento\b/i] },
  },
  "referral discount": {
    en: { term: /\breferral discount\b/i, forbidden: [/\b(invite|invitation|friend'?s?|welcome) discount\b/i, /\breferral (bonus|rebate|coupon)\b/i] },
    de: { term: /Empfehlungsrabatt/, forbidden: [/Einladungsrabatt/i, /Freundschaftsrabatt/i, /Empfehlungs-?(nachlass|gutschein|bonus)/i, /Empfehlungs-Rabatt/i] },
    es: { term: /\bdescuento por recomendaci[oó]n\b/i, forbidden: [/\bdescuento (de|por) (invitaci[oó]n|referid[oa]s?|amig[oa]s?)\b/i, /\bdescuento de recomendaci[oó]n\b/i] },
  },
  "photo credit": {
    en: { term: /\bphoto credits?\b/i, forbidden: [/\b(headshot|extra[- ]headshot|image|picture) credits?\b/i] },
    de: { term: /Foto-Credits?/, forbidden: [/Fotocredit/i, /(Porträtfoto|Headshot|Bild)-?Credit/i, /Foto-?Guthaben/i] },
    es: { term: /\bcr[eé]ditos? de foto\b/i, forbidden: [/\bcr[eé]ditos? de (fotos|retratos?|im[aá]gen(es)?)\b/i, /\bcr[eé]ditos? fotogr[aá]ficos?\b/i] },
  },
  "edit credit": {
    en: { term: /\bedit credits?\b/i, forbidden: [/\bediting credits?\b/i, /\bstudio credits?\b/i] },
    de: { term: /Bearbeitungs-Credits?/, forbidden: [/Edit-?Credit/i, /Bearbeitungscredit/i, /Bearbeitungsguthaben/i, /Studio-?Credit/i] },
    es: { term: /\bcr[eé]ditos? de edici[oó]n\b/i, forbidden: [/\bcr[eé]ditos? (para editar|de ediciones|de estudio|del estudio)\b/i] },
  },
  "team credit": {
    en: { term: /\bteam credits?\b/i, forbidden: [/\bseat credits?\b/i, /\bmember credits?\b/i, /\borgani[sz]ation credits?\b/i] },
    de: { term: /Team-Credits?/, forbidden: [/Teamcredit/i, /Team-?Guthaben/i, /Organisations-?Credit/i] },
    es: { term: /\bcr[eé]ditos? de equipo\b/i, forbidden: [/\bcr[eé]ditos? (del|para el|para) equipos?\b/i] },
  },
  style: {
    en: { term: /\bstyles?\b/i, forbidden: [/\b(the|your|these|those|new|more|other) looks\b/i, /\bpresets?\b/i, /\bthemes?\b/i] },
    de: { term: /\bStil/, forbidden: [/\bLooks?\b/, /\bPresets?\b/i] },
    es: { term: /\bestilos?\b/i, forbidden: [/\blooks?\b/i, /\bpresets?\b/i] },
  },
  // The scene behind a headshot. English "background" stays for the person's own upload photos.
  backdrop: {
    en: { term: /\bbackdrops?\b/i, forbidden: [/\bbackground (styles?|options?|scenes?)\b/i, /\bscenery\b/i, /\bback-drops?\b/i] },
    de: { term: /Hintergr(und|ünde)/, forbidden: [/Kulisse/i, /Backdrop/i] },
    es: { term: /\bfondos?\b/i, forbidden: [/\bbackdrops?\b/i, /\bdecorados?\b/i] },
  },
  package: {
    en: { term: /\bpackages?\b/i, forbidden: [/\bbundles?\b/i, /\btiers?\b/i] },
    de: { term: /Paket/, forbidden: [/\bBundles?\b/i] },
    es: { term: /\bpaquetes?\b/i, forbidden: [/\bbundles?\b/i, /\bpacks?\b/i] },
  },
  refund: {
    en: { term: /\brefund/i, forbidden: [/\breimburs/i, /\bmoney returned\b/i] },
    de: { term: /Erstattung/, forbidden: [/Rückerstattung/i, /Rückzahlung/i, /zurückerstatt/i] },
    es: { term: /\breembols/i, forbidden: [/\breintegro/i, /\bdevoluci[oó]n del dinero\b/i] },
  },
  "money-back guarantee": {
    en: { term: /\bmoney-back guarantee\b/i, forbidden: [/\bmoney back guarantee\b/i, /\bsatisfaction guarantee\b/i, /\brefund guarantee\b/i, /\bmoney-back window\b/i] },
    de: { term: /Geld-zurück-Garantie/, forbidden: [/Geld zurück Garantie/i, /Zufriedenheitsgarantie/i, /Erstattungsgarantie/i, /Geld-zurück-Versprechen/i, /Rückgabegarantie/i] },
    es: { term: /\bgarant[ií]a de devoluci[oó]n\b/i, forbidden: [/\bgarant[ií]a de reembolso\b/i, /\bgarant[ií]a de satisfacci[oó]n\b/i] },
  },
  // A member's headshot made into a branded square, circle or rounded picture by a template (lib/teams/branding).
  "profile picture": {
    en: { term: /\bprofile pictures?\b/i, forbidden: [/\bavatars?\b/i, /\bPFPs?\b/, /\bprofile (image|pic)s?\b/i] },
    de: { term: /Profilbild/, forbidden: [/Profilfoto/i, /Avatar/i, /Profil-Bild/i] },
    es: { term: /\bfotos? de perfil\b/i, forbidden: [/\bim[aá]gen(es)? de perfil\b/i, /\bavatar(es)?\b/i] },
  },
  "team lead": {
    en: { term: /\bteam leads?\b/i, forbidden: [/\bteam (admin|administrator|manager|leader)s?\b/i] },
    de: { term: /Teamleitung/, forbidden: [/Team-?Admin/i, /Teamleiter/i, /Team-?Manager/i, /Team-?Chef/i] },
    es: { term: /\bresponsables?\b/i, forbidden: [/\badministrador(a|es)? del equipo\b/i, /\bl[ií]der(es)? del equipo\b/i, /\bjef[ea]s? del equipo\b/i, /\bgerentes?\b/i] },
  },
  member: {
    en: { term: /\bmembers?\b/i, forbidden: [/\bteammates?\b/i, /\bseat holders?\b/i] },
    de: { term: /Mitglied/, forbidden: [/Teamkolleg/i, /Team-?Member/i] },
    es: { term: /\bmiembros?\b/i, forbidden: [/\bintegrantes?\b/i, /\bcompañer[oa]s? de equipo\b/i] },
  },
  "back office": {
    en: { term: /\bback office\b/i, forbidden: [/\bbackoffice\b/i, /\bback-office\b/i, /\badmin (area|panel|dashboard|console)\b/i] },
    de: { term: /Backoffice/, forbidden: [/Back[- ]Office/i, /Admin-?Bereich/i, /Verwaltungsbereich/i, /Admin-?Panel/i] },
    es: { term: /\bAdministraci[oó]n\b/, forbidden: [/\bback[- ]?office\b/i, /\bpanel de administraci[oó]n\b/i] },
  },
};

/**
 * How a percent sign is written: straight after the number in English; after a no-break space in
 * German and Spanish (the space Intl.NumberFormat puts there too).
 */
const PERCENT: Record<Locale, { rule: string; wrong: RegExp }> = {
  en: { rule: '"20%" (no space)', wrong: /\s%/ },
  de: { rule: '"20 %" with a no-break space (U+00A0)', wrong: /(^|[^\u00a0])%/ },
  es: { rule: '"20 %" with a no-break space (U+00A0)', wrong: /(^|[^\u00a0])%/ },
};

/** The words of a message: ICU argument names and rich-text tags left out ({count, plural, one {#…}} → {one {#…}}). */
function wordsOf(message: string): string {
  return message
    .replace(/<\/?\w+>/g, "")
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, "{")
    .replace(/\{\s*\w+\s*(,[^{}]*)?\}/g, "{}");
}

const values = (locale: Locale) => [...flattenMessages(readMessages(locale))].map(([key, text]) => ({ key, text, words: wordsOf(text) }));

describe("the glossary", () => {
  it.each(LOCALES)("%s: every concept has one term, and no value uses a variant of it", (locale) => {
    const all = values(locale);
    const problems: string[] = [];
    for (const [concept, byLocale] of Object.entries(GLOSSARY)) {
      const { term, forbidden } = byLocale[locale];
      if (!all.some((v) => term.test(v.words))) problems.push(`${concept}: the term ${term} is not used anywhere`);
      for (const v of all) {
        for (const variant of forbidden) {
          const hit = variant.exec(v.words);
          if (hit) problems.push(`${v.key}: "${hit[0]}" is not the term for ${concept} (${term}): "${v.text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)("%s: percentages are written one way", (locale) => {
    const { rule, wrong } = PERCENT[locale];
    const problems = values(locale)
      .filter((v) => v.text.includes("%") && wrong.test(v.text))
      .map((v) => `${v.key}: write ${rule}: "${v.text}"`);
    expect(problems).toEqual([]);
  });

  it("checks what it claims: ICU names and tags are not words, a variant inside a compound term is no hit", () => {
    expect(wordsOf("{count, plural, one {# Porträtfoto} other {# Porträtfotos}} for {headshots} <b>now</b>")).toBe("{ one {# Porträtfoto} other {# Porträtfotos}} for {} now");
    const de = GLOSSARY.headshot!.de;
    expect(de.forbidden.some((r) => r.test("Dein Porträtfoto, gemacht im Porträtstudio"))).toBe(false);
    expect(de.forbidden.filter((r) => r.test("Meine Porträts, ein Porträt-Paket und ein Headshot")).length).toBe(2);
    expect(GLOSSARY.headshot!.en.forbidden.some((r) => r.test("Portrait (4:5) and portrait 1080 × 1350"))).toBe(false);
    expect(PERCENT.de.wrong.test("{percent}\u00a0% Rabatt")).toBe(false);
    expect(PERCENT.de.wrong.test("{percent} % Rabatt")).toBe(true);
    expect(PERCENT.en.wrong.test("{percent} % off")).toBe(true);
  });
});
