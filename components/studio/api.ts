// The browser's side of app/api/studio/**: each call resolves with the JSON, or throws a StudioFailure
// carrying the server's localised message and details (or no message when the server was not reached).
import { ApiFailure, apiCall } from "@/lib/client/api-call";
import type { EditStarted } from "@/lib/studio/http";
import type { EditOptions, StudioResultView } from "@/lib/studio/options";

export class StudioFailure extends ApiFailure {
  /** Where to buy edit credits, when the refusal was for lack of them. */
  get buyCreditsPath(): string | null {
    return typeof this.error?.buyCreditsPath === "string" ? this.error.buyCreditsPath : null;
  }
}

const call = (input: string, init: RequestInit & { locale: string }) => apiCall(input, init, (message, code, error) => new StudioFailure(message, code, error));

export async function requestEdit(input: { resultId: string; options: EditOptions; idempotencyKey: string }, locale: string): Promise<EditStarted> {
  const response = await call("/api/studio/edits", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input), locale });
  return (await response.json()) as EditStarted;
}

export async function studioResult(resultId: string, locale: string): Promise<StudioResultView> {
  const response = await call(`/api/studio/results/${encodeURIComponent(resultId)}`, { method: "GET", cache: "no-store", locale });
  return (await response.json()) as StudioResultView;
}
