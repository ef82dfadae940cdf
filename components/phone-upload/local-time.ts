"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A time of day in the browser's own time zone (the server's may differ), e.g. "14:35"; null while the
 * server renders, so hydration never disagrees.
 */
export function useLocalTime(iso: string | null, locale: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => (iso ? new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(iso)) : null),
    () => null,
  );
}
