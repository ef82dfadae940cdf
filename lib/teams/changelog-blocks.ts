// A changelog entry's body as the team leads' page shows it (and the back office's editor previews it):
// plain text whose lines starting with "- " are list items. Browser-safe (no server-only): the
// editor's preview runs it as the admin types.
export type ChangelogBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** An entry's body as paragraphs and lists ("- " lines); Markdown emphasis marks are dropped, never rendered as HTML. */
export function changelogBlocks(body: string): ChangelogBlock[] {
  const blocks: ChangelogBlock[] = [];
  const clean = (s: string) => s.replace(/\*\*|__|`/g, "").trim();
  for (const line of body.split(/\r?\n/)) {
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (item) {
      if (last?.kind === "list") last.items.push(clean(item[1]!));
      else blocks.push({ kind: "list", items: [clean(item[1]!)] });
    } else if (line.trim() === "") {
      blocks.push({ kind: "paragraph", text: "" });
    } else if (last?.kind === "paragraph" && last.text !== "") {
      last.text = `${last.text} ${clean(line)}`;
    } else {
      blocks.push({ kind: "paragraph", text: clean(line) });
    }
  }
  return blocks.filter((b) => b.kind === "list" || b.text !== "");
}
