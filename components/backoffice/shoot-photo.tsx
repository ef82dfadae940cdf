// An uploaded photo's thumbnail in the back office, through the admin-only route, or why there is none:
// a rejected upload is never stored, and accepted photos go under the privacy rules.
import type { PhotoFile } from "@/lib/backoffice/shoots/files";

export function PhotoThumb({ id, file, labels }: { id: string; file: PhotoFile; labels: { notKept: string; deleted: string; alt: string } }) {
  if (file === "kept") {
    return (
      <a href={`/api/backoffice/shoots/photos/${id}?size=full`} target="_blank" rel="noreferrer">
        {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only route's small thumbnail, never cached */}
        <img src={`/api/backoffice/shoots/photos/${id}`} alt={labels.alt} width={96} height={96} className="size-24 rounded object-cover" loading="lazy" />
      </a>
    );
  }
  return (
    <span className="inline-block max-w-40 text-xs text-ink-soft" data-testid={`photo-file-${file}`}>
      {file === "notKept" ? labels.notKept : labels.deleted}
    </span>
  );
}
