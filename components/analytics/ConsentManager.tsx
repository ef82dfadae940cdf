"use client";

import { useEffect } from "react";
import type { AnalyticsKeys } from "@/lib/analytics/config";
import { consentRuntime } from "./consent-client";
import type { ConsentLabels } from "./consent-labels";

/**
 * The cookie banner on every page (app/[locale]/layout.tsx): once the page is interactive it loads the
 * banner, which asks until the visitor chooses and then starts the analytics they agreed to. Its
 * strings and the configured keys come from the server as props (no translation runtime).
 */
export function ConsentManager({ locale, labels, cookiesHref, keys }: { locale: string; labels: ConsentLabels; cookiesHref: string; keys: AnalyticsKeys }) {
  useEffect(() => {
    void consentRuntime().then((r) => r.start({ locale, labels, cookiesHref, keys }));
  }, [locale, labels, cookiesHref, keys]);
  return null;
}
