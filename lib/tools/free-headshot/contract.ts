// The free headshot generator's contract between its pages (client islands, browser-safe) and its
// API (/api/tools/free-headshots/*): the choices a visitor has, and the shapes the API answers with.
// No server imports here: the steps' islands import it.

/** The small free set of backdrops (ids of the studio engine's built-in styles). */
export const FREE_BACKDROPS = ["studio-grey", "light-grey", "navy", "warm-beige", "blurred-office"] as const;
export type FreeBackdrop = (typeof FREE_BACKDROPS)[number];

/** Framing: the engine's head-and-shoulders crop, or a closer one. */
export const FREE_FRAMINGS = ["classic", "close"] as const;
export type FreeFraming = (typeof FREE_FRAMINGS)[number];

export const FREE_GENDERS = ["female", "male", "unspecified"] as const;
export type FreeGender = (typeof FREE_GENDERS)[number];

/** The result's long edge, in px (a visible watermark on it). */
export const FREE_RESULT_EDGE = 1024;
/** How long a free headshot (its photo and its result) is kept. */
export const FREE_KEEP_HOURS = 24;
/** The largest photo the start step accepts, in bytes. */
export const FREE_MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type FreeHeadshotStatus = "DRAFT" | "QUEUED" | "RUNNING" | "DONE" | "FAILED";

/** GET /api/tools/free-headshots/{id} (and the answers of the POSTs). */
export type FreeHeadshotView = {
  id: string;
  status: FreeHeadshotStatus;
  gender: FreeGender | null;
  backdrop: FreeBackdrop | null;
  framing: FreeFraming | null;
  /** The watermarked result's address (DONE only); add `?download=1` for an attachment. */
  imageUrl: string | null;
  /** ISO time when the photo and the result are deleted. */
  expiresAt: string;
};

/** A refused photo (422 PHOTO_REFUSED): each reason's code and its message in the caller's language. */
export type FreePhotoRefusal = { error: "PHOTO_REFUSED"; message: string; reasons: { code: string; message: string }[] };

export const FREE_HEADSHOT_API = {
  /** POST multipart (`photo`, `consent=1`): runs the quality gate, 201 FreeHeadshotView (DRAFT) or 422 FreePhotoRefusal. */
  create: "/api/tools/free-headshots",
  /** GET: the visitor's own free headshot (another visitor's id is a 404). */
  one: (id: string) => `/api/tools/free-headshots/${encodeURIComponent(id)}`,
  /** POST JSON `{ gender, backdrop, framing, recaptchaToken? }`: counts against the day's limit and queues it; 202 FreeHeadshotView or 429 LIMIT_REACHED. */
  submit: (id: string) => `/api/tools/free-headshots/${encodeURIComponent(id)}/submit`,
  /** GET: the watermarked JPEG (DONE only). */
  image: (id: string) => `/api/tools/free-headshots/${encodeURIComponent(id)}/image`,
} as const;
