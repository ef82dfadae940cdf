/** Masonry gallery constants and the pure logic behind components/ui/masonry.tsx. */

export const MASONRY = {
  /** Items ease into place over this long when the layout changes. */
  transitionSeconds: 0.4,
  /** Window resizes are handled once the window has been still this long. */
  resizeDebounceMs: 100,
} as const;

/**
 * Column counts by viewport width, react-masonry-css style: `default` applies above every
 * breakpoint; a numeric key N applies when the window is at most N px wide (the smallest match wins).
 */
export type MasonryBreakpoints = { default: number } & { [maxWidth: number]: number };

/** 4 columns on wide screens, 3 on laptops, 2 on tablets, 1 on phones. */
export const DEFAULT_MASONRY_BREAKPOINTS: MasonryBreakpoints = { default: 4, 1279: 3, 1023: 2, 639: 1 };

export function columnsForWidth(breakpoints: MasonryBreakpoints, width: number): number {
  let matched = Infinity;
  let columns = breakpoints.default;
  for (const [key, value] of Object.entries(breakpoints)) {
    const maxWidth = Number(key);
    if (Number.isFinite(maxWidth) && maxWidth > 0 && width <= maxWidth && maxWidth < matched) {
      matched = maxWidth;
      columns = value;
    }
  }
  return Math.max(1, Math.floor(columns));
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `fn` once, with the latest arguments, after `waitMs` without further calls. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
