// The profile-picture maker's API (app/api/tools/pfp/**, through lib/http/route.ts): the upload that
// runs the quality gate, counts against the visitor's day and has the engine cut the person out, and
// the picture the editor asks for with its options in the address. The visitor is the `lumen_free`
// cookie (lib/tools/free-runs.ts): a run is only ever served to the cookie that made it.
import "server-only";
import { limitedBody } from "@/lib/http/limited-body";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/db";
import { EngineError } from "@/lib/engine/engine";
import { qualityMessageKey, type ReasonCode } from "@/lib/engine/quality";
import { Refusal, translatorFor } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import { MULTIPART_SLACK, preparePhoto } from "@/lib/shoots/photos";
import type { FileStorage } from "@/lib/storage/types";
import { claimFreeRun, countFreeEvent, freeAllowance, freeVisitor, freeVisitorCookie, isCrossSite, ownsRun, type FreeVisitor } from "@/lib/tools/free-runs";
import { PFP_LIMITS, type PfpQuery, type PfpRun } from "./contract";
import { cutOutPerson, decodeCutout, renderPfp, type DecodedCutout, type Restyle } from "./render";

export const PFP_NAMESPACE = "ToolPfp";
/** The reCAPTCHA action the page asks its token for. */
export const PFP_RECAPTCHA_ACTION = "free_pfp";

const refuse = (code: string, status: number, options: ConstructorParameters<typeof Refusal>[3] = {}): never => {
  throw new Refusal(PFP_NAMESPACE, code, status, options);
};

export const cutoutKey = (id: string) => `free-pfp/${id}/cutout.png`;


// From the app's own address, never from a header the client could send.
const secureCookies = () => env.APP_URL.startsWith("https:");

/** "No more today": the day's number and when the next one is possible (the island shows it in the visitor's time zone). */
function limitReached(locale: Locale, allowance: { limit: number; nextAt: Date | null }): never {
  const at = allowance.nextAt ?? new Date(Date.now() + 3600_000);
  const time = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(at);
  return refuse("LIMIT_REACHED", 429, { values: { limit: allowance.limit, time }, details: { nextAt: at.toISOString(), limit: allowance.limit } });
}

async function refusePhoto(locale: Locale, codes: readonly string[]): Promise<never> {
  const t = await translatorFor(locale, "Engine");
  const reasons = codes.map((code) => ({ code, message: t(qualityMessageKey(code as ReasonCode).replace(/^Engine\./, "")) }));
  return refuse("PHOTO_REFUSED", 422, { details: { reasons } });
}

export type PfpUploadContext = {
  db: PrismaClient;
  storage: FileStorage;
  answerIn: (explicit: unknown) => Locale;
  /** The engine's re-render (tests and the CLI may pass their own; default: the engine pool). */
  restyle?: Restyle;
  /** The reCAPTCHA check (default: lib/recaptcha/server.ts, off without keys). */
  verify?: (token: string | null, action: string) => Promise<boolean>;
};

/**
 * POST /api/tools/pfp — multipart `photo`, `consent=1`, optional `recaptchaToken` and `locale`. 201
 * { id, expiresAt } with the visitor cookie when it is new; 413 FILE_TOO_LARGE, 400 NOT_MULTIPART /
 * NO_FILE / CONSENT_REQUIRED / RECAPTCHA_FAILED, 422 PHOTO_REFUSED { reasons }, 429 LIMIT_REACHED. A
 * refusal stores nothing; a run is counted only once its photo passed the gate.
 */
export async function handlePfpUpload(request: Request, ctx: PfpUploadContext): Promise<Response> {
  let locale = ctx.answerIn(null);
  const visitor = freeVisitor(request);
  // Another site's page may not spend this visitor's day (their address counts).
  if (isCrossSite(request)) refuse("CROSS_SITE", 403);
  const maxMb = PFP_LIMITS.maxPhotoBytes / 1024 / 1024;
  const limit = PFP_LIMITS.maxPhotoBytes + MULTIPART_SLACK;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) refuse("FILE_TOO_LARGE", 413, { values: { maxMb } });
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) refuse("NOT_MULTIPART", 400);
  // None left today: said before the photo is read or the gate runs (the claim below decides for sure).
  const before = await freeAllowance(ctx.db, "PFP", visitor);
  if (before.left === 0) {
    await countFreeEvent(ctx.db, "PFP", "limit");
    limitReached(locale, before);
  }

  let form: FormData;
  try {
    form = await new Response(limitedBody(request, limit, () => new Refusal(PFP_NAMESPACE, "FILE_TOO_LARGE", 413, { values: { maxMb: PFP_LIMITS.maxPhotoBytes / 1024 / 1024 } })), { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    const cause = error instanceof Refusal ? error : (error as { cause?: unknown })?.cause;
    if (cause instanceof Refusal) throw cause;
    return refuse("NOT_MULTIPART", 400);
  }
  locale = ctx.answerIn(form.get("locale"));
  if (form.get("consent") !== "1") refuse("CONSENT_REQUIRED", 400);
  const photo = form.get("photo");
  if (!photo || typeof photo === "string") return refuse("NO_FILE", 400);
  if (photo.size > PFP_LIMITS.maxPhotoBytes) refuse("FILE_TOO_LARGE", 413, { values: { maxMb } });
  const token = form.get("recaptchaToken");
  if (!(await (ctx.verify ?? verifyRecaptcha)(typeof token === "string" && token ? token : null, PFP_RECAPTCHA_ACTION))) refuse("RECAPTCHA_FAILED", 400);

  // The upload flow's own gate (in the engine pool) and sanitising: a photo without a usable face is refused here.
  const prepared = await preparePhoto(Buffer.from(await photo.arrayBuffer()), photo.name, "free");
  if (!prepared.stored || !prepared.stored.faceBox) {
    await countFreeEvent(ctx.db, "PFP", "photoRefused");
    return refusePhoto(locale, prepared.verdict.reasons.length ? prepared.verdict.reasons : ["NO_FACE"]);
  }
  const { stored } = prepared;

  const claimed = await claimFreeRun(ctx.db, "PFP", visitor, async (tx, countedAt) => {
    await countFreeEvent(tx, "PFP", "started", countedAt);
    return tx.freeToolRun.create({
      data: { tool: "PFP", status: "RUNNING", visitorHash: visitor.visitorHash, ipHash: visitor.ipHash, countedAt, expiresAt: new Date(countedAt.getTime() + PFP_LIMITS.keepHours * 3600_000) },
      select: { id: true, expiresAt: true },
    });
  });
  if (!claimed.ok) return limitReached(locale, claimed.allowance);
  const run = claimed.value;

  let cutout: Buffer;
  try {
    cutout = await cutOutPerson({ photo: stored.clean, width: stored.width, height: stored.height, faceBox: stored.faceBox!, restyle: ctx.restyle, signal: request.signal });
  } catch (error) {
    // The engine's failure is not the visitor's: the run is taken back, so it does not count.
    await ctx.db.freeToolRun.delete({ where: { id: run.id } }).catch(() => undefined);
    const noFace = error instanceof EngineError && error.code === "NO_FACE";
    await countFreeEvent(ctx.db, "PFP", noFace ? "photoRefused" : "failed");
    if (noFace) return refusePhoto(locale, ["NO_FACE"]);
    throw error;
  }
  try {
    await ctx.storage.put(cutoutKey(run.id), cutout, { contentType: "image/png", cacheControl: "private, no-store" });
    await ctx.db.$transaction(async (tx) => {
      await tx.freeToolRun.update({ where: { id: run.id }, data: { status: "DONE", resultKey: cutoutKey(run.id), finishedAt: new Date() } });
      await countFreeEvent(tx, "PFP", "finished");
    });
  } catch (error) {
    await ctx.storage.delete(cutoutKey(run.id)).catch(() => undefined);
    await ctx.db.freeToolRun.delete({ where: { id: run.id } }).catch(() => undefined);
    throw error;
  }
  const body: PfpRun = { id: run.id, expiresAt: run.expiresAt.toISOString() };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (visitor.fresh) headers.append("Set-Cookie", freeVisitorCookie(visitor, secureCookies()));
  return Response.json(body, { status: 201, headers });
}

// The last few cut-outs decoded (each 4 MB at 1024 px): the editor asks for one picture after another
// of the same cut-out while its sliders move, and decoding the PNG each time would be a third of the work.
const DECODED_KEEP = 6;
const decoded = new Map<string, Promise<DecodedCutout | null>>();

function cachedCutout(storage: FileStorage, key: string): Promise<DecodedCutout | null> {
  const hit = decoded.get(key);
  if (hit) {
    decoded.delete(key);
    decoded.set(key, hit);
    return hit;
  }
  const made = storage.get(key).then((png) => (png ? decodeCutout(png) : null));
  decoded.set(key, made);
  // A failed or missing read is not kept: the next request reads again.
  void made.then((v) => { if (!v) decoded.delete(key); }, () => { decoded.delete(key); });
  while (decoded.size > DECODED_KEEP) decoded.delete(decoded.keys().next().value!);
  return made;
}

/** The visitor's own finished, unexpired run, else a 404 (another cookie's, an unknown id, a headshot's, an expired one alike). */
async function ownRun(db: PrismaClient, visitor: FreeVisitor, id: string): Promise<{ resultKey: string; expiresAt: Date }> {
  const run = await db.freeToolRun.findUnique({ where: { id }, select: { tool: true, status: true, visitorHash: true, resultKey: true, expiresAt: true } });
  if (!run || run.tool !== "PFP" || run.status !== "DONE" || !run.resultKey || run.expiresAt <= new Date() || !ownsRun(visitor, run)) return refuse("NOT_FOUND", 404);
  return { resultKey: run.resultKey, expiresAt: run.expiresAt };
}

/**
 * GET /api/tools/pfp/{id}/png?size&shape&ring&ringWidth&bg&zoom&x&y[&download=1] — the picture as a PNG.
 * The same address is always the same picture, so the browser may keep it (privately) until the
 * cut-out expires; `download=1` names it profile-picture-<size>.png as an attachment.
 */
/**
 * Pictures painted at once, and waiting. Painting runs on the web server's thread (50-140 ms at
 * 1024 px): a bound keeps a visitor who asks for picture after picture from stalling everyone else.
 */
const RENDER = { running: 2, waiting: 6 } as const;
let rendering = 0;
const renderQueue: (() => void)[] = [];

async function withRenderSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (rendering >= RENDER.running) {
    if (renderQueue.length >= RENDER.waiting) refuse("BUSY", 503);
    await new Promise<void>((resolve) => renderQueue.push(resolve));
  } else rendering++;
  try {
    return await fn();
  } finally {
    const next = renderQueue.shift();
    if (next) next();
    else rendering--;
  }
}

export async function handlePfpPng(request: Request, ctx: { db: PrismaClient; storage: FileStorage; id: string; query: PfpQuery }): Promise<Response> {
  const run = await ownRun(ctx.db, freeVisitor(request), ctx.id);
  const cutout = await cachedCutout(ctx.storage, run.resultKey);
  if (!cutout) return refuse("NOT_FOUND", 404);
  const { download, ...options } = ctx.query;
  const png = await withRenderSlot(() => renderPfp(cutout, options));
  const maxAge = Math.max(0, Math.floor((run.expiresAt.getTime() - Date.now()) / 1000));
  const headers = new Headers({ "Content-Type": "image/png", "Content-Length": String(png.length), "Cache-Control": `private, max-age=${maxAge}`, "X-Content-Type-Options": "nosniff" });
  if (download) headers.set("Content-Disposition", `attachment; filename="profile-picture-${options.size}.png"`);
  return new Response(new Uint8Array(png), { status: 200, headers });
}
