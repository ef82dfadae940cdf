"use client";

import { useEffect, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { stepIndex } from "./navigation";
import type { GalleryItem } from "./ResultCard";

/**
 * The large view of one photo of `items` (the gallery's current filter): its preview, previous
 * and next (buttons and ←/→), Escape or the close button to leave. `actions` go beside the buttons.
 */
export function Lightbox({ items, index, onIndex, actions }: { items: GalleryItem[]; index: number | null; onIndex: (index: number | null) => void; actions?: (item: GalleryItem) => ReactNode }) {
  const t = useTranslations("Results.lightbox");
  const open = index !== null && index < items.length;
  const item = open ? items[index]! : null;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      onIndex(stepIndex(index, items.length, event.key));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, index, items.length, onIndex]);

  // The neighbours' previews start loading while this one is looked at.
  useEffect(() => {
    if (!open) return;
    for (const i of [index - 1, index + 1]) {
      const neighbour = items[i];
      if (neighbour) new Image().src = neighbour.result.preview.url;
    }
  }, [open, index, items]);

  return (
    <Modal
      open={open}
      onClose={() => onIndex(null)}
      title={item?.styleName ?? ""}
      description={item ? t("position", { number: index! + 1, total: items.length }) : undefined}
      size="lg"
      className="max-h-[95dvh] max-w-5xl"
      footer={
        item && (
          <>
            {actions?.(item)}
            <Button variant="secondary" iconLeft="chevron-left" disabled={index === 0} onClick={() => onIndex(stepIndex(index!, items.length, "ArrowLeft"))}>
              {t("previous")}
            </Button>
            <Button variant="secondary" iconRight="chevron-right" disabled={index === items.length - 1} onClick={() => onIndex(stepIndex(index!, items.length, "ArrowRight"))}>
              {t("next")}
            </Button>
          </>
        )
      }
    >
      {item && (
        <div className="flex justify-center" data-testid="lightbox-photo">
          {/* eslint-disable-next-line @next/next/no-img-element -- a signed storage URL of the preview */}
          <img
            key={item.result.id}
            src={item.result.preview.url}
            width={item.result.preview.width}
            height={item.result.preview.height}
            alt={item.alt}
            className="h-auto max-h-[70dvh] w-auto max-w-full rounded-md bg-mist object-contain"
          />
        </div>
      )}
    </Modal>
  );
}
