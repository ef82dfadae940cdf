"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { buttonClassName, buttonIconSize, type ButtonSize, type ButtonVariant } from "./button-styles";
import { cx } from "./cx";
import { Icon, type IconName } from "./icons";

export type PopupPlacement = "bottom-start" | "bottom-end" | "top-start" | "top-end";

const placements: Record<PopupPlacement, string> = {
  "bottom-start": "top-full left-0 mt-2",
  "bottom-end": "top-full right-0 mt-2",
  "top-start": "bottom-full left-0 mb-2",
  "top-end": "bottom-full right-0 mb-2",
};

export interface PopupProps {
  /** Content of the trigger button; with `triggerIcon` alone it is the trigger's accessible name. */
  trigger: ReactNode;
  triggerIcon?: IconName;
  /** Show only the icon on the trigger. */
  iconOnly?: boolean;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** Heading inside the panel; it names the panel for assistive technology. */
  title: ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  placement?: PopupPlacement;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}

/**
 * A non-modal panel anchored to its trigger. Opening moves focus into it; Escape or the close
 * button returns focus to the trigger; a click outside or tabbing away closes it.
 */
export function Popup({
  trigger,
  triggerIcon,
  iconOnly = false,
  triggerVariant = "secondary",
  triggerSize = "md",
  title,
  hideTitle = false,
  placement = "bottom-start",
  children,
  className,
  panelClassName,
}: PopupProps) {
  const t = useTranslations("UI");
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const titleId = `${baseId}-title`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  const iconPx = buttonIconSize[triggerSize];

  return (
    <div
      ref={rootRef}
      className={cx("relative inline-block", className)}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={buttonClassName({ variant: triggerVariant, size: triggerSize, iconOnly: iconOnly && Boolean(triggerIcon) })}
      >
        {triggerIcon && <Icon name={triggerIcon} size={iconPx} />}
        {iconOnly && triggerIcon ? <span className="sr-only">{trigger}</span> : trigger}
      </button>

      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={cx(
            "absolute z-50 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-paper p-4 text-sm text-ink-soft shadow-lg",
            "focus-visible:outline-2",
            placements[placement],
            panelClassName,
          )}
        >
          <div className="mb-2 flex items-start justify-between gap-3">
            <p id={titleId} className={cx("font-semibold text-ink", hideTitle && "sr-only")}>
              {title}
            </p>
            <button
              type="button"
              onClick={() => close(true)}
              className="-mt-1 -mr-1 ml-auto rounded-md p-1 text-ink-soft transition-colors hover:bg-mist hover:text-ink"
            >
              <Icon name="x" size={16} />
              <span className="sr-only">{t("close")}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </div>
  );
}
