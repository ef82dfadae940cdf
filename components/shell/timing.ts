/** The spec's shell constants (product-spec §4 and §9). The page-view delay is one of the analytics constants (lib/analytics/config.ts). */
export { PAGE_VIEW_DELAY_MS } from "@/lib/analytics/config";
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;
export const FETCH_MIN_PENDING_MS = 200;
export const CHUNK_RELOAD = { storageKey: "lumen:chunk-reload-at", minIntervalMs: 60_000 } as const;

/**
 * Progress of the creeping loading bar after `elapsed` ms: quick at first, then slowing, reaching
 * ~90 % at the spec's 5 s duration and never 100 % until the navigation really finishes.
 */
export function loadingProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(0.95, 0.9 * (1 - Math.exp((-3 * elapsedMs) / durationMs)) / (1 - Math.exp(-3)));
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: unknown; message?: unknown };
  const name = typeof e.name === "string" ? e.name : "";
  const message = typeof e.message === "string" ? e.message : typeof error === "string" ? error : "";
  return name === "ChunkLoadError" || /Loading (CSS )?chunk [\w-]+ failed/i.test(message) || /Failed to fetch dynamically imported module/i.test(message);
}

/**
 * The chunk-reload rule: reload the page on a chunk-load failure, at most once per 60 s, remembered in
 * session storage so a broken deployment cannot trap the browser in a reload loop.
 */
export function shouldReloadForChunkError(storage: Pick<Storage, "getItem" | "setItem">, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD.storageKey) ?? "0");
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD.minIntervalMs) return false;
  storage.setItem(CHUNK_RELOAD.storageKey, String(now));
  return true;
}

/** How much longer a pending state must stay visible so it shows for at least `minMs`. */
export function remainingPendingMs(startedAt: number, now: number, minMs: number = FETCH_MIN_PENDING_MS): number {
  return Math.max(0, startedAt + minMs - now);
}

/** The error page's status: the error's statusCode, status or response status, else 500. */
export function errorStatus(error: unknown): number {
  const e = (error ?? {}) as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [e.statusCode, e.status, e.response?.status]) {
    const n = Number(candidate);
    if (Number.isInteger(n) && n >= 400 && n <= 599) return n;
  }
  return 500;
}
