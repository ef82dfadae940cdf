// The zip machinery every zip job shares (a shoot's headshots, lib/results/zip.ts; a team's favourites,
// lib/teams/results/favorites-zip.ts): a source of entries, each a stored file and its name in the
// archive, is streamed from storage into an archive that is written to storage as it comes out, in
// parts (./parts.ts), one entry at a time, so neither the archive nor the list of entries is ever whole
// in memory. Each job keeps its progress beside its parts in a small JSON status file.
import "server-only";
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import type { z } from "zod";
import type { FileStorage } from "@/lib/storage/types";
import { ResultActionError } from "./errors";
import { DEFAULT_PART_BYTES, writeParts, type StoredPart } from "./parts";

/** One file of the archive: the stored file `key`, written as `name` ("folder/file.jpg"). */
export type ArchiveEntry = { key: string; name: string; date?: Date; required: boolean };

/** A step of progress: the entries of one photo, or of one member. */
export type ArchiveItem = { entries: ArchiveEntry[] };

export type PackOptions = {
  partBytes?: number;
  /** Aborted when the worker shuts down or loses its claim: throws, so the queue delivers the job again. */
  signal?: AbortSignal;
  /** Asked before each item: true stops the archive for good (cancelled), its parts deleted. */
  stopped?: () => Promise<boolean>;
  /** After each item, with the number of items done. */
  progress?: (done: number) => Promise<void>;
};

export type PackOutcome = { state: "packed"; parts: StoredPart[]; items: number } | { state: "stopped"; items: number };

/** Resolves on the archive's next processed entry; rejects on its error. */
function entryProcessed(archive: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = () => {
      archive.off("error", onError);
      resolve();
    };
    const onError = (error: Error) => {
      archive.off("entry", onEntry);
      reject(error);
    };
    archive.once("entry", onEntry);
    archive.once("error", onError);
  });
}

/**
 * Packs `items` into a zip written under `partsPrefix` (entries stored uncompressed: JPEG and PNG do
 * not shrink). A required file missing from storage throws FILE_MISSING; anything that stops it
 * (that, an error, an abort, `stopped`) leaves no part behind. A previous attempt's parts are removed first.
 */
export async function packArchive(storage: FileStorage, partsPrefix: string, items: Iterable<ArchiveItem> | AsyncIterable<ArchiveItem>, options: PackOptions = {}): Promise<PackOutcome> {
  await storage.deletePrefix(partsPrefix);
  const archive = new ZipArchive({ store: true });
  const writing = writeParts(storage, partsPrefix, archive, options.partBytes ?? DEFAULT_PART_BYTES);
  writing.catch(() => undefined); // awaited below; an early failure must not be unhandled meanwhile
  archive.on("error", () => undefined); // reaches us through `writing`, the entry wait or finalize()
  let done = 0;
  const discard = async () => {
    archive.abort();
    await writing.catch(() => undefined);
    await storage.deletePrefix(partsPrefix);
  };
  try {
    for await (const item of items) {
      if (options.signal?.aborted) throw new Error(`archive ${partsPrefix}: stopped (worker shutting down or claim lost)`);
      if (options.stopped && (await options.stopped())) {
        await discard();
        return { state: "stopped", items: done };
      }
      for (const entry of item.entries) {
        const body = await storage.stream(entry.key);
        if (!body) {
          if (entry.required) throw new ResultActionError("FILE_MISSING");
          continue;
        }
        const processed = entryProcessed(archive);
        archive.append(Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>), { name: entry.name, date: entry.date });
        await processed;
      }
      done++;
      await options.progress?.(done);
    }
    await Promise.all([archive.finalize(), writing]);
  } catch (error) {
    await discard();
    throw error;
  }
  return { state: "packed", parts: await writing, items: done };
}

/** Writes a job's status file. */
export async function writeStatusFile(storage: FileStorage, key: string, status: unknown): Promise<void> {
  await storage.put(key, Buffer.from(JSON.stringify(status)), { contentType: "application/json", cacheControl: "no-store" });
}

/** A job's status file read with `schema`; null when there is none or it does not parse. */
export async function readStatusFile<T>(storage: FileStorage, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const bytes = await storage.get(key);
  if (!bytes) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(bytes.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
