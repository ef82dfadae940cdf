import { DEFAULT_LOCALE, type Locale } from "./config";

type Messages = { [key: string]: string | string[] | Messages };

const isTree = (v: unknown): v is Messages => typeof v === "object" && v !== null && !Array.isArray(v);

function fill(target: Messages, fallback: Messages): Messages {
  const out: Messages = { ...fallback, ...target };
  for (const [k, v] of Object.entries(fallback)) {
    const t = target[k];
    if (isTree(v) && isTree(t)) out[k] = fill(t, v);
  }
  return out;
}

async function read(locale: Locale): Promise<Messages | null> {
  try {
    return (await import(`../../messages/${locale}.json`)).default as Messages;
  } catch {
    // The spec: a missing locale file is a console warning only; English fills in.
    console.warn(`[i18n] messages/${locale}.json could not be loaded; falling back to ${DEFAULT_LOCALE}`);
    return null;
  }
}

/** A locale's messages with any missing key filled from English (the fallback locale). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const base = (await read(DEFAULT_LOCALE)) ?? {};
  if (locale === DEFAULT_LOCALE) return base;
  return fill((await read(locale)) ?? {}, base);
}
