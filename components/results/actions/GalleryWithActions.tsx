"use client";

import { useCallback, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import type { OwnerGalleryResult } from "@/lib/shoots/results";
import { ResultsGallery } from "../ResultsGallery";
import type { GalleryItem } from "../ResultCard";
import type { StyleOption } from "../StyleFilter";
import { DownloadMenu } from "./DownloadMenu";
import { MarkButtons } from "./MarkButtons";
import { markCounts, matchesFilter, toggle, type MarksFilter, type MarksMap } from "./marks-state";
import { MarksFilterBar } from "./MarksFilterBar";
import { useMarks } from "./useMarks";
import { ZipPanel } from "./ZipPanel";

/**
 * The owner's gallery: each photo with like / love / favourite and its download menu (in the grid
 * and in the full-size view), the "liked" and "favourite" filters beside the style filter, and zips.
 * `readOnly` (a team lead looking at a member's gallery): the member's marks are shown and filter the
 * photos, but only downloads and zips are offered.
 */
export function GalleryWithActions({ shootId, results, styles, readOnly = false }: { shootId: string; results: OwnerGalleryResult[]; styles: StyleOption[]; readOnly?: boolean }) {
  const t = useTranslations("GalleryActions");
  const locale = useLocale();
  const [filter, setFilter] = useState<MarksFilter>("all");
  const [error, setError] = useState<{ message: string; n: number } | null>(null);
  const showError = useCallback(
    (message: string | null) => setError((prev) => ({ message: message ?? t("errors.NETWORK"), n: (prev?.n ?? 0) + 1 })),
    [t],
  );

  const initial = useMemo<MarksMap>(() => Object.fromEntries(results.map((r) => [r.id, { likedStatus: r.likedStatus, isFavorite: r.isFavorite }])), [results]);
  const originals = useMemo(() => new Map(results.map((r) => [r.id, r.original])), [results]);
  const { marks, change } = useMarks(initial, locale, showError);
  const counts = markCounts(marks);

  const include = useCallback((item: GalleryItem) => matchesFilter(filter, marks[item.result.id]), [filter, marks]);
  const renderActions = (item: GalleryItem, inLightbox = false) => {
    const m = marks[item.result.id];
    if (!m) return null;
    return (
      <div className="flex items-center gap-1" data-testid="photo-actions">
        {!readOnly && <MarkButtons number={item.number} marks={m} size={inLightbox ? "md" : "sm"} onPress={(control) => change(item.result.id, toggle(m, control))} />}
        <DownloadMenu resultId={item.result.id} number={item.number} original={originals.get(item.result.id) ?? item.result.preview} withLabel={inLightbox} onError={showError} />
      </div>
    );
  };

  const emptyFilter = filter !== "all" && counts[filter] === 0;
  return (
    <div className="flex flex-col gap-6">
      <ZipPanel shootId={shootId} counts={counts} networkError={t("errors.NETWORK")} />
      {error && (
        <Alert key={error.n} variant="danger" dismissible onDismiss={() => setError(null)}>
          {error.message}
        </Alert>
      )}
      <ResultsGallery
        results={results}
        styles={styles}
        include={include}
        toolbar={<MarksFilterBar value={filter} onChange={setFilter} counts={counts} />}
        renderActions={renderActions}
        renderLightboxActions={(item) => renderActions(item, true)}
      />
      {emptyFilter && (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-ink-soft" data-testid="marks-filter-empty">
          {filter === "liked" ? t("filter.emptyLiked") : t("filter.emptyFavorite")}
        </p>
      )}
    </div>
  );
}
