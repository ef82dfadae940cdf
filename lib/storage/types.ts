// The file-storage interface. Drivers: a local folder (embedded default, `.data/storage`, files served
// by the app through signed, expiring URLs) and any S3-compatible store (presigned URLs).
// Keys are relative POSIX paths such as "shoots/{shootId}/photos/{photoId}.jpg"; drivers refuse keys
// that are absolute, contain "..", backslashes, empty segments, segments starting with "." or characters
// outside [A-Za-z0-9._~-] (InvalidKeyError from lib/storage/keys.ts).
import "server-only";

export type PutOptions = { contentType: string; /** Cache-Control for served files. */ cacheControl?: string };

export type SignedUrlOptions = {
  /** Seconds the URL stays valid (default 15 minutes, at most 7 days). */
  expiresIn?: number;
  /** When set, the response asks the browser to download under this file name. */
  downloadName?: string;
};

export type FileInfo = { size: number; contentType: string; cacheControl?: string; lastModified?: Date };

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** Bytes and files under one top-level prefix ("shoots", "branding", …). */
export type PrefixUsage = { prefix: string; bytes: number; files: number };

export interface FileStorage {
  readonly driver: "local" | "s3";
  /** What the store holds, per top-level prefix (a full walk or listing: cache it, /admin/development does). */
  usage?(): Promise<PrefixUsage[]>;
  put(key: string, bytes: Buffer, options: PutOptions): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** A readable stream of the file (or of `range` of it) for downloads and zips, or null when missing. */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Size and content type, or null when missing. */
  stat(key: string): Promise<FileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every file under `prefix` (e.g. "shoots/abc/photos/"); returns how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /** A URL the browser can fetch without a session until it expires; never for a delivered file (DeliverableKeyError, lib/storage/deliverables.ts). */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
}
