// Merges a message fragment into messages/<locale>/<Namespace>.json, one atomic write per file.
// usage: tsx scripts/merge-messages.ts fragment.json
//   where fragment = { "en": { "Namespace": {...} }, "de": {...}, "es": {...} }
import fs from "node:fs";
import path from "node:path";
import { MESSAGES_DIR } from "@/lib/i18n/message-files";

type Tree = { [key: string]: string | string[] | Tree };

const isTree = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v);

function merge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    into[k] = isTree(v) && isTree(cur) ? merge(cur, v) : v;
  }
  return into;
}

const fragment = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Record<string, Record<string, Tree>>;
for (const [locale, namespaces] of Object.entries(fragment)) {
  for (const [namespace, tree] of Object.entries(namespaces)) {
    const file = path.join(MESSAGES_DIR, locale, `${namespace}.json`);
    const current = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Tree) : {};
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(merge(current, tree), null, 2) + "\n");
    fs.renameSync(tmp, file);
  }
}
console.log("merged", Object.keys(fragment).join(", "));
