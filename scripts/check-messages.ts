// Every user-facing string exists in en, de and es with the same keys, the same ICU placeholders
// and the same rich-text tags, one file per namespace (messages/<locale>/<Namespace>.json). Run by
// the test command.
import { flattenMessages as flatten, readMessages } from "@/lib/i18n/message-files";

const tokens = (s: string) =>
  [...new Set([...s.matchAll(/\{(\w+)|<\/?(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`))].sort().join(",");

const en = flatten(readMessages("en"));
const problems: string[] = [];
for (const locale of ["de", "es"] as const) {
  const other = flatten(readMessages(locale));
  for (const [key, text] of en) {
    const t = other.get(key);
    if (t === undefined) problems.push(`${locale}: missing ${key}`);
    else if (tokens(t) !== tokens(text)) problems.push(`${locale}: ${key} has {${tokens(t)}} but en has {${tokens(text)}}`);
    else if (!t.trim()) problems.push(`${locale}: ${key} is empty`);
  }
  for (const key of other.keys()) if (!en.has(key)) problems.push(`${locale}: extra key ${key}`);
}
if (problems.length) {
  console.error(`messages: ${problems.length} problems\n${problems.slice(0, 50).join("\n")}`);
  process.exit(1);
}
console.log(`messages: ${en.size} strings in en, de and es agree`);
