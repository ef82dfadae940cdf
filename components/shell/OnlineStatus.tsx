"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Tells the person when the connection drops, and briefly when it is back. Its two strings come from
 * the server (OnlineStatus in online-status.tsx): the shell ships no translation runtime.
 */
export function OnlineStatusView({ offline, backOnline: backOnlineText }: { offline: string; backOnline: string }) {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), 3000);
    return () => window.clearTimeout(timer);
  }, [online]);

  if (online && !backOnline) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="online-status"
      className={`fixed inset-x-0 bottom-4 z-[90] mx-auto w-fit rounded-full px-4 py-2 text-sm font-medium shadow-lg ${
        online ? "bg-success text-white" : "bg-ink text-white"
      }`}
    >
      {online ? backOnlineText : offline}
    </div>
  );
}
