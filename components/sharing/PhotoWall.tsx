"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PhotoGrid } from "@/components/ui/photo-grid";
import { Modal } from "@/components/ui/modal";
import type { SharedPhoto } from "@/lib/sharing/gallery";

/**
 * The photos behind a share or voting link in rows, in the gallery's order; a photo opens larger in a viewer (←/→ to
 * move). Nothing here downloads. `renderActions` adds per-photo controls (the voting thumbs).
 */
export function PhotoWall({ photos, renderActions }: { photos: SharedPhoto[]; renderActions?: (photo: SharedPhoto) => ReactNode }) {
  const t = useTranslations("Share");
  const [open, setOpen] = useState<number | null>(null);
  const photo = open === null ? null : (photos[open] ?? null);
  const alt = (p: SharedPhoto) => t("photoAlt", { number: p.number, style: p.styleName ?? t("otherStyle") });
  const step = (delta: number) => setOpen((i) => (i === null ? i : Math.min(photos.length - 1, Math.max(0, i + delta))));

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  return (
    <section aria-labelledby="shared-photos-title">
      <h2 id="shared-photos-title" className="sr-only">{t("galleryTitle")}</h2>
      <PhotoGrid gap="md">
        {photos.map((p, i) => (
          <figure key={p.id} data-testid="shared-photo" className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-paper">
            <button type="button" onClick={() => setOpen(i)} className="block w-full cursor-zoom-in bg-mist focus-visible:outline-offset-[-2px]" aria-label={t("open", { number: p.number })}>
              {/* eslint-disable-next-line @next/next/no-img-element -- signed storage URLs, already sized thumbnails */}
              <img src={p.thumb.url} width={p.thumb.width} height={p.thumb.height} loading="lazy" decoding="async" alt={alt(p)} className="block h-auto w-full" />
            </button>
            <figcaption className="flex min-h-10 items-center justify-between gap-2 px-3 py-2 text-sm text-ink-soft">
              <span className="truncate">{p.styleName ?? t("otherStyle")}</span>
              {renderActions?.(p)}
            </figcaption>
          </figure>
        ))}
      </PhotoGrid>
      <Modal
        open={photo !== null}
        onClose={() => setOpen(null)}
        title={photo ? t("viewer.title", { number: photo.number }) : ""}
        description={photo ? t("viewer.position", { number: open! + 1, total: photos.length }) : undefined}
        size="lg"
        className="max-h-[95dvh] max-w-5xl"
        footer={
          photo && (
            <>
              {renderActions?.(photo)}
              <Button variant="secondary" iconLeft="chevron-left" disabled={open === 0} onClick={() => step(-1)}>{t("viewer.previous")}</Button>
              <Button variant="secondary" iconRight="chevron-right" disabled={open === photos.length - 1} onClick={() => step(1)}>{t("viewer.next")}</Button>
            </>
          )
        }
      >
        {photo && (
          <div className="flex justify-center" data-testid="shared-photo-large">
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed storage URL of the preview */}
            <img key={photo.id} src={photo.preview.url} width={photo.preview.width} height={photo.preview.height} alt={alt(photo)} className="h-auto max-h-[70dvh] w-auto max-w-full rounded-md bg-mist object-contain" />
          </div>
        )}
      </Modal>
    </section>
  );
}
