// The engine playground (/admin/playground): an admin runs the active engine (lib/shoots/engine.ts
// resolveEngine: ENGINE, the CPU studio engine by default) on one uploaded photo with a catalogue style
// and an output size, and sees the upload gate's verdict, the image and the time of each stage.
//
// Stages: decode (the safe decoder, lib/engine/decode.ts sanitizePhoto), gate (the upload gate,
// checkInPool), render (engine.generate, with the engine's own stages when it reports them), store.
// The output lives under playground/{adminId}/ and only until that admin's next run (which deletes the
// folder first) or 24 hours, whichever comes first: the output route (app/api/backoffice/playground)
// answers 404 after that and deletes it. One run at a time per admin (in this process). The run's
// record is its audit row, `engine.playground.run`, which the page reads back.
import "server-only";
import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import { BackofficeError } from "@/lib/backoffice/errors";
import type { PrismaClient } from "@/lib/db";
import { DecodeError, sanitizePhoto } from "@/lib/engine/decode";
import { EngineError, type EngineStyle, type HeadshotEngine } from "@/lib/engine/engine";
import { checkInPool } from "@/lib/engine/pool";
import type { QualityVerdict } from "@/lib/engine/quality";
import { DECODE_LIMITS } from "@/lib/engine/quality-config";
import type { FileStorage } from "@/lib/storage";

const NS = "BackofficeEngine";

export const PLAYGROUND_PREFIX = "playground/";
/** How long a playground output is kept at most. */
export const PLAYGROUND_TTL_MS = 24 * 60 * 60 * 1000;

/** The output sizes the playground offers: the shoot's square sizes and its portrait. */
export const PLAYGROUND_SIZES = {
  "1024": { width: 1024, height: 1024 },
  "2048": { width: 2048, height: 2048 },
  portrait: { width: 1080, height: 1350 },
} as const;
export type PlaygroundSize = keyof typeof PLAYGROUND_SIZES;

export const playgroundFolder = (adminId: string) => `${PLAYGROUND_PREFIX}${adminId}/`;
export const playgroundKey = (adminId: string, runId: string, ext: "jpg" | "png") => `${playgroundFolder(adminId)}${runId}.${ext}`;

export type PlaygroundRun = {
  runId: string;
  engine: string;
  style: string;
  size: PlaygroundSize;
  verdict: QualityVerdict | null;
  /** Milliseconds: decode, gate, render, store, total, and the engine's own stages under `engine.*`. */
  timings: Record<string, number>;
  output: { key: string; mime: string; width: number; height: number; bytes: number; likeness: number | null } | null;
  /** The engine's refusal code when it made nothing (NO_USABLE_PHOTO, ENGINE_UNREACHABLE…), or the decoder's reason. */
  error: string | null;
  at: string;
};

export type PlaygroundDeps = { db: PrismaClient; storage: FileStorage; engine: () => Promise<HeadshotEngine>; gate?: (bytes: Buffer) => Promise<QualityVerdict> };

const running = new Set<string>();

/** The catalogue style as the engine needs it (the same mapping as a shoot's generation). */
export async function playgroundStyle(db: PrismaClient, styleId: string): Promise<EngineStyle> {
  const style = await db.style.findUnique({ where: { id: styleId }, include: { backdrop: true, outfit: true } });
  if (!style) throw new BackofficeError(NS, "STYLE_NOT_FOUND");
  return { id: style.slug, backdrop: { kind: style.backdrop.kind, colors: style.backdrop.colors }, outfit: { slug: style.outfit.slug, description: style.outfit.name } };
}

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

export async function runPlayground(deps: PlaygroundDeps, input: { actorId: string; photo: Buffer; styleId: string; size: PlaygroundSize }): Promise<PlaygroundRun> {
  if (input.photo.length === 0) throw new BackofficeError(NS, "PHOTO_MISSING");
  if (input.photo.length > DECODE_LIMITS.maxBytes) throw new BackofficeError(NS, "PHOTO_TOO_LARGE", { maxMb: Math.round(DECODE_LIMITS.maxBytes / 1024 / 1024) });
  if (running.has(input.actorId)) throw new BackofficeError(NS, "PLAYGROUND_BUSY");
  running.add(input.actorId);
  try {
    const style = await playgroundStyle(deps.db, input.styleId);
    const runId = randomUUID();
    const timings: Record<string, number> = {};
    const start = performance.now();
    const run: PlaygroundRun = { runId, engine: "", style: style.id, size: input.size, verdict: null, timings, output: null, error: null, at: new Date().toISOString() };

    // Only the newest run of an admin is kept.
    await deps.storage.deletePrefix(playgroundFolder(input.actorId));

    const gate = deps.gate ?? (async (bytes: Buffer) => { const { faceBox: _, ...verdict } = await checkInPool(bytes); return verdict; });
    let t = performance.now();
    let clean: Buffer | null = null;
    let small = false;
    try {
      clean = (await sanitizePhoto(input.photo)).bytes;
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      run.error = error.reason;
      small = error.reason === "LOW_RESOLUTION";
      run.verdict = { accepted: false, score: 0, reasons: [error.reason], warnings: [], width: 0, height: 0 };
    }
    timings.decode = ms(t);

    if (small) {
      // Too small to render from, but the gate still looks at it: its verdict gives every reason.
      t = performance.now();
      run.verdict = await gate(input.photo);
      timings.gate = ms(t);
    }

    if (clean) {
      t = performance.now();
      run.verdict = await gate(clean);
      timings.gate = ms(t);

      t = performance.now();
      try {
        const engine = await deps.engine();
        run.engine = engine.id;
        const result = await engine.generate({ photos: [clean], style, count: 1, sizes: [PLAYGROUND_SIZES[input.size]] });
        timings.render = ms(t);
        for (const [stage, value] of Object.entries(result.stages ?? {})) timings[`engine.${stage}`] = Math.round(value * 10) / 10;
        const image = result.images[0];
        if (image) {
          t = performance.now();
          const key = playgroundKey(input.actorId, runId, image.mime === "image/png" ? "png" : "jpg");
          await deps.storage.put(key, image.bytes, { contentType: image.mime, cacheControl: "private, no-store" });
          timings.store = ms(t);
          run.output = { key, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes.length, likeness: image.likeness ?? null };
        } else {
          run.error = result.dropped[0]?.reason ?? "NO_OUTPUT";
        }
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        timings.render = ms(t);
        run.error = error.code;
      }
    }
    timings.total = ms(start);

    await deps.db.$transaction(async (tx) => {
      await recordAudit(tx, { actorId: input.actorId, action: "engine.playground.run", target: ["Style", input.styleId], data: { ...run, photoBytes: input.photo.length } });
    });
    return run;
  } finally {
    running.delete(input.actorId);
  }
}

/** The admin's newest playground run (from its audit row), or null. */
export async function lastPlaygroundRun(db: PrismaClient, adminId: string): Promise<PlaygroundRun | null> {
  const row = await db.auditLog.findFirst({ where: { action: "engine.playground.run", actorId: adminId }, orderBy: { createdAt: "desc" } });
  return row ? (row.data as unknown as PlaygroundRun) : null;
}

/** A playground output for an admin's request: the bytes, or null (not a playground key, missing, or older than 24 h, then deleted). */
export async function readPlaygroundOutput(storage: FileStorage, key: string, now = Date.now()): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!key.startsWith(PLAYGROUND_PREFIX)) return null;
  const info = await storage.stat(key);
  if (!info) return null;
  if (info.lastModified && now - info.lastModified.getTime() > PLAYGROUND_TTL_MS) {
    await storage.delete(key);
    return null;
  }
  const bytes = await storage.get(key);
  return bytes ? { bytes, contentType: info.contentType } : null;
}
