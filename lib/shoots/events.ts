// Server-sent events for the waiting page: the shoot's status whenever it changes (looked at every
// second) until it settles (ACTIVE, FAILED, DELETED), the client goes away, or `maxMs` passes (the
// browser's EventSource then reconnects by itself).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { getShootStatus, isSettled, type ShootStatus } from "./status";

export type ShootEventOptions = { intervalMs?: number; maxMs?: number; keepAliveMs?: number };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

/**
 * A `text/event-stream` body: `event: status` with a ShootStatus JSON each time it changes, starting
 * with `first`. Ends after the settled status, on `signal` abort or after `maxMs`.
 */
export function shootEventStream(
  db: PrismaClient,
  userId: string,
  first: ShootStatus,
  signal: AbortSignal,
  options: ShootEventOptions = {},
): ReadableStream<Uint8Array> {
  const { intervalMs = 1000, maxMs = 10 * 60_000, keepAliveMs = 15_000 } = options;
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener("abort", onAbort, { once: true });

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!stop.signal.aborted) controller.enqueue(encoder.encode(text));
      };
      let last = "";
      const send = (status: ShootStatus) => {
        const json = JSON.stringify(status);
        if (json === last) return false;
        last = json;
        write(`event: status\ndata: ${json}\n\n`);
        return true;
      };
      try {
        write(`retry: ${Math.max(1000, intervalMs)}\n\n`);
        send(first);
        let status: ShootStatus | null = first;
        const deadline = Date.now() + maxMs;
        let quietSince = Date.now();
        while (status && !isSettled(status.state) && !stop.signal.aborted && Date.now() < deadline) {
          await sleep(intervalMs, stop.signal);
          if (stop.signal.aborted) break;
          status = await getShootStatus(db, userId, first.id);
          if (!status) write(`event: gone\ndata: {}\n\n`);
          else if (send(status)) quietSince = Date.now();
          else if (Date.now() - quietSince >= keepAliveMs) {
            write(`: keep-alive\n\n`); // proxies close connections that stay silent
            quietSince = Date.now();
          }
        }
      } catch (err) {
        console.error(`[shoots] event stream for ${first.id}:`, err);
      } finally {
        signal.removeEventListener("abort", onAbort);
        stop.abort();
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      }
    },
    cancel() {
      stop.abort();
      signal.removeEventListener("abort", onAbort);
    },
  });
}

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;
