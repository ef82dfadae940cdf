import { readMessages } from "../../../lib/i18n/message-files";

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/**
 * The product's own strings, so one journey can be walked in every language. An ICU message is
 * returned with its {placeholders} filled from `values`; a plural takes the branch the language's
 * plural rules pick for the number (an exact `=n` branch first), as the product does.
 */
export function messages(locale: "en" | "de" | "es") {
  if (!cache.has(locale)) cache.set(locale, readMessages(locale) as Tree);
  const tree = cache.get(locale)!;
  const rules = new Intl.PluralRules(locale);
  const plural = (name: string, branches: string, values: Record<string, string | number>) => {
    const n = Number(values[name]);
    const forms = new Map([...branches.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
    const form = forms.get(`=${n}`) ?? forms.get(Number.isFinite(n) ? rules.select(n) : "other") ?? forms.get("other") ?? "";
    return form.replace(/#/g, String(values[name] ?? ""));
  };
  return (key: string, values: Record<string, string | number> = {}): string => {
    const raw = key.split(".").reduce<string | Tree | undefined>((node, k) => (typeof node === "object" ? node[k] : undefined), tree);
    if (typeof raw !== "string") throw new Error(`no message ${locale}:${key}`);
    return raw
      .replace(/\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g, (_, name: string, branches: string) => plural(name, branches, values))
      .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
