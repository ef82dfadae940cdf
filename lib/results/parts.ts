// A large file kept in storage as consecutive parts, so it can be written from a stream and read
// back as one without ever being whole in memory (FileStorage.put takes a buffer; the parts are
// at most `partBytes` each).
import "server-only";
import type { ByteRange, FileStorage } from "@/lib/storage/types";

export type StoredPart = { key: string; size: number };

export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

/** Writes `source` under `prefix` as part-00000, part-00001… of `partBytes` (the last one smaller). */
export async function writeParts(storage: FileStorage, prefix: string, source: AsyncIterable<Uint8Array>, partBytes = DEFAULT_PART_BYTES): Promise<StoredPart[]> {
  const parts: StoredPart[] = [];
  let held: Buffer[] = [];
  let heldBytes = 0;
  const flush = async () => {
    if (heldBytes === 0) return;
    const key = `${prefix}part-${String(parts.length).padStart(5, "0")}`;
    await storage.put(key, Buffer.concat(held, heldBytes), { contentType: "application/octet-stream" });
    parts.push({ key, size: heldBytes });
    held = [];
    heldBytes = 0;
  };
  for await (const chunk of source) {
    let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    while (heldBytes + rest.length >= partBytes) {
      const take = partBytes - heldBytes;
      held.push(rest.subarray(0, take));
      heldBytes += take;
      rest = rest.subarray(take);
      await flush();
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  await flush();
  return parts;
}

/**
 * Bytes `range` (default: all) of the parts joined, read part by part as the consumer pulls. A part
 * missing from storage errors the stream.
 */
export function readParts(storage: FileStorage, parts: StoredPart[], range?: ByteRange): ReadableStream<Uint8Array> {
  const total = parts.reduce((sum, p) => sum + p.size, 0);
  const start = range?.start ?? 0;
  const end = range?.end ?? total - 1;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    let offset = 0;
    for (const part of parts) {
      const from = Math.max(start, offset);
      const to = Math.min(end, offset + part.size - 1);
      offset += part.size;
      if (from > to) continue;
      const body = await storage.stream(part.key, { start: from - (offset - part.size), end: to - (offset - part.size) });
      if (!body) throw new Error(`stored part ${part.key} is missing`);
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) yield chunk;
    }
  }
  const iterator = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}
