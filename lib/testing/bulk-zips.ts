// Zips for the bulk-upload tests, made with archiver (as a person's zip tool would make them), and the
// byte patches that make hostile ones no honest tool writes: a name that climbs out of its folder, a
// directory that lies about an entry's size.
import { ZipArchive } from "archiver";

export type ZipInput = { name: string; data: Buffer; store?: boolean };

/** A zip of `entries` (deflated unless `store`). */
export function makeZip(entries: ZipInput[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = new ZipArchive({ zlib: { level: 9 } });
    const chunks: Buffer[] = [];
    archive.on("data", (c: Buffer) => chunks.push(c));
    archive.on("end", () => resolve(Buffer.concat(chunks)));
    archive.on("error", reject);
    for (const e of entries) archive.append(e.data, { name: e.name, store: e.store ?? false });
    void archive.finalize();
  });
}

/** Replaces every occurrence of an entry name with another of the same length (local and central headers). */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  const a = Buffer.from(from, "utf8");
  const b = Buffer.from(to, "utf8");
  if (a.length !== b.length) throw new Error("renameEntry: the names must have the same length");
  const out = Buffer.from(zip);
  for (let at = out.indexOf(a); at >= 0; at = out.indexOf(a, at + 1)) b.copy(out, at);
  return out;
}

/** Sets the uncompressed size the central directory declares for `name` (a lie about the entry's size). */
export function patchDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = out.readUInt16LE(eocd + 10);
  let at = out.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    const nameLength = out.readUInt16LE(at + 28);
    const entry = out.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (entry === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  throw new Error(`patchDeclaredSize: no entry ${name}`);
}

/** `megabytes` of zeros named like a photo: deflates to a few kilobytes, the shape of a zip bomb. */
export const zeros = (megabytes: number) => Buffer.alloc(Math.round(megabytes * 1024 * 1024));
