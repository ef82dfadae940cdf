"use client";

import { Children, isValidElement, useState, type ReactNode } from "react";
import { cx } from "./cx";
import { columnsForWidth, DEFAULT_MASONRY_BREAKPOINTS, MASONRY, type MasonryBreakpoints } from "./masonry-layout";
import { useSettledWindowWidth } from "./use-settled-width";

export type PhotoGridGap = "sm" | "md" | "lg";

const gaps: Record<PhotoGridGap, string> = { sm: "gap-2", md: "gap-4", lg: "gap-6" };

/** DEFAULT_MASONRY_BREAKPOINTS in CSS (Tailwind's sm 640, lg 1024, xl 1280), for the server's HTML. */
const BEFORE_MOUNT = "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export interface PhotoGridProps {
  children: ReactNode;
  /** Column counts by window width, as the masonry's (default: 4, 3, 2, 1). */
  breakpointCols?: MasonryBreakpoints;
  gap?: PhotoGridGap;
  className?: string;
  itemClassName?: string;
  /** Names the list for screen readers. */
  label?: string;
}

/**
 * Photos of one shape (a shoot's square headshots) in rows: an ordered list laid out as a CSS grid, so
 * the eye, the keyboard and a screen reader all go 1, 2, 3, 4 along the first row, then on. Before the
 * first render in the browser the columns come from CSS (the default breakpoints); then, like the
 * masonry, from the window width once resizing has settled (MASONRY.resizeDebounceMs), and when the
 * count changes the photos ease into their new places over MASONRY.transitionSeconds.
 */
export function PhotoGrid({ children, breakpointCols = DEFAULT_MASONRY_BREAKPOINTS, gap = "md", className, itemClassName, label }: PhotoGridProps) {
  const width = useSettledWindowWidth();
  const columns = width === null ? null : columnsForWidth(breakpointCols, width);
  // A new layout generation each time the count changes after the first measure: its items remount and ease in.
  const [layout, setLayout] = useState<{ columns: number | null; generation: number }>({ columns: null, generation: 0 });
  if (columns !== layout.columns) setLayout({ columns, generation: layout.columns === null ? layout.generation : layout.generation + 1 });

  return (
    <ol
      role="list"
      aria-label={label}
      data-columns={columns ?? undefined}
      className={cx("grid list-none", gaps[gap], columns === null && breakpointCols === DEFAULT_MASONRY_BREAKPOINTS && BEFORE_MOUNT, className)}
      style={columns === null && breakpointCols === DEFAULT_MASONRY_BREAKPOINTS ? undefined : { gridTemplateColumns: `repeat(${columns ?? breakpointCols.default}, minmax(0, 1fr))` }}
    >
      {Children.toArray(children).map((child, index) => (
        <li
          key={`${layout.generation}:${isValidElement(child) && child.key != null ? child.key : index}`}
          className={cx("min-w-0", itemClassName)}
          style={{ animation: `lumen-masonry-in ${MASONRY.transitionSeconds}s ease-out both` }}
        >
          {child}
        </li>
      ))}
    </ol>
  );
}
