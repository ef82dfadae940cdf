// A changelog entry's body: paragraphs and "- " lists as text, never HTML (lib/teams/changelog-blocks.ts).
// The team leads' /app/admin/changelog renders it, and the back office's editor previews with it.
import { changelogBlocks } from "@/lib/teams/changelog-blocks";

export function ChangelogBody({ body }: { body: string }) {
  return (
    <>
      {changelogBlocks(body).map((block, i) =>
        block.kind === "list" ? (
          <ul key={i} className="ml-5 list-disc space-y-1 text-ink-soft">
            {block.items.map((item, j) => <li key={j}>{item}</li>)}
          </ul>
        ) : (
          <p key={i} className="text-ink-soft">{block.text}</p>
        ),
      )}
    </>
  );
}
