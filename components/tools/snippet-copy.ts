// The snippet tools' clipboard (the email signature and team page generators): rich HTML with a
// plain-text twin where the browser has ClipboardItem, else a selection copied the old way; plain
// text with navigator.clipboard, else a selected textarea. Each returns whether it worked.

function copySelection(fill: (holder: HTMLElement) => void, holder: HTMLElement): boolean {
  holder.setAttribute("aria-hidden", "true");
  holder.style.position = "fixed";
  holder.style.left = "-10000px";
  holder.style.top = "0";
  fill(holder);
  document.body.appendChild(holder);
  try {
    const selection = window.getSelection();
    if (!selection) return false;
    const range = document.createRange();
    range.selectNodeContents(holder);
    selection.removeAllRanges();
    selection.addRange(range);
    if (holder instanceof HTMLTextAreaElement) holder.select();
    const ok = document.execCommand("copy");
    selection.removeAllRanges();
    return ok;
  } catch {
    return false;
  } finally {
    holder.remove();
  }
}

/**
 * Puts `html` on the clipboard as formatted content (text/html) with `text` as its plain version, so
 * that pasting into a mail client's signature editor keeps the layout. The preview is a sandboxed
 * frame the page cannot select in, so the fallback selects a copy of the same HTML off screen (our
 * own escaped, script-free markup).
 */
export async function copyRichHtml(html: string, text: string): Promise<boolean> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ "text/html": new Blob([html], { type: "text/html" }), "text/plain": new Blob([text], { type: "text/plain" }) }),
      ]);
      return true;
    } catch {
      // permission refused or unsupported type: try the selection
    }
  }
  return copySelection((holder) => {
    holder.innerHTML = html;
  }, document.createElement("div"));
}

/** Puts `text` on the clipboard as plain text. */
export async function copyPlainText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the selection
    }
  }
  return copySelection((holder) => {
    (holder as HTMLTextAreaElement).value = text;
  }, document.createElement("textarea"));
}
