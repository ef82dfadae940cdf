// What an edit in the studio can ask for, and the JSON the studio routes answer with. Plain data and
// zod with no server imports: the editor's sidebar offers exactly what the routes accept.
import { z } from "zod";
import type { DownloadFormat } from "@/lib/results/options";

/** How much closer to frame the photo: "keep" leaves the head size as it is. */
export const EDIT_FRAMINGS = ["keep", "closer", "closest"] as const;
export type EditFraming = (typeof EDIT_FRAMINGS)[number];
export const FRAMING_ZOOM: Record<EditFraming, number> = { keep: 1, closer: 1.15, closest: 1.3 };

/** The long edge of the edited photo (square unless a photo template gives another shape). */
export const EDIT_SIZES = ["1024", "2048", "print"] as const;
export type EditSize = (typeof EDIT_SIZES)[number];
export const SIZE_PX: Record<EditSize, number> = { "1024": 1024, "2048": 2048, print: 4096 };

/** What a package delivers (Package.outputSize and, for print-ready packages, Package.printSize), in px. */
export type PackageOutput = { outputSize: number; printSize: number | null };

/**
 * The sizes an edit of a shoot of this package may have: each up to the largest image the package
 * delivers (its print size when it has one), and always the smallest, so every shoot can be edited.
 * Starter (1024 px) gets 1024, Professional (2048 px) 1024 and 2048, Executive (4096 px print) all three.
 */
export function editSizesFor(pkg: PackageOutput): EditSize[] {
  const largest = Math.max(pkg.outputSize, pkg.printSize ?? 0);
  return EDIT_SIZES.filter((size, i) => i === 0 || SIZE_PX[size] <= largest);
}

/** The sizes the editor offers for one shoot, its package's name, and for each size left out the first package that has it. */
export type EditorSizes = {
  included: EditSize[];
  packageName: string;
  more: { size: EditSize; packageName: string }[];
};

/** Encodings: standard and high JPEG, or lossless PNG. */
export const EDIT_QUALITIES = ["standard", "high", "lossless"] as const;
export type EditQuality = (typeof EDIT_QUALITIES)[number];
export const QUALITY_ENCODING = {
  standard: { format: "jpeg", quality: 85 },
  high: { format: "jpeg", quality: 95 },
  lossless: { format: "png" },
} as const satisfies Record<EditQuality, { format: "jpeg"; quality: number } | { format: "png" }>;

export const GLASSES_CHOICES = ["add", "remove"] as const;
export type GlassesChoice = (typeof GLASSES_CHOICES)[number];

/**
 * The options that change the person, each needing the engine capability of the same name. The
 * others (backdrop, photo template, framing, size, quality) are re-rendered by lib/engine/edit.ts and
 * work with every engine.
 */
export const GENERATIVE_OPTIONS = ["emotion", "glasses", "hairstyle", "outfit"] as const;
export type GenerativeOption = (typeof GENERATIVE_OPTIONS)[number];

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

/** One edit as the editor sends it: catalogue slugs, or null for "leave as it is". */
export const editOptionsSchema = z
  .object({
    backdrop: slug.nullable().default(null),
    photoTemplate: slug.nullable().default(null),
    framing: z.enum(EDIT_FRAMINGS).default("keep"),
    size: z.enum(EDIT_SIZES).default("1024"),
    quality: z.enum(EDIT_QUALITIES).default("high"),
    emotion: slug.nullable().default(null),
    glasses: z.enum(GLASSES_CHOICES).nullable().default(null),
    hairstyle: slug.nullable().default(null),
    outfit: slug.nullable().default(null),
  })
  .strict();

export type EditOptions = z.infer<typeof editOptionsSchema>;
export type EditOptionsInput = z.input<typeof editOptionsSchema>;

/** The generative options an edit asks for. */
export function generativeOptionsOf(options: EditOptions): GenerativeOption[] {
  return GENERATIVE_OPTIONS.filter((o) => options[o] !== null);
}

/** POST /api/studio/edits. The key is made by the editor once per Apply: a double click books once. */
export const editRequestSchema = z
  .object({
    resultId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    options: editOptionsSchema,
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  })
  .strict();

/** Where a person buys edit credits (on a shoot's page). */
export const buyCreditsPath = (shootId: string) => `/app/results/${encodeURIComponent(shootId)}/buy-credits`;

/** Why an option is greyed out: the engine capability's reason (lib/engine/registry.ts). */
export type UnavailableReason = "needsGenerativeEngine" | "notInWorkflow" | "notOfferedByModel";

export type OptionAvailability = { option: GenerativeOption; available: boolean; reason: UnavailableReason | null };

export const EDIT_JOB_STATES = ["pending", "running", "done", "failed"] as const;
export type EditJobState = (typeof EDIT_JOB_STATES)[number];

/** An edit as the editor follows it (GET /api/studio/edits/{id}, and in the result's view). */
export type EditJobView = {
  id: string;
  resultId: string;
  state: EditJobState;
  creditsSpent: number;
  /** The new version once done. */
  outputResultId: string | null;
  /** When failed: what the person is told (the credit was given back). */
  error: { code: string; message: string } | null;
  createdAt: string;
};

/** One version of a headshot: the original (version 1) or an edit. */
export type VersionView = {
  id: string;
  version: number;
  /** The edit's options (null for the original). */
  options: EditOptions | null;
  width: number;
  height: number;
  thumbUrl: string;
  /** The version's preview (800 px WebP, lib/shoots/preview.ts), never its delivered file: that is downloadUrl. */
  imageUrl: string;
  /** The delivered file, in the format it was made in (a lossless edit is a PNG). */
  downloadUrl: string;
  format: DownloadFormat;
  createdAt: string;
};

/** GET /api/studio/results/{id}: every version of the headshot, the edits under way, the balance. */
export type StudioResultView = {
  rootId: string;
  shootId: string;
  versions: VersionView[];
  /** Edits not settled yet, and the ones settled in the last hour (the editor shows the new version, or why it failed). */
  jobs: EditJobView[];
  credits: number;
  cost: number;
};
