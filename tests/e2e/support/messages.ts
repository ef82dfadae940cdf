import { readMessages } from "../../../lib/i18n/message-files";

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/**
 * The product's own strings, so one journey can be walked in every language. An ICU message is
 * returned with its {placeholders} filled from `values` (plural forms take the "other" branch).
 */
export function messages(locale: "en" | "de" | "es") {
  if (!cache.has(locale)) cache.set(locale, readMessages(locale) as Tree);
  const tree = cache.get(locale)!;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const raw = key.split(".").reduce<string | Tree | undefined>((node, k) => (typeof node === "object" ? node[k] : undefined), tree);
    if (typeof raw !== "string") throw new Error(`no message ${locale}:${key}`);
    return raw
      .replace(/\{(\w+), plural,[^{]*(?:\{[^}]*\}[^{]*)*?other \{([^}]*)\}\}/g, (_, name: string, other: string) => other.replace(/#/g, String(values[name] ?? "")))
      .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
