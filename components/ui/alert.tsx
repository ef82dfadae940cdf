"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cx } from "./cx";
import { Icon, type IconName } from "./icons";

export type AlertVariant = "info" | "success" | "warning" | "danger";

const styles: Record<AlertVariant, { box: string; icon: string; glyph: IconName }> = {
  info: { box: "border-info/30 bg-info-soft", icon: "text-info", glyph: "info" },
  success: { box: "border-success/30 bg-success-soft", icon: "text-success", glyph: "check-circle" },
  warning: { box: "border-warning/30 bg-warning-soft", icon: "text-warning", glyph: "alert" },
  danger: { box: "border-danger/30 bg-danger-soft", icon: "text-danger", glyph: "alert-circle" },
};

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; the alert then hides itself and calls onDismiss. */
  dismissible?: boolean;
  onDismiss?: () => void;
  /** Defaults to "alert" (announced at once) for danger and "status" (polite) for the others. */
  role?: "alert" | "status" | "none";
  className?: string;
}

export function Alert({ variant = "info", title, children, dismissible = false, onDismiss, role, className }: AlertProps) {
  const t = useTranslations("UI");
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const style = styles[variant];
  const resolvedRole = role ?? (variant === "danger" ? "alert" : "status");

  return (
    <div
      role={resolvedRole === "none" ? undefined : resolvedRole}
      className={cx("flex items-start gap-3 rounded-card border p-4 text-sm text-ink", style.box, className)}
    >
      <Icon name={style.glyph} size={20} className={cx("mt-px", style.icon)} />
      <div className="min-w-0 flex-1 space-y-1">
        {title && (
          <p className="font-semibold">
            <span className="sr-only">{t(`alert.${variant}`)}: </span>
            {title}
          </p>
        )}
        {!title && <span className="sr-only">{t(`alert.${variant}`)}: </span>}
        {children && <div className="text-ink-soft [&_a]:font-medium [&_a]:text-ink [&_a]:underline">{children}</div>}
      </div>
      {dismissible && (
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
          className="-m-1 rounded-md p-1 text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
        >
          <Icon name="x" size={18} />
          <span className="sr-only">{t("dismiss")}</span>
        </button>
      )}
    </div>
  );
}
