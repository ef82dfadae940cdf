// What a person can do with a finished headshot: the marks (like / love / none, one favourite per
// shoot), the download sizes and formats, and what a zip holds. Plain data with no server imports:
// the gallery's menus read the same lists the routes validate against.

export const LIKED_STATUSES = ["NONE", "LIKED", "LOVED"] as const;
export type LikedMark = (typeof LIKED_STATUSES)[number];

/** "Liked" in the gallery's filter and in its zip: liked or loved. */
export const isLiked = (status: LikedMark): boolean => status === "LIKED" || status === "LOVED";

export type PhotoMarks = { likedStatus: LikedMark; isFavorite: boolean };

/** The gallery's filters: every photo, the liked and loved ones, the one favourite (the star). */
export const MARK_FILTERS = ["all", "liked", "favorite"] as const;
export type MarkFilter = (typeof MARK_FILTERS)[number];

/** Whether a photo with `marks` is shown under `filter`; a zip of that filter holds exactly these photos. */
export function matchesMarks(filter: MarkFilter, marks: PhotoMarks): boolean {
  if (filter === "all") return true;
  return filter === "liked" ? isLiked(marks.likedStatus) : marks.isFavorite;
}

export const DOWNLOAD_FORMATS = ["jpg", "png"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const CONTENT_TYPES: Record<DownloadFormat, string> = { jpg: "image/jpeg", png: "image/png" };

/**
 * The sizes offered for one photo. `source` is the stored file it is made from: "original" is the
 * largest stored square (the print file when the package has one, else the main file) as it is;
 * the others are resized (enlarged when the stored file is smaller) to exactly `width` × `height`.
 * `record` is the value kept in Download.size (prisma/schema.prisma lists them).
 */
export const DOWNLOAD_SIZES = {
  original: { source: "original", width: null, height: null, record: "original" },
  square1024: { source: "original", width: 1024, height: 1024, record: "1024" },
  linkedin400: { source: "main", width: 400, height: 400, record: "linkedin-400" },
  portrait1080x1350: { source: "portrait", width: 1080, height: 1350, record: "portrait-1080x1350" },
} as const satisfies Record<string, { source: "original" | "main" | "portrait"; width: number | null; height: number | null; record: string }>;

export type DownloadSize = keyof typeof DOWNLOAD_SIZES;
export const DOWNLOAD_SIZE_NAMES = Object.keys(DOWNLOAD_SIZES) as DownloadSize[];

/** "lumen-headshot-7-square1024.png"; edited versions add "-v2" after the number. */
export function downloadFileName(number: number, size: DownloadSize, format: DownloadFormat, version = 1): string {
  return `lumen-headshot-${number}${version > 1 ? `-v${version}` : ""}-${size}.${format}`;
}

/**
 * The photos a zip holds, each what one of the gallery's filters shows (matchesMarks): the liked and
 * loved ones ("liked"), or all of them. Also Download.size of its rows.
 */
export const ZIP_SELECTIONS = ["liked", "all"] as const satisfies readonly MarkFilter[];
export type ZipSelection = (typeof ZIP_SELECTIONS)[number];

/** The zip's file, named for what it holds: lumen-headshots-liked-and-loved.zip, lumen-headshots-all.zip. */
export const zipFileName = (selection: ZipSelection): string => `lumen-headshots-${selection === "liked" ? "liked-and-loved" : "all"}.zip`;

/** Where a zip is: waiting for a worker, being packed, ready to download, failed, or gone (kept ZIP_LIFETIME_HOURS). */
export const ZIP_STATES = ["queued", "running", "ready", "failed", "expired"] as const;
export type ZipState = (typeof ZIP_STATES)[number];

export const ZIP_LIFETIME_HOURS = 24;

/** The JSON of the zip status route (GET /api/results/zips/{id}), also returned when a zip is started. */
export type ZipStatus = {
  id: string;
  selection: ZipSelection;
  state: ZipState;
  /** Photos packed so far, of `total`. */
  done: number;
  total: number;
  /** When ready: the file's bytes, name and address (the owner's session opens it), and when it goes. */
  size?: number;
  fileName?: string;
  downloadUrl?: string;
  expiresAt?: string;
  /** When failed or expired: what the person is told. */
  error?: { code: string; message: string };
};

/** The JSON of PATCH /api/results/{id}: the result's marks after the change and the shoot's favourite. */
export type MarksResponse = { id: string; likedStatus: LikedMark; isFavorite: boolean; favoriteId: string | null };
