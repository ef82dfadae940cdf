"use client";

import { useEffect, useRef, useState } from "react";
import type { StyleOption } from "@/lib/catalog/styles";
import { StyleSwatch } from "./StyleSwatch";

/**
 * The style's picture over a drawing of its backdrop and outfit (a plain figure when the person's own
 * clothes are kept): the drawing shows while the picture loads, when there is none, and when it fails
 * to load. The 4:5 box is fixed, so nothing moves.
 */
export function StylePreview({ style, eager = false }: { style: Pick<StyleOption, "previewUrl" | "backdrop" | "outfit">; eager?: boolean }) {
  const img = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // An error that happened before hydration fired no React event: look at the element instead.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span className="relative block aspect-[4/5] w-full overflow-hidden bg-mist">
      <StyleSwatch backdrop={style.backdrop} outfit={style.outfit} className="absolute inset-0 size-full" />
      {style.previewUrl && !failed && (
        // eslint-disable-next-line @next/next/no-img-element -- small local WebP previews; no optimisation needed
        <img
          ref={img}
          src={style.previewUrl}
          alt=""
          width={320}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
