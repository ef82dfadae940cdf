/** Focus helpers shared by the modal and the popup. */

export const FOCUSABLE_SELECTOR = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

/**
 * Where Tab should land inside a focus trap of `count` elements when focus is at `current`
 * (-1 when focus is outside the list). Returns null to let the browser move focus itself.
 */
export function trapTabIndex(current: number, count: number, shiftKey: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return shiftKey ? count - 1 : 0;
  if (shiftKey && current === 0) return count - 1;
  if (!shiftKey && current === count - 1) return 0;
  return null;
}

/** Scroll lock counted per opener, so nested dialogs unlock only when the last one closes. */
let scrollLocks = 0;
let savedOverflow = "";

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = "hidden";
  }
  scrollLocks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks--;
    if (scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}
