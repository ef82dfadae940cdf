// The blog and changelog editors' forms and lists (/admin/blog, /admin/changelog). Field errors are
// keys of BackofficeContent.errors. A slug is lower-case words joined by hyphens and unique across
// every language (one BlogPost.slug index, one ChangelogEntry.slug index: /de/blog/<english-slug>
// finds the English post by its slug alone and redirects to the German version, so a slug must name
// one post whatever the language).
import "server-only";
import { z } from "zod";
import { isReservedBlogSlug, SLUG_MAX, SLUG_PATTERN } from "@/lib/blog/text";
import { LOCALES } from "@/lib/i18n/config";
import { listQuery } from "@/lib/lists/query";

/** What the editor offers: a draft, a post published at a later time, or published now. */
export const EDITOR_STATUSES = ["draft", "scheduled", "published"] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const text = (max: number) => z.string({ message: "required" }).trim().min(1, "required").max(max, "tooLong");
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max, "tooLong").optional()).transform((v) => v ?? null);
const id = z.preprocess(blank, z.string().trim().max(64).optional());

/** A `datetime-local` value read as UTC ("2026-12-01T09:30"), or null. */
export function utcDateTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)));
  return d.getUTCDate() === Number(m[3]) && d.getUTCHours() === Number(m[4]) ? d : null;
}

export const slugField = z
  .string({ message: "required" })
  .trim()
  .min(1, "required")
  .max(SLUG_MAX, "tooLong")
  .regex(SLUG_PATTERN, "slugFormat");

/** The fields both editors share: which row, its revision (two admins at once), language, slug, status. */
const common = {
  id,
  /** The row's updatedAt as the form was rendered: a save over someone else's newer one is a CONFLICT. */
  revision: id,
  /** Set when the row is another language's version of `sourceId`. */
  sourceId: id,
  /** The row's language ("locale" is the form's own field: the admin's language, for the messages). */
  language: z.enum(LOCALES, { message: "language" }),
  title: text(200),
  slug: slugField,
  status: z.enum(EDITOR_STATUSES, { message: "status" }),
  publishAt: z.preprocess(blank, z.string().max(25).optional()),
};

type Scheduled = { status: EditorStatus; publishAt?: string };

/** A scheduled row needs a valid time in the future (UTC). */
function checkSchedule(v: Scheduled, ctx: z.RefinementCtx): void {
  if (v.status !== "scheduled") return;
  const at = v.publishAt ? utcDateTime(v.publishAt) : null;
  if (!v.publishAt) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "publishAtRequired" });
  else if (!at) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "invalidDate" });
  else if (at.getTime() <= Date.now()) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "publishAtPast" });
}

const withSchedule = <T extends Scheduled & { language: (typeof LOCALES)[number] }>({ language, ...v }: T) => ({ ...v, locale: language, publishAt: v.status === "scheduled" && v.publishAt ? utcDateTime(v.publishAt) : null });

/** Tags as typed ("Lighting, team photos"): stored lower case, hyphenated, without repeats, at most 10. */
export const tagsField = z
  .preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(600, "tooLong"))
  .transform((v) => [...new Set(v.split(",").map((t) => t.trim().toLocaleLowerCase().replace(/\s+/g, "-")).filter(Boolean))])
  .pipe(z.array(z.string().max(40, "tagTooLong").regex(/^[\p{L}\p{N}-]+$/u, "tagFormat")).max(10, "tooManyTags"));

export const blogForm = z
  .object({
    ...common,
    slug: slugField.refine((s) => !isReservedBlogSlug(s), "slugReserved"),
    excerpt: text(500),
    body: text(100_000),
    seoTitle: optionalText(120),
    seoDescription: optionalText(300),
    authorName: text(120),
    tags: tagsField,
    removeCover: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  })
  .superRefine(checkSchedule)
  .transform(withSchedule);

export type BlogInput = z.output<typeof blogForm>;

export const changelogForm = z
  .object({
    ...common,
    /** The release label ("2026.03"). */
    label: optionalText(40),
    body: text(20_000),
  })
  .superRefine(checkSchedule)
  .transform(withSchedule);

export type ChangelogInput = z.output<typeof changelogForm>;

export const deleteForm = z.object({ id: z.string().trim().min(1).max(64) });

const statusFilter = z.enum([...EDITOR_STATUSES, "archived"]);

export const blogQuery = listQuery({
  sort: ["updatedAt", "publishedAt", "title"],
  defaultSort: "-updatedAt",
  filters: { locale: z.enum(LOCALES).optional(), status: statusFilter.optional(), tag: z.string().trim().max(40).optional() },
});
export type BlogQuery = ReturnType<typeof blogQuery.parse>;

export const changelogQuery = listQuery({
  sort: ["updatedAt", "publishedAt", "title"],
  defaultSort: "-updatedAt",
  filters: { locale: z.enum(LOCALES).optional(), status: statusFilter.optional() },
});
export type ChangelogQuery = ReturnType<typeof changelogQuery.parse>;
