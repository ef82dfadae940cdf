// The frame of a signed-in JSON API route: the session, a validated JSON body, and one place where
// anything unexpected becomes the route's own localised 500 (logged with the route's tag).
import type { z } from "zod";
import { jsonBodyError, readJsonBody } from "./json-body";

/** Answers with the route's localised refusal for one of the codes every route shares. */
export type Refuse = (code: "NOT_SIGNED_IN" | "INVALID_INPUT" | "INTERNAL") => Promise<Response>;

/** Runs `handler` for the signed-in person; signed out → NOT_SIGNED_IN, a throw → INTERNAL. */
export async function withSession(tag: string, refuse: Refuse, handler: (userId: string) => Promise<Response>): Promise<Response> {
  try {
    // Loaded here, not at the top: parseBody is used (and tested) without Auth.js.
    const { auth } = await import("@/lib/auth");
    const session = await auth();
    if (!session?.user?.id) return await refuse("NOT_SIGNED_IN");
    return await handler(session.user.id);
  } catch (error) {
    console.error(`[${tag}]`, error);
    return refuse("INTERNAL");
  }
}

/** The JSON body checked against `schema`, or the Response to answer with (too large, not JSON, invalid). */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, refuse: Refuse): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const json = await readJsonBody(request);
  if (!json.ok) return { ok: false, response: await jsonBodyError(request, json.error) };
  const body = schema.safeParse(json.data);
  return body.success ? { ok: true, data: body.data } : { ok: false, response: await refuse("INVALID_INPUT") };
}
