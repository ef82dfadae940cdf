import type { ReactNode } from "react";
import { cx } from "./cx";

export type TextSize = "sm" | "md" | "lg";
export type TextTone = "default" | "soft" | "brand" | "success" | "warning" | "danger";

const textSizes: Record<TextSize, string> = { sm: "text-sm", md: "text-base", lg: "text-lg" };
const tones: Record<TextTone, string> = {
  default: "text-ink",
  soft: "text-ink-soft",
  brand: "text-brand",
  success: "text-success",
  warning: "text-warning",
  danger: "text-danger",
};

interface BaseProps {
  children: ReactNode;
  className?: string;
}

export interface TextProps extends BaseProps {
  as?: "p" | "span" | "div";
  size?: TextSize;
  tone?: TextTone;
  weight?: "normal" | "medium" | "semibold";
}

export function Text({ as: Tag = "p", size = "md", tone = "default", weight = "normal", children, className }: TextProps) {
  const w = weight === "normal" ? "font-normal" : weight === "medium" ? "font-medium" : "font-semibold";
  return <Tag className={cx(textSizes[size], "leading-relaxed", tones[tone], w, className)}>{children}</Tag>;
}

/** The introductory paragraph under a page title. */
export function Lead({ children, className }: BaseProps) {
  return <p className={cx("text-lg leading-relaxed text-ink-soft sm:text-xl", className)}>{children}</p>;
}

/** Secondary information in body size. */
export function Muted({ children, className }: BaseProps) {
  return <p className={cx("text-base leading-relaxed text-ink-soft", className)}>{children}</p>;
}

/** Fine print: captions, hints, legal notes. */
export function Small({ children, className }: BaseProps) {
  return <small className={cx("text-sm leading-snug text-ink-soft", className)}>{children}</small>;
}

/** Inline code, keys and identifiers. */
export function Code({ children, className }: BaseProps) {
  return <code className={cx("rounded-md bg-mist px-1.5 py-0.5 font-mono text-[0.875em] text-ink", className)}>{children}</code>;
}

/** Styles plain HTML (headings, paragraphs, lists, links, quotes) from CMS or Markdown content. */
export function Prose({ children, className }: BaseProps) {
  return (
    <div
      className={cx(
        "max-w-prose text-base leading-relaxed text-ink",
        "[&>*+*]:mt-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold",
        "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-strong",
        "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1.5 [&_li]:marker:text-ink-soft",
        "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-soft [&_blockquote]:pl-4 [&_blockquote]:text-ink-soft [&_blockquote]:italic",
        "[&_code]:rounded-md [&_code]:bg-mist [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.875em] [&_strong]:font-semibold [&_hr]:border-line",
        className,
      )}
    >
      {children}
    </div>
  );
}
