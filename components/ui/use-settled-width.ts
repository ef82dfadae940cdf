"use client";

import { useEffect, useState } from "react";
import { debounce, MASONRY } from "./masonry-layout";

/** The window width, updated MASONRY.resizeDebounceMs after resizing stops; null before mount. */
export function useSettledWindowWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    setWidth(window.innerWidth);
    const onResize = debounce(() => setWidth(window.innerWidth), MASONRY.resizeDebounceMs);
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      onResize.cancel();
    };
  }, []);
  return width;
}
