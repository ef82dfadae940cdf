"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type MouseEvent } from "react";
import { useTranslations } from "next-intl";
import { cx } from "./cx";
import { FOCUSABLE_SELECTOR, lockScroll, trapTabIndex } from "./focus";
import { Icon } from "./icons";

export type ModalSize = "sm" | "md" | "lg";

const widths: Record<ModalSize, string> = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" };

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button or a backdrop click; the parent sets `open` to false. */
  onClose: () => void;
  /** Visible title; it also labels the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned at the bottom. */
  footer?: ReactNode;
  size?: ModalSize;
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind inert and
 * puts the dialog in the top layer; we add a Tab trap (so focus never escapes to the browser
 * chrome), scroll lock, and return focus to whatever opened it.
 */
export function Modal({ open, onClose, title, description, children, footer, size = "md", closeOnBackdrop = true, className }: ModalProps) {
  const t = useTranslations("UI");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    // The dialog can close without us (a browser close request): tell the parent.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR));
    const target = trapTabIndex(focusables.indexOf(document.activeElement as HTMLElement), focusables.length, event.shiftKey);
    if (target !== null) {
      event.preventDefault();
      focusables[target]?.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Clicks on the ::backdrop target the dialog element itself; the panel inside fills the box.
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      className={cx(
        "m-auto w-[calc(100%-2rem)] rounded-card bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/50",
        "max-h-[min(85dvh,48rem)] open:flex open:flex-col",
        widths[size],
        className,
      )}
    >
      <div className="flex items-start gap-4 border-b border-line px-6 py-4">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-ink-soft">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 rounded-md p-1.5 text-ink-soft transition-colors hover:bg-mist hover:text-ink"
        >
          <Icon name="x" size={20} />
          <span className="sr-only">{t("close")}</span>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5 text-sm leading-relaxed text-ink-soft">{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-mist/60 px-6 py-4">{footer}</div>}
    </dialog>
  );
}
