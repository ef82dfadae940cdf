// The catalogue editor's forms (/admin/clothing, /admin/wardrobe, /admin/emotions, /admin/hairstyles,
// /admin/studio/phototemplate): one form per resource, each the common part (slug, the name in every
// language, the order) plus the resource's own fields, told apart by the hidden `resource` field. Field
// errors are keys of BackofficeWardrobe.errors. Also the lists' URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const CATALOGUE_RESOURCES = ["outfit", "wardrobeGroup", "emotion", "hairstyle", "photoTemplate"] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];

/** The screen of each resource. */
export const RESOURCE_PATHS: Record<CatalogueResource, string> = {
  outfit: "/admin/clothing",
  wardrobeGroup: "/admin/wardrobe",
  emotion: "/admin/emotions",
  hairstyle: "/admin/hairstyles",
  photoTemplate: "/admin/studio/phototemplate",
};

/** The studio's slugs (lib/studio/options.ts editOptionsSchema): lower-case letters, digits and dashes. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 300;
/** What a generative engine gets as an expression or a hairstyle: a phrase, not a prompt of its own. */
export const PROMPT_MAX = 200;
export const SORT_MAX = 100_000;
export const MAX_COLORS = 6;
export const GENDERS = ["FEMALE", "MALE", "UNISEX"] as const;
export const TEMPLATE_SHAPES = ["square", "rect", "circle"] as const;

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** No control characters (a line break in a prompt fragment would start a prompt of its own). */
const PRINTABLE = /^[^\p{Cc}\p{Cf}]*$/u;

const name = z.string({ message: "nameRequired" }).trim().min(1, "nameRequired").max(NAME_MAX, "nameTooLong").regex(PRINTABLE, "nameFormat");
const optionalText = (max: number, tooLong: string) => z.preprocess(blank, z.string().trim().max(max, tooLong).regex(PRINTABLE, "textFormat").optional());
const wholeNumber = (min: number, max: number, message: string) =>
  z.string({ message }).trim().regex(/^\d{1,6}$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));

const common = {
  /** Empty: a new entry. */
  id: z.preprocess(blank, z.string().trim().max(64).optional()),
  /** Only read for a new entry: a slug never changes (edits and styles name entries by it). */
  slug: z.preprocess(blank, z.string().trim().toLowerCase().regex(SLUG, "slugFormat").optional()),
  nameEn: name,
  nameDe: name,
  nameEs: name,
  sortOrder: z.preprocess((v) => blank(v) ?? "0", wholeNumber(0, SORT_MAX, "sortOrderRange")),
};

const gender = z.enum(GENDERS, { message: "gender" });
const prompt = optionalText(PROMPT_MAX, "promptTooLong");

/** "#1f2a44, #fff" → ["#1F2A44", "#FFFFFF"]: main colour first. */
function readColors(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean).map((c) => {
    const hex = c.replace(/^#/, "").toUpperCase();
    return /^[0-9A-F]{3}$/.test(hex) ? `#${[...hex].map((d) => d + d).join("")}` : `#${hex}`;
  });
}

const colors = z.string().max(200, "colorsFormat").transform(readColors)
  .pipe(z.array(z.string().regex(/^#[0-9A-F]{6}$/, "colorsFormat")).min(1, "colorsRequired").max(MAX_COLORS, "tooManyColors"));

/**
 * A preview picture: a path on this site (the public pages draw it with next/image, which refuses hosts
 * it is not configured for, and the CSP allows only our own images).
 */
const previewUrl = z.preprocess(blank, z.string().trim().max(300, "previewUrlFormat").regex(/^\/(?!\/)[A-Za-z0-9/_.-]+$/, "previewUrlFormat").optional());

const headRatio = z.preprocess(blank, z.string().trim().regex(/^0?\.\d{1,3}$/, "headRatioRange").transform(Number).pipe(z.number().min(0.1, "headRatioRange").max(0.9, "headRatioRange")).optional());

const resource = <R extends CatalogueResource, S extends z.ZodRawShape>(r: R, shape: S) => z.object({ resource: z.literal(r), ...common, ...shape });

export const entryForm = z.discriminatedUnion("resource", [
  resource("outfit", { gender, colors, previewUrl, groupId: z.preprocess(blank, z.string().trim().max(64).optional()) }),
  resource("wardrobeGroup", {}),
  resource("emotion", { prompt }),
  resource("hairstyle", { gender, prompt }),
  resource("photoTemplate", {
    descriptionEn: optionalText(DESCRIPTION_MAX, "descriptionTooLong"),
    descriptionDe: optionalText(DESCRIPTION_MAX, "descriptionTooLong"),
    descriptionEs: optionalText(DESCRIPTION_MAX, "descriptionTooLong"),
    width: wholeNumber(64, 8192, "sizeRange"),
    height: wholeNumber(64, 8192, "sizeRange"),
    headRatio,
    shape: z.enum(TEMPLATE_SHAPES, { message: "shape" }),
  }),
]);
export type EntryInput = z.output<typeof entryForm>;

export const entryActiveForm = z.object({
  resource: z.enum(CATALOGUE_RESOURCES),
  id: z.string().trim().min(1).max(64),
  active: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/** Puts an outfit in a wardrobe group, or (an empty group) takes it out of its group. */
export const outfitGroupForm = z.object({
  outfitId: z.string({ message: "outfitRequired" }).trim().min(1, "outfitRequired").max(64),
  groupId: z.preprocess(blank, z.string().trim().max(64).optional()),
});

export const ENTRY_STATES = ["active", "inactive"] as const;

export const entryQuery = listQuery({
  sort: ["sortOrder", "name", "slug", "createdAt"],
  defaultSort: "sortOrder",
  filters: { state: z.enum(ENTRY_STATES).optional() },
});
export type EntryQuery = ReturnType<typeof entryQuery.parse>;

/**
 * The resource's own form fields, in order, as the screen draws them (labels from
 * BackofficeWardrobe.fields.<name>). "group" is the wardrobe group select, filled by the page.
 */
export type OwnField =
  | { name: string; kind: "text"; maxLength: number; required?: boolean; hint?: boolean }
  | { name: string; kind: "textarea"; maxLength: number }
  | { name: string; kind: "number"; min: number; max: number; step: number; required?: boolean; hint?: boolean }
  | { name: string; kind: "select"; options: readonly string[] }
  | { name: "groupId"; kind: "group" };

const promptField = { name: "prompt", kind: "textarea", maxLength: PROMPT_MAX } as const;
const describe = (lang: "En" | "De" | "Es") => ({ name: `description${lang}`, kind: "textarea", maxLength: DESCRIPTION_MAX }) as const;

export const OWN_FIELDS: Record<CatalogueResource, readonly OwnField[]> = {
  outfit: [
    { name: "gender", kind: "select", options: GENDERS },
    { name: "colors", kind: "text", maxLength: 200, required: true, hint: true },
    { name: "previewUrl", kind: "text", maxLength: 300, hint: true },
    { name: "groupId", kind: "group" },
  ],
  wardrobeGroup: [],
  emotion: [promptField],
  hairstyle: [{ name: "gender", kind: "select", options: GENDERS }, promptField],
  photoTemplate: [
    describe("En"), describe("De"), describe("Es"),
    { name: "width", kind: "number", min: 64, max: 8192, step: 1, required: true },
    { name: "height", kind: "number", min: 64, max: 8192, step: 1, required: true },
    { name: "headRatio", kind: "number", min: 0.1, max: 0.9, step: 0.01, hint: true },
    { name: "shape", kind: "select", options: TEMPLATE_SHAPES },
  ],
};
