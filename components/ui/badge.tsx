import type { ReactNode } from "react";
import { cx } from "./cx";
import { Icon, type IconName } from "./icons";

export type BadgeVariant = "neutral" | "brand" | "success" | "warning" | "danger" | "info" | "outline";
export type BadgeSize = "sm" | "md" | "lg";

const variants: Record<BadgeVariant, { box: string; dot: string }> = {
  neutral: { box: "bg-mist text-ink-soft", dot: "bg-ink-soft" },
  brand: { box: "bg-brand-soft text-brand", dot: "bg-brand" },
  success: { box: "bg-success-soft text-success", dot: "bg-success" },
  warning: { box: "bg-warning-soft text-warning", dot: "bg-warning" },
  danger: { box: "bg-danger-soft text-danger", dot: "bg-danger" },
  info: { box: "bg-info-soft text-info", dot: "bg-info" },
  outline: { box: "border border-line bg-paper text-ink", dot: "bg-ink-soft" },
};

const sizes: Record<BadgeSize, { box: string; icon: number }> = {
  sm: { box: "h-5 gap-1 px-2 text-xs", icon: 12 },
  md: { box: "h-6 gap-1.5 px-2.5 text-xs", icon: 14 },
  lg: { box: "h-7 gap-1.5 px-3 text-sm", icon: 16 },
};

export interface BadgeProps {
  variant?: BadgeVariant;
  size?: BadgeSize;
  icon?: IconName;
  /** A small status dot before the text. */
  dot?: boolean;
  children: ReactNode;
  className?: string;
}

export function Badge({ variant = "neutral", size = "md", icon, dot, children, className }: BadgeProps) {
  const v = variants[variant];
  const s = sizes[size];
  return (
    <span className={cx("inline-flex items-center rounded-full font-medium whitespace-nowrap", v.box, s.box, className)}>
      {dot && <span aria-hidden className={cx("size-1.5 rounded-full", v.dot)} />}
      {icon && <Icon name={icon} size={s.icon} />}
      {children}
    </span>
  );
}
