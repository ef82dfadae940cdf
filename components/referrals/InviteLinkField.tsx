"use client";

import { useId } from "react";
import { CopyButton } from "@/components/ui/copy-button";

/** The person's invite link, selectable, with a copy button. */
export function InviteLinkField({ url, label, hint }: { url: string; label: string; hint: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-ink">{label}</label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          data-testid="invite-link"
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-mist px-3 font-mono text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
        />
        <CopyButton value={url} variant="primary" />
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">{hint}</p>
    </div>
  );
}
