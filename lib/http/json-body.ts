// Reading a small JSON body (an API call's input) without trusting the client with its size: a
// declared Content-Length over the cap is refused before reading, and the stream is cut off as soon as
// it passes the cap, so a body sent without a length cannot grow the server's memory either. Errors are
// `{ error: { code, message } }` in the caller's language (messages namespace "Api").
import "server-only";
import { localizedError, requestLocale } from "@/lib/http/errors";

export const MAX_JSON_BYTES = 10_000;

export type JsonBodyError = "BODY_TOO_LARGE" | "INVALID_BODY";
export type JsonBody = { ok: true; data: unknown } | { ok: false; error: JsonBodyError };

const STATUS: Record<JsonBodyError, number> = { BODY_TOO_LARGE: 413, INVALID_BODY: 400 };

async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The parsed JSON of `request`, or why there is none. Only `application/json` is read. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<JsonBody> {
  // A cross-site form cannot send this content type without the browser asking first.
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return { ok: false, error: "INVALID_BODY" };
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return { ok: false, error: "BODY_TOO_LARGE" };
  let text: string | null;
  try {
    text = await readCapped(request, maxBytes);
  } catch {
    return { ok: false, error: "INVALID_BODY" };
  }
  if (text === null) return { ok: false, error: "BODY_TOO_LARGE" };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false, error: "INVALID_BODY" };
  }
}

/** The localised answer for a body that could not be read: 413 when too large, else 400. */
export function jsonBodyError(request: Request, error: JsonBodyError): Promise<Response> {
  return localizedError(requestLocale(request), "Api", error, STATUS[error]);
}
