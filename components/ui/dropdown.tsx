"use client";

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "@/i18n/link";
import { isExternalHref } from "./href";
import { buttonClassName, buttonIconSize, type ButtonSize, type ButtonVariant } from "./button-styles";
import { cx } from "./cx";
import { Icon, type IconName } from "./icons";
import { isMenuMoveKey, nextMenuIndex, typeaheadIndex } from "./menu-navigation";

export interface DropdownItem {
  id: string;
  /** Plain text, also used for type-ahead. */
  label: string;
  icon?: IconName;
  /** Makes the item a link (internal paths are locale-aware). */
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  tone?: "default" | "danger";
}

export interface DropdownProps {
  /** Trigger text; with `iconOnly` it becomes the trigger's accessible name. */
  label: ReactNode;
  items: readonly DropdownItem[];
  /** Which edge of the trigger the menu lines up with. */
  align?: "start" | "end";
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconOnly?: IconName;
  /** Called with the id of any chosen item, after the item's own onSelect. */
  onSelect?: (id: string) => void;
  className?: string;
}

const TYPEAHEAD_RESET_MS = 500;

export function Dropdown({ label, items, align = "start", variant = "secondary", size = "md", iconOnly, onSelect, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const typeahead = useRef({ query: "", timer: 0 as ReturnType<typeof setTimeout> | 0 });
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const disabled = items.map((item) => Boolean(item.disabled));

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setActive(-1);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const openAt = (key: "Home" | "End") => {
    setOpen(true);
    setActive(nextMenuIndex(-1, key, disabled));
  };

  useEffect(() => {
    if (open && active >= 0) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(typeahead.current.timer || undefined), []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? "Home" : "End");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (isMenuMoveKey(key)) {
      event.preventDefault();
      setActive((current) => nextMenuIndex(current, key, disabled));
    } else if (key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (key === "Tab") {
      close(false);
    } else if (key === " " && (event.target as HTMLElement).tagName === "A") {
      // Buttons activate on Space natively; links do not.
      event.preventDefault();
      (event.target as HTMLElement).click();
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const state = typeahead.current;
      clearTimeout(state.timer || undefined);
      state.query += key;
      state.timer = setTimeout(() => (state.query = ""), TYPEAHEAD_RESET_MS);
      setActive((current) => typeaheadIndex(items.map((i) => i.label), disabled, current, state.query));
    }
  };

  const choose = (item: DropdownItem) => {
    item.onSelect?.();
    onSelect?.(item.id);
    close(!item.href);
  };

  const iconPx = buttonIconSize[size];

  return (
    <div ref={rootRef} className={cx("relative inline-block text-left", className)}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt("Home"))}
        onKeyDown={onTriggerKeyDown}
        className={buttonClassName({ variant, size, iconOnly: Boolean(iconOnly) })}
      >
        {iconOnly ? (
          <>
            <Icon name={iconOnly} size={iconPx} />
            <span className="sr-only">{label}</span>
          </>
        ) : (
          <>
            {label}
            <Icon name="chevron-down" size={iconPx} className={cx("-mr-1 transition-transform", open && "rotate-180")} />
          </>
        )}
      </button>

      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          onKeyDown={onMenuKeyDown}
          className={cx(
            "absolute z-50 mt-2 min-w-52 rounded-card border border-line bg-paper p-1 shadow-lg",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          {items.map((item, index) => {
            const itemClass = cx(
              "flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm outline-none",
              "focus-visible:outline-2 focus-visible:-outline-offset-2 focus:bg-mist",
              item.disabled ? "cursor-not-allowed text-ink-soft/70" : item.tone === "danger" ? "text-danger hover:bg-danger-soft focus:bg-danger-soft" : "text-ink hover:bg-mist",
            );
            const content = (
              <>
                {item.icon && <Icon name={item.icon} size={16} />}
                <span className="flex-1">{item.label}</span>
                {item.href && isExternalHref(item.href) && <Icon name="external-link" size={14} className="text-ink-soft" />}
              </>
            );
            const common = {
              ref: (el: HTMLElement | null) => {
                itemRefs.current[index] = el;
              },
              role: "menuitem",
              tabIndex: -1,
              className: itemClass,
              onMouseEnter: () => !item.disabled && setActive(index),
            };
            if (item.href && !item.disabled) {
              return isExternalHref(item.href) ? (
                <a key={item.id} href={item.href} {...common} onClick={() => choose(item)}>
                  {content}
                </a>
              ) : (
                <Link key={item.id} href={item.href} {...common} onClick={() => choose(item)}>
                  {content}
                </Link>
              );
            }
            return (
              <button
                key={item.id}
                type="button"
                {...common}
                aria-disabled={item.disabled || undefined}
                onClick={() => !item.disabled && choose(item)}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
