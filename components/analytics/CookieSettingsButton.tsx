"use client";

import { openConsentPreferences } from "./consent-client";

/** The footers' "Cookie settings": reopens the consent preferences. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" data-testid="cookie-settings" onClick={openConsentPreferences} className={className}>
      {label}
    </button>
  );
}
