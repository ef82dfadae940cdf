"use client";

import { Children, isValidElement, type ReactNode } from "react";
import MasonryCss from "react-masonry-css";
import { cx } from "./cx";
import { columnsForWidth, DEFAULT_MASONRY_BREAKPOINTS, MASONRY, type MasonryBreakpoints } from "./masonry-layout";
import { useSettledWindowWidth } from "./use-settled-width";

export type MasonryGap = "sm" | "md" | "lg";

// react-masonry-css sets each column's width inline, so gaps are padding inside the columns,
// pulled back by a negative margin on the grid.
const gaps: Record<MasonryGap, { grid: string; column: string; item: string }> = {
  sm: { grid: "-ml-2", column: "pl-2", item: "mb-2" },
  md: { grid: "-ml-4", column: "pl-4", item: "mb-4" },
  lg: { grid: "-ml-6", column: "pl-6", item: "mb-6" },
};

export interface MasonryProps {
  children: ReactNode;
  breakpointCols?: MasonryBreakpoints;
  gap?: MasonryGap;
  className?: string;
  itemClassName?: string;
}

/**
 * A masonry grid: items fill columns left to right, each column as tall as its items.
 * We work out the column count ourselves (debounced) and hand react-masonry-css a fixed number,
 * so its own per-frame resize handler never changes the layout. When the count changes, items
 * move to new columns (and remount), easing in over MASONRY.transitionSeconds.
 */
export function Masonry({ children, breakpointCols = DEFAULT_MASONRY_BREAKPOINTS, gap = "md", className, itemClassName }: MasonryProps) {
  const width = useSettledWindowWidth();
  const columns = width === null ? breakpointCols.default : columnsForWidth(breakpointCols, width);
  const g = gaps[gap];

  return (
    <MasonryCss breakpointCols={columns} className={cx("flex w-auto", g.grid, className)} columnClassName={cx("bg-clip-padding", g.column)}>
      {Children.toArray(children).map((child, index) => (
        <div
          key={isValidElement(child) && child.key != null ? child.key : index}
          className={cx(g.item, itemClassName)}
          style={{ animation: `lumen-masonry-in ${MASONRY.transitionSeconds}s ease-out both` }}
        >
          {child}
        </div>
      ))}
    </MasonryCss>
  );
}

export { MASONRY, DEFAULT_MASONRY_BREAKPOINTS };
export type { MasonryBreakpoints };
