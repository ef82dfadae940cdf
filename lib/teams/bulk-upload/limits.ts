// Bulk upload's numbers (market-behaviour B10): one zip = one person = one credit, 1-3 photos in it,
// up to 20 zips a batch. The caps keep a zip from costing more than it may: the upload is written to a
// temporary file no larger than maxZipBytes, and no entry is inflated past maxPhotoBytes (declared and
// counted) nor the zip's entries past maxTotalBytes together.
import "server-only";
import { DECODE_LIMITS } from "@/lib/engine/quality-config";

export type ZipLimits = {
  /** The uploaded zip itself (the temporary file stops growing here). */
  maxZipBytes: number;
  /** Entries in the central directory, junk (__MACOSX, .DS_Store, folders) included. */
  maxEntries: number;
  minPhotos: number;
  maxPhotos: number;
  /** One photo, declared in the directory and counted while it is inflated. */
  maxPhotoBytes: number;
  /** Every photo of the zip together, inflated. */
  maxTotalBytes: number;
};

const MB = 1024 * 1024;

export const ZIP_LIMITS: ZipLimits = {
  maxZipBytes: 60 * MB,
  maxEntries: 20,
  minPhotos: 1,
  maxPhotos: 3,
  maxPhotoBytes: Math.min(20 * MB, DECODE_LIMITS.maxBytes),
  maxTotalBytes: 60 * MB,
};

/** Zips in one batch (one batch = the looks picked once). */
export const MAX_ZIPS_PER_BATCH = 20;

/** Backdrops a batch picks. */
export const BATCH_BACKDROPS = 4;

export const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
