import type { ReactNode } from "react";
import { cx } from "./cx";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = "display" | "3xl" | "2xl" | "xl" | "lg" | "md" | "sm";

const sizes: Record<HeadingSize, string> = {
  display: "text-4xl sm:text-5xl font-semibold tracking-tight",
  "3xl": "text-3xl sm:text-4xl font-semibold tracking-tight",
  "2xl": "text-2xl sm:text-3xl font-semibold tracking-tight",
  xl: "text-xl sm:text-2xl font-semibold",
  lg: "text-lg font-semibold",
  md: "text-base font-semibold",
  sm: "text-sm font-semibold uppercase tracking-wide text-ink-soft",
};

/** The size a level gets when none is given. */
export const DEFAULT_HEADING_SIZE: Record<HeadingLevel, HeadingSize> = { 1: "3xl", 2: "2xl", 3: "xl", 4: "lg", 5: "md", 6: "sm" };

export interface HeadingProps {
  /** Document outline level (h1–h6). */
  level?: HeadingLevel;
  /** Visual size, independent of the level. */
  size?: HeadingSize;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function Heading({ level = 2, size, children, className, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={cx("text-ink text-balance", sizes[size ?? DEFAULT_HEADING_SIZE[level]], className)}>
      {children}
    </Tag>
  );
}
