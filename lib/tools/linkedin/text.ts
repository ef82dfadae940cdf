// Text rules shared by the generators: whitespace, duplicates, placeholders, the limits.

/** Trims and collapses every run of whitespace (line breaks included) to one space. */
export function clean(value: string | undefined | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

/** Cleans a list, drops the empty entries and the case-insensitive duplicates (the first spelling stays). */
export function cleanList(values: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values ?? []) {
    const v = clean(raw);
    const key = v.toLocaleLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** A sentence's end: a full stop unless the text already ends in punctuation. */
export function sentence(value: string): string {
  return /[.!?…]$/.test(value) ? value : `${value}.`;
}

/**
 * Fills `{name}` placeholders in one pass, so a value is never read again as a template (a user's own
 * "{role}" stays as typed). Null when a placeholder has no value (the caller then tries something else).
 */
export function fill(template: string, values: Record<string, string | undefined>): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key];
    if (!v) missing = true;
    return v ?? "";
  });
  return missing ? null : out;
}

/**
 * The last resort for a text over its limit: cut at the last word boundary that leaves room for "…"
 * (never inside a word; a single word longer than the limit is the only thing ever cut).
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.search(/\s\S*$/);
  const cut = (space > 0 ? room.slice(0, space) : room).replace(/[\s,;:|·–-]+$/, "");
  return `${cut}…`;
}

/** Options without repeats (compared case-insensitively), in order. */
export function distinct(options: string[]): string[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const key = o.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
