// Local-folder driver: files under `dir`, content type in a sidecar under `dir/.meta/`, atomic writes
// (temporary file in `dir/.tmp/` then rename), served by app/api/files/[...key] through signed URLs.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { contentTypeForKey } from "./content-type";
import { assertSignable } from "./deliverables";
import { assertValidKey, assertValidPrefix } from "./keys";
import { buildSignedUrl, deriveUrlKey } from "./signing";
import type { ByteRange, FileInfo, FileStorage, PrefixUsage, PutOptions, SignedUrlOptions } from "./types";

type Meta = { contentType: string; cacheControl?: string };

/** How often a write makes its folders again when a concurrent delete removed them (writeAtomic). */
const FOLDER_RACE_ATTEMPTS = 8;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

export type LocalStorageOptions = {
  /** Signs file URLs; a key is derived from it (AUTH_SECRET in the app). */
  secret: string;
  /** Prefix for signed URLs, e.g. "https://lumen.example" (default: relative "/api/files/…"). */
  baseUrl?: string;
};

export function createLocalStorage(dir: string, opts: LocalStorageOptions): FileStorage {
  if (!opts?.secret) throw new Error("createLocalStorage needs a secret to sign file URLs");
  const root = path.resolve(dir);
  const metaRoot = path.join(root, ".meta");
  const tmpRoot = path.join(root, ".tmp");
  const urlKey = deriveUrlKey(opts.secret);

  function fileOf(key: string): string {
    assertValidKey(key);
    const full = path.join(root, ...key.split("/"));
    // Belt and braces: assertValidKey already refuses anything that could leave `root`.
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the storage folder: ${key}`);
    return full;
  }
  const metaOf = (key: string) => path.join(metaRoot, ...key.split("/")) + ".json";

  // A delete elsewhere under the same parents removes the folders it empties (removeEmptyParents), so a
  // folder this write has just made can vanish before the rename, or between mkdir's "exists" and its
  // check that it is a folder (Node then reports ENOTDIR). Both are retried: the folders are made again.
  async function writeAtomic(target: string, data: Buffer | string): Promise<void> {
    await fs.mkdir(tmpRoot, { recursive: true });
    const tmp = path.join(tmpRoot, `${randomBytes(12).toString("hex")}.tmp`);
    try {
      await fs.writeFile(tmp, data);
      for (let attempt = 1; ; attempt++) {
        try {
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.rename(tmp, target);
          return;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (attempt >= FOLDER_RACE_ATTEMPTS || (code !== "ENOENT" && code !== "ENOTDIR")) throw error;
        }
      }
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  async function readMeta(key: string): Promise<Meta | null> {
    try {
      const parsed = JSON.parse(await fs.readFile(metaOf(key), "utf8")) as Meta;
      return typeof parsed?.contentType === "string" ? parsed : null;
    } catch {
      return null;
    }
  }

  async function countFiles(folder: string): Promise<number> {
    try {
      const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).length;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  async function removeEmptyParents(from: string, stopAt: string): Promise<void> {
    let current = path.dirname(from);
    while (current.startsWith(stopAt + path.sep)) {
      try {
        await fs.rmdir(current);
      } catch {
        return; // not empty (or gone): stop climbing
      }
      current = path.dirname(current);
    }
  }

  const storage: FileStorage = {
    driver: "local",

    async usage(): Promise<PrefixUsage[]> {
      const byPrefix = new Map<string, PrefixUsage>();
      let entries: import("node:fs").Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      for (const e of entries) {
        if (!e.isFile()) continue;
        const full = path.join(e.parentPath, e.name);
        const top = path.relative(root, full).split(path.sep)[0]!;
        // The sidecars and half-written files are the driver's own, not stored files.
        if (top.startsWith(".") || top === path.relative(root, full)) continue;
        const size = await fs.stat(full).then((s) => s.size, () => 0);
        const u = byPrefix.get(top) ?? { prefix: top, bytes: 0, files: 0 };
        u.bytes += size;
        u.files += 1;
        byPrefix.set(top, u);
      }
      return [...byPrefix.values()].sort((a, b) => a.prefix.localeCompare(b.prefix));
    },

    async put(key: string, bytes: Buffer, options: PutOptions): Promise<void> {
      const file = fileOf(key);
      await writeAtomic(file, bytes);
      const meta: Meta = { contentType: options.contentType, ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}) };
      await writeAtomic(metaOf(key), JSON.stringify(meta));
    },

    async get(key: string): Promise<Buffer | null> {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle and closes it when done or cancelled; the file may be deleted
      // meanwhile and the open handle still reads it whole.
      const nodeStream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
    },

    async stat(key: string): Promise<FileInfo | null> {
      try {
        const st = await fs.stat(fileOf(key));
        if (!st.isFile()) return null;
        const meta = await readMeta(key);
        return {
          size: st.size,
          contentType: meta?.contentType ?? contentTypeForKey(key),
          ...(meta?.cacheControl ? { cacheControl: meta.cacheControl } : {}),
          lastModified: st.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key: string): Promise<boolean> {
      return (await storage.stat(key)) !== null;
    },

    async delete(key: string): Promise<void> {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaOf(key), { force: true });
      await removeEmptyParents(file, root);
      await removeEmptyParents(metaOf(key), metaRoot);
    },

    async deletePrefix(prefix: string): Promise<number> {
      assertValidPrefix(prefix);
      const folder = fileOf(prefix.slice(0, -1));
      const metaFolder = path.join(metaRoot, ...prefix.slice(0, -1).split("/"));
      const count = await countFiles(folder);
      await fs.rm(folder, { recursive: true, force: true });
      await fs.rm(metaFolder, { recursive: true, force: true });
      await removeEmptyParents(folder, root);
      await removeEmptyParents(metaFolder, metaRoot);
      return count;
    },

    async signedUrl(key: string, options?: SignedUrlOptions): Promise<string> {
      assertSignable(assertValidKey(key));
      return buildSignedUrl(urlKey, key, { ...options, baseUrl: opts.baseUrl });
    },
  };
  return storage;
}
