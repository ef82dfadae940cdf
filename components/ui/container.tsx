import type { ReactNode } from "react";
import { cx } from "./cx";

export type ContainerSize = "sm" | "md" | "lg" | "xl" | "full";

/** Max widths: sm 48rem (reading), md 64rem (forms, settings), lg 80rem (default pages), xl 96rem (galleries). */
export const CONTAINER_WIDTHS: Record<ContainerSize, string> = {
  sm: "max-w-3xl",
  md: "max-w-5xl",
  lg: "max-w-7xl",
  xl: "max-w-[96rem]",
  full: "max-w-none",
};

export interface ContainerProps {
  size?: ContainerSize;
  as?: "div" | "section" | "main" | "header" | "footer" | "article" | "nav";
  /** Horizontal padding that grows with the screen; on by default. */
  padded?: boolean;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function Container({ size = "lg", as: Tag = "div", padded = true, children, className, id }: ContainerProps) {
  return (
    <Tag id={id} className={cx("mx-auto w-full", CONTAINER_WIDTHS[size], padded && "px-4 sm:px-6 lg:px-8", className)}>
      {children}
    </Tag>
  );
}
