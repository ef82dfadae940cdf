// Byte caps on streams: a Transform that passes bytes through until one more would pass the cap, and
// then fails at once (nothing past the cap is ever emitted), and the upload written to a temporary file
// through it. The zip reader inflates every entry through one, so a zip bomb stops at the first byte
// past the limit, whatever its directory claims.
import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Counts what passes; fails with `tooMuch()` as soon as more than `limit` bytes would pass. */
export class ByteCap extends Transform {
  seen = 0;
  constructor(
    private readonly limit: number,
    private readonly tooMuch: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.seen + chunk.length > this.limit) {
      this.seen = this.limit + 1;
      callback(this.tooMuch());
      return;
    }
    this.seen += chunk.length;
    callback(null, chunk);
  }
}

export type TempFile = { path: string; bytes: number; remove: () => Promise<void> };

/**
 * Writes `body` to a new temporary file, failing with `tooMuch()` (and removing it) as soon as it grows
 * past `limit` bytes. The caller removes the file (`remove`) when done, whatever happened.
 */
export async function writeCappedTempFile(body: ReadableStream<Uint8Array>, limit: number, tooMuch: () => Error): Promise<TempFile> {
  const dir = await mkdtemp(path.join(tmpdir(), "lumen-bulk-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "upload.zip");
  const cap = new ByteCap(limit, tooMuch);
  try {
    await pipeline(Readable.fromWeb(body as never), cap, createWriteStream(file, { flags: "wx", mode: 0o600 }));
    return { path: file, bytes: cap.seen, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
