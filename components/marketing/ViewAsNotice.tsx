"use client";

import { usePublicAccount } from "./account-client";

/**
 * The view-as banner on the cached public pages and the 404 and 403 pages (which are the same for
 * everyone, so the server cannot put it there): an admin viewing the app as someone sees whom, and Stop
 * (a plain form: the server action ends the view). The app's own pages render it on the server.
 */
export function ViewAsNotice({ stop, locale, text, stopLabel }: { stop: (form: FormData) => Promise<void>; locale: string; text: string; stopLabel: string }) {
  const account = usePublicAccount();
  if (!account?.viewingAs) return null;
  return (
    <div role="status" data-testid="view-as-banner" className="sticky top-0 z-[150] flex flex-wrap items-center justify-center gap-3 border-b border-warning bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning">
      <span>{text.replace("{email}", account.viewingAs)}</span>
      <form action={stop}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" data-testid="view-as-stop" className="rounded-md border border-warning bg-paper px-3 py-1 text-ink hover:bg-warning-soft">
          {stopLabel}
        </button>
      </form>
    </div>
  );
}
