// The profile-picture maker's contract between its page (a client island, browser-safe) and its API
// (/api/tools/pfp/*): the options a visitor has, how they travel in the picture's address, and the
// shapes the API answers with. No server imports here: the island imports it.
import { z } from "zod";
import { PROFILE_SHAPES, type ProfileShape } from "@/lib/images/profile-shape";

export { PROFILE_SHAPES };
export type { ProfileShape };

/** The PNG's side, in px: a preview, a profile picture, a large one. */
export const PFP_SIZES = [400, 800, 1024] as const;
export type PfpSize = (typeof PFP_SIZES)[number];

export const PFP_LIMITS = {
  /** The largest photo the upload accepts, in bytes. */
  maxPhotoBytes: 15 * 1024 * 1024,
  /** How long the cut-out is kept. */
  keepHours: 24,
  /** The ring's width as a share of the side, in percent. */
  maxRingWidth: 12,
  minZoom: 1,
  maxZoom: 2,
  /** The gradient's angle, in degrees (0 = bottom to top, 90 = left to right, as CSS). */
  maxAngle: 360,
} as const;

const HEX = /^#?[0-9a-fA-F]{6}$/;
const hex = z.string().regex(HEX).transform((v) => `#${v.replace("#", "").toUpperCase()}`);

export type PfpBackground =
  | { kind: "solid"; color: string }
  | { kind: "gradient"; from: string; to: string; angle: number }
  | { kind: "none" };

/** `solid:<hex>`, `gradient:<hex>,<hex>,<angle>` or `none`; colours with or without the `#`. */
const background = z.string().transform((raw, ctx): PfpBackground => {
  const [kind, rest = ""] = raw.split(/:(.*)/s, 2) as [string, string | undefined];
  if (kind === "none" && rest === "") return { kind: "none" };
  if (kind === "solid" && HEX.test(rest)) return { kind: "solid", color: hex.parse(rest) };
  if (kind === "gradient") {
    const [from, to, angle, extra] = rest.split(",");
    const a = Number(angle);
    if (extra === undefined && HEX.test(from ?? "") && HEX.test(to ?? "") && angle !== "" && Number.isFinite(a) && a >= 0 && a <= PFP_LIMITS.maxAngle) {
      return { kind: "gradient", from: hex.parse(from), to: hex.parse(to), angle: Math.round(a) };
    }
  }
  ctx.addIssue({ code: "custom", message: "background" });
  return z.NEVER;
});

/**
 * A number in a query, strictly: "" and "abc" are refused, not read as 0. Kept to two decimals, so
 * endless variations of one picture (each a render on the server) are not distinct addresses.
 */
const num = (min: number, max: number) =>
  z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform((v) => Math.round(Number(v) * 100) / 100).pipe(z.number().min(min).max(max));

/** The picture's query (GET /api/tools/pfp/{id}/png): every option has a default, a bad value is a 400. */
export const pfpQuerySchema = z.object({
  size: z.enum(PFP_SIZES.map(String) as [string, ...string[]]).default("400").transform((v) => Number(v) as PfpSize),
  shape: z.enum(PROFILE_SHAPES).default("circle"),
  ring: hex.default("#FFFFFF"),
  ringWidth: num(0, PFP_LIMITS.maxRingWidth).default(0),
  bg: background.default({ kind: "none" }),
  zoom: num(PFP_LIMITS.minZoom, PFP_LIMITS.maxZoom).default(1),
  x: num(-1, 1).default(0),
  y: num(-1, 1).default(0),
  download: z.enum(["0", "1"]).default("0").transform((v) => v === "1"),
});
export type PfpQuery = z.output<typeof pfpQuerySchema>;

/** The visitor's choices, as the island keeps them (and saves them for a reload). */
export type PfpOptions = {
  shape: ProfileShape;
  ring: string;
  ringWidth: number;
  background: "solid" | "gradient" | "none";
  color: string;
  gradientFrom: string;
  gradientTo: string;
  angle: number;
  zoom: number;
  x: number;
  y: number;
};

export const DEFAULT_PFP_OPTIONS: PfpOptions = {
  shape: "circle",
  ring: "#2563EB",
  ringWidth: 0,
  background: "solid",
  color: "#E8EEF5",
  gradientFrom: "#6366F1",
  gradientTo: "#EC4899",
  angle: 135,
  zoom: 1,
  x: 0,
  y: 0,
};

/** The `bg` parameter of `options`. */
export function backgroundParam(options: PfpOptions): string {
  const bare = (c: string) => c.replace("#", "");
  if (options.background === "none") return "none";
  if (options.background === "gradient") return `gradient:${bare(options.gradientFrom)},${bare(options.gradientTo)},${Math.round(options.angle)}`;
  return `solid:${bare(options.color)}`;
}

/** Rounds a number for the address: the same look is always the same URL (and the same cached image). */
const fixed = (v: number, digits: number) => String(Number(v.toFixed(digits)));

export const PFP_API = {
  /** POST multipart (`photo`, `consent=1`, `recaptchaToken?`): 201 PfpRun, 422 PfpPhotoRefusal, 429 LIMIT_REACHED, 413 FILE_TOO_LARGE. */
  create: "/api/tools/pfp",
  /** GET: the PNG of the visitor's own cut-out with `options` at `size` (another visitor's id is a 404). */
  png: (id: string, options: PfpOptions, size: PfpSize, download = false): string => {
    const q = new URLSearchParams({
      size: String(size),
      shape: options.shape,
      ring: options.ring.replace("#", ""),
      ringWidth: fixed(options.ringWidth, 1),
      bg: backgroundParam(options),
      zoom: fixed(options.zoom, 2),
      x: fixed(options.x, 2),
      y: fixed(options.y, 2),
    });
    if (download) q.set("download", "1");
    return `/api/tools/pfp/${encodeURIComponent(id)}/png?${q.toString()}`;
  },
} as const;

/** POST /api/tools/pfp's answer. */
export type PfpRun = { id: string; expiresAt: string };

/** A refused photo (422 PHOTO_REFUSED): each reason's code and its message in the caller's language. */
export type PfpPhotoRefusal = { error: { code: "PHOTO_REFUSED"; message: string; reasons: { code: string; message: string }[] } };
