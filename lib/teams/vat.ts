// VAT ids checked against their country's format (the EU's VIES formats, the UK's, Switzerland's and
// Norway's). A format check only: it says the id is well formed, not that the business exists.
// Pure: the wizard's schema uses it on the server, its tests run without a database.
import "server-only";

/**
 * The VAT id's prefix and the pattern of what follows it, per ISO 3166-1 country. Greece's ids start
 * with "EL", not "GR".
 */
export const VAT_FORMATS: Readonly<Record<string, { prefix: string; pattern: RegExp }>> = {
  AT: { prefix: "AT", pattern: /^U\d{8}$/ },
  BE: { prefix: "BE", pattern: /^[01]\d{9}$/ },
  BG: { prefix: "BG", pattern: /^\d{9,10}$/ },
  CY: { prefix: "CY", pattern: /^\d{8}[A-Z]$/ },
  CZ: { prefix: "CZ", pattern: /^\d{8,10}$/ },
  DE: { prefix: "DE", pattern: /^\d{9}$/ },
  DK: { prefix: "DK", pattern: /^\d{8}$/ },
  EE: { prefix: "EE", pattern: /^\d{9}$/ },
  ES: { prefix: "ES", pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: "FI", pattern: /^\d{8}$/ },
  FR: { prefix: "FR", pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  GR: { prefix: "EL", pattern: /^\d{9}$/ },
  HR: { prefix: "HR", pattern: /^\d{11}$/ },
  HU: { prefix: "HU", pattern: /^\d{8}$/ },
  IE: { prefix: "IE", pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: "IT", pattern: /^\d{11}$/ },
  LT: { prefix: "LT", pattern: /^(\d{9}|\d{12})$/ },
  LU: { prefix: "LU", pattern: /^\d{8}$/ },
  LV: { prefix: "LV", pattern: /^\d{11}$/ },
  MT: { prefix: "MT", pattern: /^\d{8}$/ },
  NL: { prefix: "NL", pattern: /^\d{9}B\d{2}$/ },
  PL: { prefix: "PL", pattern: /^\d{10}$/ },
  PT: { prefix: "PT", pattern: /^\d{9}$/ },
  RO: { prefix: "RO", pattern: /^[1-9]\d{1,9}$/ },
  SE: { prefix: "SE", pattern: /^\d{10}01$/ },
  SI: { prefix: "SI", pattern: /^\d{8}$/ },
  SK: { prefix: "SK", pattern: /^\d{10}$/ },
  GB: { prefix: "GB", pattern: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ },
  CH: { prefix: "CHE", pattern: /^\d{9}(MWST|TVA|IVA)?$/ },
  NO: { prefix: "NO", pattern: /^\d{9}(MVA)?$/ },
};

/** What people type around the id (spaces, dots, dashes, slashes) goes; letters are upper-cased. */
export function compactVatId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-/]/g, "");
}

/**
 * The VAT id as stored ("DE123456789"), or null when it does not fit `country`'s format. The country
 * prefix may be left out ("123456789" for Germany). A country without a known format takes 4 to 20
 * letters and digits.
 */
export function normalizeVatId(country: string, raw: string): string | null {
  const id = compactVatId(raw);
  const format = VAT_FORMATS[country.toUpperCase()];
  if (!format) return /^[A-Z0-9]{4,20}$/.test(id) ? id : null;
  if (id.startsWith(format.prefix)) return format.pattern.test(id.slice(format.prefix.length)) ? id : null;
  // Another country's id (its prefix) is not this country's, even where the digits would fit.
  if (OTHER_PREFIXES.some((p) => p !== format.prefix && id.startsWith(p))) return null;
  return format.pattern.test(id) ? format.prefix + id : null;
}

const OTHER_PREFIXES = [...new Set([...Object.values(VAT_FORMATS).map((f) => f.prefix), "GR", "XI"])];
