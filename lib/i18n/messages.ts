import "server-only";
import { DEFAULT_LOCALE, type Locale } from "./config";
import { NAMESPACES } from "./namespaces";

export type Messages = { [key: string]: string | string[] | Messages };

const isTree = (v: unknown): v is Messages => typeof v === "object" && v !== null && !Array.isArray(v);

function fill(target: Messages, fallback: Messages): Messages {
  const out: Messages = { ...fallback, ...target };
  for (const [k, v] of Object.entries(fallback)) {
    const t = target[k];
    if (isTree(v) && isTree(t)) out[k] = fill(t, v);
  }
  return out;
}

async function readNamespace(locale: Locale, namespace: string): Promise<Messages | null> {
  try {
    return (await import(`../../messages/${locale}/${namespace}.json`)).default as Messages;
  } catch {
    // The spec: a missing locale file is a console warning only; English fills in.
    console.warn(`[i18n] messages/${locale}/${namespace}.json could not be loaded; falling back to ${DEFAULT_LOCALE}`);
    return null;
  }
}

async function read(locale: Locale): Promise<Messages> {
  const out: Messages = {};
  const trees = await Promise.all(NAMESPACES.map((ns) => readNamespace(locale, ns)));
  NAMESPACES.forEach((ns, i) => {
    const tree = trees[i];
    if (tree) out[ns] = tree;
  });
  return out;
}

/** A locale's messages (every namespace) with any missing key filled from English (the fallback locale). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const base = await read(DEFAULT_LOCALE);
  if (locale === DEFAULT_LOCALE) return base;
  return fill(await read(locale), base);
}
