// Follows a shoot's status for the waiting page: the server-sent events of /api/shoots/{id}/events
// ("status" with a ShootStatus JSON, "gone" when the shoot disappears), and polling /status every few
// seconds when events cannot be used (no EventSource, an error answer, or a connection that keeps failing).
import type { ShootState, ShootStatus } from "@/lib/shoots/status";

/** States after which nothing changes by itself (lib/shoots/status isSettled; the event stream ends there). */
export const SETTLED_STATES: readonly ShootState[] = ["ACTIVE", "FAILED", "DELETED", "ONBOARDING"];
export const isSettledState = (state: ShootState) => SETTLED_STATES.includes(state);

export const POLL_MS = 3000;
/** Reconnects in a row that bring no event before the page gives up on events and polls. */
export const MAX_EVENT_ERRORS = 3;

export type FollowChannel = "events" | "polling";

export type FollowHandlers = {
  onStatus: (status: ShootStatus) => void;
  /** The shoot is gone (404, "gone") or the session ended (401): the page should reload. */
  onLost: (why: "gone" | "unauthorized") => void;
  onChannel?: (channel: FollowChannel) => void;
};

export type FollowOptions = {
  eventsUrl: string;
  statusUrl: string;
  pollMs?: number;
  maxEventErrors?: number;
  /** null: the browser has none (tests pass it explicitly). */
  EventSourceImpl?: typeof EventSource | null;
  fetchImpl?: typeof fetch;
};

const STATES = new Set<string>(["ONBOARDING", "WAITING", "PROCESSING", "GENERATING", "ACTIVE", "FAILED", "DELETED"]);

/** A ShootStatus from the server, or null for anything that is not one. */
export function parseStatus(value: unknown): ShootStatus | null {
  const s = value as Partial<ShootStatus> | null;
  if (!s || typeof s !== "object" || typeof s.id !== "string" || typeof s.state !== "string" || !STATES.has(s.state)) return null;
  if (typeof s.progress !== "number" || !Number.isFinite(s.progress)) return null;
  return s as ShootStatus;
}

/** Starts following; returns the function that stops it. */
export function followShoot(options: FollowOptions, handlers: FollowHandlers): () => void {
  const pollMs = options.pollMs ?? POLL_MS;
  const maxErrors = options.maxEventErrors ?? MAX_EVENT_ERRORS;
  const ES = options.EventSourceImpl === undefined ? (typeof EventSource === "undefined" ? null : EventSource) : options.EventSourceImpl;
  const doFetch = options.fetchImpl ?? fetch;
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | null = null;

  const stop = () => {
    stopped = true;
    source?.close();
    source = null;
    clearTimeout(timer);
    request?.abort();
  };

  const deliver = (status: ShootStatus | null) => {
    if (stopped || !status) return;
    handlers.onStatus(status);
    if (isSettledState(status.state)) stop();
  };

  const lost = (why: "gone" | "unauthorized") => {
    if (stopped) return;
    stop();
    handlers.onLost(why);
  };

  const poll = async () => {
    if (stopped) return;
    request = new AbortController();
    try {
      const res = await doFetch(options.statusUrl, { cache: "no-store", headers: { accept: "application/json" }, signal: request.signal });
      if (res.status === 401) return lost("unauthorized");
      if (res.status === 404) return lost("gone");
      if (res.ok) deliver(parseStatus(await res.json()));
    } catch {
      // Offline for a moment, or stopped: the next round tries again.
    }
    if (!stopped) timer = setTimeout(poll, pollMs);
  };

  const startPolling = () => {
    source?.close();
    source = null;
    handlers.onChannel?.("polling");
    void poll();
  };

  if (!ES) {
    startPolling();
    return stop;
  }

  let errors = 0;
  const es = new ES(options.eventsUrl);
  source = es;
  handlers.onChannel?.("events");
  es.addEventListener("status", (event) => {
    errors = 0;
    try {
      deliver(parseStatus(JSON.parse((event as MessageEvent<string>).data)));
    } catch {
      // A malformed event: wait for the next one.
    }
  });
  es.addEventListener("gone", () => lost("gone"));
  es.onerror = () => {
    if (stopped || source !== es) return;
    errors++;
    // CLOSED: the server answered with an error (not an event stream), so the browser will not reconnect.
    if (es.readyState === ES.CLOSED || errors >= maxErrors) startPolling();
  };
  return stop;
}
