"use client";

import { useEffect } from "react";
import { isChunkLoadError, shouldReloadForChunkError } from "./timing";

/** After a deployment, old pages may ask for code chunks that no longer exist: reload once per minute at most. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (isChunkLoadError(reason) && shouldReloadForChunkError(sessionStorage, Date.now())) location.reload();
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
