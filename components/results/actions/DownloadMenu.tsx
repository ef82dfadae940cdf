"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ToggleEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { isMenuMoveKey, nextMenuIndex } from "@/components/ui/menu-navigation";
import { DOWNLOAD_FORMATS, DOWNLOAD_SIZE_NAMES, downloadFileName, type DownloadFormat, type DownloadSize } from "@/lib/results/options";
import { ActionFailure, saveDownload } from "./api";

const GAP = 6;
const MARGIN = 8;

/** Where the open menu goes: under the trigger, or above it when there is no room below (the lightbox's footer). */
function place(menu: HTMLElement, trigger: HTMLElement): void {
  const t = trigger.getBoundingClientRect();
  const m = menu.getBoundingClientRect();
  let top = t.bottom + GAP;
  if (top + m.height > window.innerHeight - MARGIN && t.top - GAP - m.height >= MARGIN) top = t.top - GAP - m.height;
  const left = Math.min(Math.max(MARGIN, t.right - m.width), window.innerWidth - m.width - MARGIN);
  menu.style.top = `${Math.max(MARGIN, top)}px`;
  menu.style.left = `${left}px`;
}

/**
 * The download menu of one photo: JPG or PNG, then the four sizes; choosing a size downloads it.
 * The menu is a native popover (top layer), so neither the card's clipping, the masonry's stacking
 * nor the lightbox dialog cuts it off; Escape and a click outside close it.
 */
export function DownloadMenu({
  resultId,
  number,
  original,
  withLabel = false,
  onError,
}: {
  resultId: string;
  number: number;
  original: { width: number; height: number };
  /** Shows "Download" beside the icon (the lightbox); the grid shows the icon only. */
  withLabel?: boolean;
  onError: (message: string | null) => void;
}) {
  const t = useTranslations("GalleryActions.download");
  const locale = useLocale();
  const id = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  // Wraps the trigger (the design system's Button takes no ref).
  const anchorRef = useRef<HTMLSpanElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [format, setFormat] = useState<DownloadFormat>("jpg");
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  // Page scrolls and resizes would leave the menu behind: close it instead.
  useEffect(() => {
    if (!open) return;
    const close = () => menuRef.current?.hidePopover();
    window.addEventListener("resize", close);
    window.addEventListener("scroll", close, true);
    return () => {
      window.removeEventListener("resize", close);
      window.removeEventListener("scroll", close, true);
    };
  }, [open]);

  const items: { key: string; label: string; kind: "format" | "size"; value: string }[] = [
    ...DOWNLOAD_FORMATS.map((f) => ({ key: `format-${f}`, label: t(f), kind: "format" as const, value: f })),
    ...DOWNLOAD_SIZE_NAMES.map((s) => ({ key: `size-${s}`, label: t(`sizes.${s}`, original), kind: "size" as const, value: s })),
  ];
  const firstSize = DOWNLOAD_FORMATS.length;

  const onBeforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === "open") event.currentTarget.style.visibility = "hidden";
  };
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const menu = event.currentTarget;
    const isOpen = event.newState === "open";
    setOpen(isOpen);
    const trigger = anchorRef.current?.querySelector("button");
    if (isOpen && trigger) {
      place(menu, trigger);
      menu.style.visibility = "";
      itemRefs.current[firstSize]?.focus();
    } else if (menu.contains(document.activeElement)) {
      trigger?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isMenuMoveKey(event.key)) return;
    event.preventDefault();
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const next = nextMenuIndex(current, event.key, items.map(() => false));
    itemRefs.current[next]?.focus();
  };

  const download = async (size: DownloadSize) => {
    menuRef.current?.hidePopover();
    setBusy(true);
    try {
      const query = new URLSearchParams({ size, format });
      await saveDownload(`/api/results/${encodeURIComponent(resultId)}/download?${query}`, downloadFileName(number, size, format), locale);
    } catch (error) {
      onError(error instanceof ActionFailure ? error.serverMessage : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span ref={anchorRef} className="inline-flex">
      <Button
        variant={withLabel ? "secondary" : "ghost"}
        size={withLabel ? "md" : "sm"}
        iconOnly={withLabel ? undefined : "download"}
        iconLeft={withLabel ? "download" : undefined}
        loading={busy}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("menu", { number })}
        title={busy ? t("working") : t("menu", { number })}
        popoverTarget={`${id}-menu`}
        data-download-trigger=""
        onClick={(event) => event.stopPropagation()}
        className={withLabel ? undefined : "text-ink-soft"}
      >
        {withLabel ? t("label") : t("menu", { number })}
      </Button>
      <div
        ref={menuRef}
        id={`${id}-menu`}
        popover="auto"
        role="menu"
        aria-label={t("menu", { number })}
        onBeforeToggle={onBeforeToggle}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="fixed inset-auto m-0 min-w-60 rounded-card border border-line bg-paper p-1 text-ink shadow-lg"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-medium tracking-wide text-ink-soft uppercase" aria-hidden>{t("format")}</p>
        <div role="group" aria-label={t("format")} className="flex gap-1 px-2 pb-2">
          {items.slice(0, firstSize).map((item, i) => (
            <button
              key={item.key}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={format === item.value}
              tabIndex={-1}
              onClick={() => setFormat(item.value as DownloadFormat)}
              className={cx(
                "inline-flex min-h-8 flex-1 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium outline-none focus-visible:outline-2",
                format === item.value ? "border-brand bg-brand text-white" : "border-line bg-paper text-ink hover:bg-mist",
              )}
            >
              {format === item.value && <Icon name="check" size={14} />}
              {item.label}
            </button>
          ))}
        </div>
        <div className="border-t border-line pt-1">
          {items.slice(firstSize).map((item, i) => (
            <button
              key={item.key}
              ref={(el) => {
                itemRefs.current[firstSize + i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-size={item.value}
              onClick={() => void download(item.value as DownloadSize)}
              className="flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-ink outline-none hover:bg-mist focus:bg-mist focus-visible:outline-2 focus-visible:-outline-offset-2"
            >
              <Icon name="download" size={16} className="text-ink-soft" />
              <span className="flex-1">{item.label}</span>
            </button>
          ))}
        </div>
      </div>
    </span>
  );
}
