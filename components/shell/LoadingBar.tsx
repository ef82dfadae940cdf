"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { LOADING_BAR, loadingProgress } from "./timing";

/**
 * The top loading bar: appears only if a navigation takes longer than 200 ms, creeps over ~5 s, and
 * hides 500 ms after the new page is there. The App Router has no router events, so a navigation
 * starts at a same-origin link click or history move and ends when the pathname changes.
 */
export function LoadingBar() {
  const pathname = usePathname();
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<{ throttle?: number; tick?: number; hide?: number; startedAt?: number }>({});

  const clear = () => {
    const t = timers.current;
    window.clearTimeout(t.throttle);
    window.clearInterval(t.tick);
    window.clearTimeout(t.hide);
  };

  const start = useCallback(() => {
    clear();
    const t = timers.current;
    t.throttle = window.setTimeout(() => {
      t.startedAt = performance.now();
      setProgress(0.02);
      t.tick = window.setInterval(() => setProgress(loadingProgress(performance.now() - (t.startedAt ?? 0))), 100);
    }, LOADING_BAR.throttleMs);
  }, []);

  const finish = useCallback(() => {
    const t = timers.current;
    window.clearTimeout(t.throttle);
    window.clearInterval(t.tick);
    setProgress((p) => {
      if (p === null) return null;
      t.hide = window.setTimeout(() => setProgress(null), LOADING_BAR.hideDelayMs);
      return 1;
    });
  }, []);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a");
      if (!a || a.target === "_blank" || a.hasAttribute("download")) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      start();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", start);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", start);
      clear();
    };
  }, [start]);

  useEffect(() => finish(), [pathname, finish]);

  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5"
    >
      <div className="h-full bg-brand transition-[width] duration-200 ease-out" style={{ width: `${progress * 100}%` }} />
    </div>
  );
}
