// The browser's side of the product's JSON APIs: one fetch wrapper for every client module
// (components/*/api.ts). A call resolves with the Response when it is ok, or throws an ApiFailure
// carrying the server's localised message and error code (both null when the server was not reached).

/** The `{ error: { code, message, … } }` body the API routes answer with when they refuse. */
export type ApiErrorBody = { code?: unknown; message?: unknown; [key: string]: unknown };

export class ApiFailure extends Error {
  constructor(
    /** The server's message in the person's language; null when no answer came (network). */
    public readonly serverMessage: string | null,
    public readonly code: string | null = null,
    /** The whole error object, for routes that add details (e.g. where to buy credits). */
    public readonly error: ApiErrorBody | null = null,
  ) {
    super(serverMessage ?? "network");
  }
}

export type ApiCallInit = RequestInit & { locale: string };

/** fetch() with the person's language and the session cookie; throws `fail(…)` (an ApiFailure by default) unless ok. */
export async function apiCall(input: string, init: ApiCallInit, fail: (message: string | null, code: string | null, error: ApiErrorBody | null) => ApiFailure = (m, c, e) => new ApiFailure(m, c, e)): Promise<Response> {
  const { locale, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(input, { ...rest, credentials: "same-origin", headers: { "Accept-Language": locale, ...rest.headers } });
  } catch {
    throw fail(null, null, null);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { error?: ApiErrorBody } | null;
  const error = body?.error && typeof body.error === "object" ? body.error : null;
  throw fail(typeof error?.message === "string" ? error.message : null, typeof error?.code === "string" ? error.code : null, error);
}

/** apiCall, then the JSON body. */
export async function apiJson<T>(input: string, init: ApiCallInit, fail?: Parameters<typeof apiCall>[2]): Promise<T> {
  return (await (await apiCall(input, init, fail)).json()) as T;
}
