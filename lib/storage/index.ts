// File storage: one process-wide driver chosen from the environment (S3 when S3_BUCKET is set, else
// the local folder STORAGE_DIR). Import `getStorage()` from server code only.
import "server-only";
import { env } from "@/lib/env";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

export type { ByteRange, FileInfo, FileStorage, PrefixUsage, PutOptions, SignedUrlOptions } from "./types";
export { InvalidKeyError, assertValidKey } from "./keys";
export { createLocalStorage, type LocalStorageOptions } from "./local";
export { createS3Storage, S3StorageError, type S3StorageOptions } from "./s3";

let instance: FileStorage | undefined;

/** The process-wide storage driver (created on first use from env). */
export function getStorage(): FileStorage {
  if (instance) return instance;
  if (env.S3_BUCKET) {
    instance = createS3Storage({
      endpoint: env.S3_ENDPOINT!,
      region: env.S3_REGION!,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
    });
  } else {
    // Relative URLs (/api/files/…): the browser resolves them against the page it is on.
    instance = createLocalStorage(env.STORAGE_DIR, { secret: env.AUTH_SECRET });
  }
  return instance;
}

/** Tests only: replace (or with no argument, reset) the process-wide driver. */
export function setStorageForTests(storage?: FileStorage): void {
  instance = storage;
}
