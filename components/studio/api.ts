// The browser's side of app/api/studio/**: each call resolves with the JSON, or throws a StudioFailure
// carrying the server's localised message and details (or no message when the server was not reached).
import type { StudioErrorBody } from "@/lib/studio/errors";
import type { EditStarted } from "@/lib/studio/http";
import type { EditOptions, StudioResultView } from "@/lib/studio/options";

export class StudioFailure extends Error {
  constructor(
    /** The server's message in the person's language; null when no answer came (network). */
    public readonly serverMessage: string | null,
    public readonly code: string | null = null,
    /** Where to buy edit credits, when the refusal was for lack of them. */
    public readonly buyCreditsPath: string | null = null,
  ) {
    super(serverMessage ?? "network");
  }
}

async function call(input: string, init: RequestInit & { locale: string }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: "same-origin", headers: { "Accept-Language": init.locale, ...init.headers } });
  } catch {
    throw new StudioFailure(null);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as Partial<StudioErrorBody> | null;
  const error = body?.error;
  throw new StudioFailure(typeof error?.message === "string" ? error.message : null, error?.code ?? null, error?.buyCreditsPath ?? null);
}

export async function requestEdit(input: { resultId: string; options: EditOptions; idempotencyKey: string }, locale: string): Promise<EditStarted> {
  const response = await call("/api/studio/edits", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input), locale });
  return (await response.json()) as EditStarted;
}

export async function studioResult(resultId: string, locale: string): Promise<StudioResultView> {
  const response = await call(`/api/studio/results/${encodeURIComponent(resultId)}`, { method: "GET", cache: "no-store", locale });
  return (await response.json()) as StudioResultView;
}
