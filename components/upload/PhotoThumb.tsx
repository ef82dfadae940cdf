"use client";

import { useState } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";

/** Reasons that mean the file itself could not be read: there is no picture to show, only the reason. */
const UNREADABLE = new Set(["CORRUPT_FILE", "UNSUPPORTED_FORMAT"]);

export const isUnreadable = (reasons: readonly string[] | undefined): boolean => Boolean(reasons?.some((r) => UNREADABLE.has(r)));

/**
 * The small picture of an upload on the photos step and on the phone: the stored thumbnail or the
 * local preview. A file that cannot be decoded (by the quality gate, or by this browser) shows a tile
 * with a crossed-out picture and `unreadableLabel` instead of the browser's broken-image icon and alt text.
 */
export function PhotoThumb({ src, alt, unreadable, unreadableLabel, className }: { src?: string | null; alt: string; unreadable: boolean; unreadableLabel: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = unreadable || (src != null && failed === src);
  return (
    <div className={cx("shrink-0 overflow-hidden rounded-md bg-mist", className)}>
      {broken ? (
        <div role="img" aria-label={unreadableLabel} data-testid="photo-unreadable" className="flex size-full flex-col items-center justify-center gap-0.5 bg-danger-soft p-1 text-center text-danger">
          <Icon name="image-off" size={22} />
          <span aria-hidden className="line-clamp-2 text-[10px] leading-tight font-medium break-words">{unreadableLabel}</span>
        </div>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a signed thumbnail or a local object URL
        src && <img src={src} alt={alt} onError={() => setFailed(src)} className="size-full object-cover" />
      )}
    </div>
  );
}
