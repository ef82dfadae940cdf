// Merges a message fragment into messages/{en,de,es}.json in one atomic step per file.
// usage: tsx scripts/merge-messages.ts fragment.json   where fragment = { "en": {...}, "de": {...}, "es": {...} }
import fs from "node:fs";
import path from "node:path";

type Tree = { [key: string]: string | string[] | Tree };

const isTree = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v);

function merge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    into[k] = isTree(v) && isTree(cur) ? merge(cur, v) : v;
  }
  return into;
}

const fragment = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Record<string, Tree>;
for (const [locale, tree] of Object.entries(fragment)) {
  const file = path.join(process.cwd(), "messages", `${locale}.json`);
  const current = JSON.parse(fs.readFileSync(file, "utf8")) as Tree;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(merge(current, tree), null, 2) + "\n");
  fs.renameSync(tmp, file);
}
console.log("merged", Object.keys(fragment).join(", "));
