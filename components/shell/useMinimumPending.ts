"use client";

import { useEffect, useRef, useState } from "react";
import { FETCH_MIN_PENDING_MS, remainingPendingMs } from "./timing";

/**
 * Keeps a data fetch's pending state visible for at least 200 ms so a fast answer does not flash a
 * spinner for one frame. Use with TanStack Query: `useMinimumPending(query.isPending)`.
 */
export function useMinimumPending(pending: boolean, minMs: number = FETCH_MIN_PENDING_MS): boolean {
  const [shown, setShown] = useState(pending);
  const startedAt = useRef<number | null>(pending ? Date.now() : null);

  useEffect(() => {
    if (pending) {
      startedAt.current ??= Date.now();
      setShown(true);
      return;
    }
    if (startedAt.current === null) return;
    const wait = remainingPendingMs(startedAt.current, Date.now(), minMs);
    const timer = window.setTimeout(() => {
      startedAt.current = null;
      setShown(false);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [pending, minMs]);

  return shown;
}
