// The free headshot generator's API (/api/tools/free-headshots/*, public routes through
// lib/http/route.ts): the thin HTTP side of ./runs.ts. The contract with the pages is ./contract.ts.
// Everything is per visitor (the `lumen_free` cookie): another visitor's run, an unknown id, a
// profile-picture run and an expired run are all the same 404, so ids cannot be probed.
import "server-only";
import { limitedBody } from "@/lib/http/limited-body";
import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { Refusal } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import type { FileStorage } from "@/lib/storage/types";
import { freeVisitor, freeVisitorCookie, isCrossSite, type FreeVisitor } from "../free-runs";
import { FREE_MAX_PHOTO_BYTES } from "./contract";
import { createFreeHeadshot, findOwnRun, freeHeadshotView, freeRefusal, limitRefusal, submitFreeHeadshot, type FreeChoices } from "./runs";

/** The route spec the free headshot routes share (public; refusals in FreeToolsApi). */
export const FREE_HEADSHOT_ROUTE = { caller: "public", namespace: "FreeToolsApi", internalCode: "INTERNAL" } as const;

/** The reCAPTCHA action the submit step's token is made for. */
export const FREE_HEADSHOT_RECAPTCHA_ACTION = "free_headshot";

/** Room for the multipart envelope around the photo (boundaries, the consent field). */
const MULTIPART_SLACK = 64 * 1024;

export type FreeRouteContext = {
  db: PrismaClient;
  storage: FileStorage;
  /** The route's answerIn (lib/http/route.ts): the language the request names itself. */
  answerIn: (explicit: unknown) => Locale;
};

const NO_STORE = { "Cache-Control": "no-store" };

const secureCookies = () => env.APP_URL.startsWith("https:");

function withVisitorCookie(response: Response, visitor: FreeVisitor): Response {
  if (visitor.fresh) response.headers.append("Set-Cookie", freeVisitorCookie(visitor, secureCookies()));
  return response;
}


const tooLarge = () => freeRefusal("FILE_TOO_LARGE", { values: { maxMb: FREE_MAX_PHOTO_BYTES / 1024 / 1024 } });

/**
 * POST /api/tools/free-headshots — multipart: `photo` (one file), `consent` = "1", optional `locale`.
 * 201 FreeHeadshotView (DRAFT) when the gate accepts the photo, 422 FreePhotoRefusal when it does not;
 * 400 CONSENT_REQUIRED / NOT_MULTIPART / NO_FILE / TOO_MANY_FILES, 413 FILE_TOO_LARGE, 429 TOO_MANY_PHOTOS.
 * Sets the `lumen_free` cookie for a new visitor.
 */
export async function handleCreate(request: Request, ctx: FreeRouteContext): Promise<Response> {
  const visitor = freeVisitor(request);
  ctx.answerIn(null);
  if (isCrossSite(request)) throw freeRefusal("CROSS_SITE");
  const limit = FREE_MAX_PHOTO_BYTES + MULTIPART_SLACK;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw freeRefusal("NOT_MULTIPART");
  let form: FormData;
  try {
    form = await new Response(limitedBody(request, limit, tooLarge), { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    const cause = error instanceof Refusal ? error : (error as { cause?: unknown })?.cause;
    if (cause instanceof Refusal) throw cause;
    throw freeRefusal("NOT_MULTIPART");
  }
  const locale = ctx.answerIn(form.get("locale"));
  if (form.get("consent") !== "1") throw freeRefusal("CONSENT_REQUIRED");
  const files = form.getAll("photo").filter((v): v is File => typeof v !== "string");
  if (files.length === 0) throw freeRefusal("NO_FILE");
  if (files.length > 1) throw freeRefusal("TOO_MANY_FILES");
  const file = files[0]!;
  if (file.size > FREE_MAX_PHOTO_BYTES) throw tooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  const created = await createFreeHeadshot(ctx.db, ctx.storage, { bytes, visitor, locale });
  const response = created.ok
    ? Response.json(freeHeadshotView(created.run), { status: 201, headers: NO_STORE })
    : Response.json(created.refusal, { status: 422, headers: NO_STORE });
  // A refused photo sets the cookie too: the drafts' cap counts this visitor's next tries.
  return withVisitorCookie(response, visitor);
}

/** GET /api/tools/free-headshots/{id} — 200 FreeHeadshotView of the visitor's own run, else 404. */
export async function handleGet(request: Request, ctx: FreeRouteContext & { id: string }): Promise<Response> {
  ctx.answerIn(new URL(request.url).searchParams.get("locale"));
  const run = await findOwnRun(ctx.db, ctx.id, freeVisitor(request));
  if (!run) throw freeRefusal("NOT_FOUND");
  return Response.json(freeHeadshotView(run), { headers: NO_STORE });
}

/**
 * POST /api/tools/free-headshots/{id}/submit — JSON { gender, backdrop, framing, recaptchaToken? }.
 * 202 FreeHeadshotView (QUEUED) when counted and queued; a run already asked for answers its view as
 * it is (202 while queued or running, 200 when finished), never counted twice. 429 LIMIT_REACHED (with
 * `error.nextAt`), 400 RECAPTCHA_FAILED, 404 for anything not the visitor's own unexpired run.
 */
export async function handleSubmit(
  request: Request,
  ctx: FreeRouteContext & { id: string; body: FreeChoices & { recaptchaToken?: string }; boss: () => Promise<PgBoss> },
): Promise<Response> {
  const locale = ctx.answerIn(new URL(request.url).searchParams.get("locale"));
  const visitor = freeVisitor(request);
  const run = await findOwnRun(ctx.db, ctx.id, visitor);
  if (!run) throw freeRefusal("NOT_FOUND");
  const view = (r: Parameters<typeof freeHeadshotView>[0]) =>
    Response.json(freeHeadshotView(r), { status: r.status === "QUEUED" || r.status === "RUNNING" ? 202 : 200, headers: NO_STORE });
  if (run.status !== "DRAFT") return view(run);
  if (!(await verifyRecaptcha(ctx.body.recaptchaToken ?? null, FREE_HEADSHOT_RECAPTCHA_ACTION))) throw freeRefusal("RECAPTCHA_FAILED");
  const { gender, backdrop, framing } = ctx.body;
  // Started before the transaction (lib/jobs/enqueue.ts).
  const boss = await ctx.boss();
  const submitted = await submitFreeHeadshot(ctx.db, boss, { run, visitor, choices: { gender, backdrop, framing } });
  if (submitted.kind === "limit") throw await limitRefusal(locale, submitted.limit, submitted.nextAt);
  return view(submitted.run);
}

/**
 * GET /api/tools/free-headshots/{id}/image(?download=1) — the visitor's own DONE result as image/jpeg,
 * never cached by anyone but the browser's memory; an attachment with `download=1`. Else 404.
 */
export async function handleImage(request: Request, ctx: FreeRouteContext & { id: string }): Promise<Response> {
  ctx.answerIn(new URL(request.url).searchParams.get("locale"));
  const run = await findOwnRun(ctx.db, ctx.id, freeVisitor(request));
  if (!run || run.status !== "DONE" || !run.resultKey) throw freeRefusal("NOT_FOUND");
  const bytes = await ctx.storage.get(run.resultKey);
  if (!bytes) throw freeRefusal("NOT_FOUND");
  const headers: Record<string, string> = {
    "Content-Type": "image/jpeg",
    "Content-Length": String(bytes.length),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (new URL(request.url).searchParams.get("download") === "1") {
    const day = (run.finishedAt ?? run.createdAt).toISOString().slice(0, 10);
    headers["Content-Disposition"] = `attachment; filename="lumen-free-headshot-${day}.jpg"`;
  }
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
