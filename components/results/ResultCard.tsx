import type { ReactNode } from "react";
import type { GalleryResult } from "@/lib/shoots/results";

export type GalleryItem = {
  result: GalleryResult;
  /** 1-based position in the whole shoot (stays the same under any filter). */
  number: number;
  /** Filter key of its style (the style id, or "" for a style removed from the catalogue). */
  styleKey: string;
  styleName: string;
  /** Alt text: names the style. */
  alt: string;
};

/**
 * One photo of the gallery: its 400 px thumbnail (lazy, sized so nothing shifts while it loads) as
 * a button that opens the full size, and its style name. `actions` is where per-photo controls go.
 */
export function ResultCard({ item, onOpen, actions }: { item: GalleryItem; onOpen: () => void; actions?: ReactNode }) {
  const { thumb } = item.result;
  return (
    <figure data-testid="result-photo" data-style={item.styleKey} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-paper">
      <button type="button" onClick={onOpen} className="block w-full cursor-zoom-in bg-mist focus-visible:outline-offset-[-2px]">
        {/* eslint-disable-next-line @next/next/no-img-element -- signed storage URLs, already sized WebP thumbnails */}
        <img src={thumb.url} width={thumb.width} height={thumb.height} loading="lazy" decoding="async" alt={item.alt} className="block h-auto w-full" />
      </button>
      <figcaption className="flex min-h-10 items-center justify-between gap-2 px-3 py-2 text-sm text-ink-soft">
        <span className="min-w-0 leading-snug [overflow-wrap:anywhere]">{item.styleName}</span>
        {actions}
      </figcaption>
    </figure>
  );
}
