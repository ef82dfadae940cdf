"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";

/**
 * Shows a success note when the page was opened with ?notice={value} (e.g. after deleting the account).
 * It sits on the cached home page, so it stays small: plain markup, its strings given by the server.
 */
export function NoticeFromQuery({ value, title, body, dismiss }: { value: string; title: string; body: string; dismiss: string }) {
  const notice = useSearchParams().get("notice");
  const [open, setOpen] = useState(true);
  if (notice !== value || !open) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6" data-testid={`notice-${value}`}>
      <div role="status" className="flex items-start gap-3 rounded-card border border-success/30 bg-success-soft p-4 text-sm text-ink">
        <div className="flex-1">
          <p className="font-semibold">{title}</p>
          <p className="mt-1">{body}</p>
        </div>
        <button type="button" onClick={() => setOpen(false)} className="rounded-md px-2 py-1 text-ink-soft hover:bg-paper hover:text-ink">
          {dismiss}
        </button>
      </div>
    </div>
  );
}
