// The style screens' forms and list query (/admin/style, /admin/style/seo, /admin/avatar). Field errors
// are keys of BackofficeStyles.errors.
import "server-only";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";
import { listQuery } from "@/lib/lists/query";

/** A public slug: lower-case letters and digits in words joined by single hyphens (/headshot-types/{slug}). */
export const STYLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
/** What a search result shows of a title and a description before cutting it. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 170;
export const SEO_BODY_MAX = 10_000;
export const NAME_MAX = 80;
export const GENDERS = ["FEMALE", "MALE", "UNISEX"] as const;

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const id = z.string().trim().min(1, "required").max(64);
const optionalName = z.preprocess(blank, z.string().trim().max(NAME_MAX, "nameTooLong").optional());

export const styleForm = z.object({
  /** Empty for a new style. */
  styleId: z.preprocess(blank, z.string().trim().max(64).optional()),
  slug: z.string().trim().toLowerCase().min(2, "slugFormat").max(SLUG_MAX, "slugFormat").regex(STYLE_SLUG, "slugFormat"),
  name: z.string().trim().min(1, "required").max(NAME_MAX, "nameTooLong"),
  nameDe: optionalName,
  nameEs: optionalName,
  backdropId: id,
  outfitId: id,
  gender: z.enum(GENDERS, { message: "gender" }),
  avatarId: z.preprocess(blank, z.string().trim().max(64).optional()),
  sortOrder: z.preprocess(blank, z.coerce.number({ message: "sortOrder" }).int("sortOrder").min(0, "sortOrder").max(100_000, "sortOrder").optional()),
  active: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});
export type StyleInput = z.output<typeof styleForm>;

export const styleIdForm = z.object({ styleId: id });
export const styleActiveForm = z.object({ styleId: id, active: z.enum(["true", "false"]).transform((v) => v === "true") });

export const seoForm = z.object({
  styleId: id,
  lang: z.enum(LOCALES),
  seoTitle: z.preprocess(blank, z.string().trim().max(SEO_TITLE_MAX, "seoTitleTooLong").optional()),
  seoDescription: z.preprocess(blank, z.string().trim().max(SEO_DESCRIPTION_MAX, "seoDescriptionTooLong").optional()),
  body: z.preprocess(blank, z.string().trim().max(SEO_BODY_MAX, "bodyTooLong").optional()),
});
export type SeoInput = z.output<typeof seoForm>;

const cropNumber = z.preprocess(blank, z.coerce.number({ message: "cropNumber" }).int("cropNumber").min(0, "cropNumber").max(100_000, "cropNumber").optional());
/** A square crop box in the upload's pixels (orientation applied); all empty = the centred largest square. */
export const cropFields = { x: cropNumber, y: cropNumber, size: cropNumber };
export const avatarForm = z.object({ name: z.string().trim().min(1, "required").max(NAME_MAX, "nameTooLong"), ...cropFields });
export const avatarRenameForm = z.object({ avatarId: id, name: z.string().trim().min(1, "required").max(NAME_MAX, "nameTooLong") });
export const avatarIdForm = z.object({ avatarId: id });

export const styleQuery = listQuery({
  sort: ["sortOrder", "slug", "createdAt"],
  defaultSort: "sortOrder",
  filters: {
    gender: z.enum(GENDERS).optional(),
    active: z.enum(["true", "false"]).optional(),
    backdrop: z.string().trim().min(1).max(64).optional(),
  },
});
export type StyleQuery = ReturnType<typeof styleQuery.parse>;

export const BACKDROP_KINDS = ["SOLID", "GRADIENT", "BLUR_OFFICE", "BOKEH", "BRAND"] as const;
const HEX = /^#[0-9a-f]{6}$/;
/** A backdrop: its slug (the same rules as a style's), names in three languages, kind, colours (hex, comma-separated), active. */
export const backdropForm = z
  .object({
    backdropId: z.preprocess(blank, z.string().trim().max(64).optional()),
    slug: z.string().trim().toLowerCase().min(2, "slugFormat").max(SLUG_MAX, "slugFormat").regex(STYLE_SLUG, "slugFormat"),
    name: z.string().trim().min(1, "required").max(NAME_MAX, "nameTooLong"),
    nameDe: optionalName,
    nameEs: optionalName,
    kind: z.enum(BACKDROP_KINDS, { message: "kind" }),
    colors: z.string().max(200).transform((v) => v.split(/[\s,]+/).map((c) => c.trim().toLowerCase()).filter(Boolean)).pipe(z.array(z.string().regex(HEX, "colors")).min(1, "colors").max(6, "colors")),
    active: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "SOLID" && v.colors.length < 2) ctx.addIssue({ code: "custom", path: ["colors"], message: "colorsTwo" });
  });
export type BackdropInput = z.output<typeof backdropForm>;
