"use client";

import { track } from "@/lib/analytics/events";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { PhotoGrid } from "@/components/ui/photo-grid";
import type { GalleryResult } from "@/lib/shoots/results";
import { Lightbox } from "./Lightbox";
import { filterByStyle } from "./navigation";
import { ResultCard, type GalleryItem } from "./ResultCard";
import { StyleFilter, type StyleOption } from "./StyleFilter";

export type ResultsGalleryProps = {
  results: GalleryResult[];
  /** The shoot's styles in the gallery's order, named in the reader's language. */
  styles: StyleOption[];
  /** Per-photo controls, shown under each photo and in the full-size view. */
  renderActions?: (item: GalleryItem) => ReactNode;
  /** The full-size view's controls when they differ from the grid's (default: renderActions). */
  renderLightboxActions?: (item: GalleryItem) => ReactNode;
  /** Narrows the photos shown beyond the style filter (e.g. liked ones only); numbers stay the shoot's. */
  include?: (item: GalleryItem) => boolean;
  /** More filters, shown beside the style filter. */
  toolbar?: ReactNode;
};

/** The shoot's photos in rows (1, 2, 3, 4 across the first), filtered by style, each opening full size in a lightbox. */
export function ResultsGallery({ results, styles, renderActions, renderLightboxActions, include, toolbar }: ResultsGalleryProps) {
  const t = useTranslations("Results");
  const [styleKey, setStyleKey] = useState<string | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const items = useMemo<GalleryItem[]>(() => {
    const names = new Map(styles.map((s) => [s.key, s.name]));
    return results.map((result, i) => {
      const key = result.styleId ?? "";
      const styleName = names.get(key) ?? t("otherStyle");
      return { result, number: i + 1, styleKey: key, styleName, alt: t("photoAlt", { number: i + 1, style: styleName }) };
    });
  }, [results, styles, t]);
  const shown = useMemo(() => {
    const byStyle = filterByStyle(items, styleKey);
    return include ? byStyle.filter(include) : byStyle;
  }, [items, styleKey, include]);
  const onIndex = useCallback((i: number | null) => setOpenIndex(i), []);
  const count = results.length;
  useEffect(() => track("results_viewed", { photo_count: count }), [count]);

  return (
    <section aria-labelledby="results-gallery-title" className="flex flex-col gap-6">
      <h2 id="results-gallery-title" className="sr-only">{t("galleryTitle")}</h2>
      {toolbar ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {styles.length > 1 && <StyleFilter styles={styles} value={styleKey} onChange={setStyleKey} total={items.length} />}
          {toolbar}
        </div>
      ) : (
        styles.length > 1 && <StyleFilter styles={styles} value={styleKey} onChange={setStyleKey} total={items.length} />
      )}
      <p className="sr-only" role="status">{t("shown", { shown: shown.length, total: items.length })}</p>
      <PhotoGrid gap="md">
        {shown.map((item, i) => (
          <ResultCard key={item.result.id} item={item} onOpen={() => setOpenIndex(i)} actions={renderActions?.(item)} />
        ))}
      </PhotoGrid>
      <Lightbox items={shown} index={openIndex} onIndex={onIndex} actions={renderLightboxActions ?? renderActions} />
    </section>
  );
}
