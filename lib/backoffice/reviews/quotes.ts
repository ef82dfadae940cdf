// Customer reviews and testimonials as platform admins keep them (/admin/reviews, /admin/testimonials):
// one module for both kinds (Review.kind), every change with its audit row (`review.*` or
// `testimonial.*`, from the row's own kind) in the same transaction, and the public pages that show
// them revalidated after the commit (REVIEW_PAGES). Reviews submitted by customers
// (lib/account/review.ts) arrive unapproved and wait here. Rules: only an approved review can be
// featured, unapproving one unfeatures it, and testimonials are never featured (the home page shows
// customer reviews, featured first).
import "server-only";
import type { Prisma, PrismaClient, Review } from "@/lib/db";
import { REVIEW_AUDIT_ACTION } from "@/lib/account/review";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidatePublic } from "@/lib/content/revalidate";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { REVIEW_PAGES } from "@/lib/marketing/reviews";
import type { FileStorage } from "@/lib/storage/types";
import { BackofficeError } from "../errors";
import { readPhoto, storePhoto } from "./photo";
import { QUOTE_ENTITY, quoteQuery, type QuoteInput, type QuoteKind, type QuoteQuery } from "./schemas";

const NS = "BackofficeReviews";
export const QUOTE_AUDIT_FIELDS = ["kind", "name", "title", "company", "rating", "body", "locale", "avatarKey", "published", "featured", "sortOrder"] as const;

type Tx = Prisma.TransactionClient;
type ReviewRow = Review;

async function lockQuote(tx: Tx, id: string, kind: QuoteKind): Promise<ReviewRow> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Review" WHERE "id" = ${id} FOR UPDATE`;
  const row = rows[0] ? await tx.review.findUnique({ where: { id } }) : null;
  // The other kind's row is not this screen's: as if it did not exist.
  if (!row || row.kind !== kind) throw new BackofficeError(NS, "NOT_FOUND");
  return row;
}

function afterCommit(...rows: (Pick<ReviewRow, "published"> | null)[]): void {
  if (rows.some((r) => r?.published)) revalidatePublic(...REVIEW_PAGES);
}

export type SaveQuoteResult = { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string> };

/** Creates (no `reviewId`) or edits a review or testimonial; a photo goes through the safe decoder first. */
export async function saveQuote(db: PrismaClient, storage: FileStorage, input: QuoteInput & { actorId: string }): Promise<SaveQuoteResult> {
  const posted = await readPhoto(input.photo);
  if (typeof posted === "string") return { ok: false, fieldErrors: { photo: posted } };
  const photo = posted ? await storePhoto(storage, posted) : null;
  if (photo && "refused" in photo) return { ok: false, fieldErrors: { photo: photo.refused } };
  const fields = { name: input.name, title: input.title, company: input.company, rating: input.rating, body: input.body, locale: input.locale, sortOrder: input.sortOrder };
  const entity = QUOTE_ENTITY[input.kind];
  let outcome: { id: string; before: ReviewRow | null; after: ReviewRow };
  try {
    outcome = await db.$transaction(async (tx) => {
      if (!input.reviewId) {
        const after = await tx.review.create({ data: { ...fields, kind: input.kind, published: false, avatarKey: photo?.key ?? null } });
        await recordAudit(tx, { actorId: input.actorId, action: `${entity}.create`, target: ["Review", after.id], after: auditFields(after, QUOTE_AUDIT_FIELDS) });
        return { id: after.id, before: null, after };
      }
      const before = await lockQuote(tx, input.reviewId, input.kind);
      const avatarKey = photo ? photo.key : input.removePhoto ? null : before.avatarKey;
      const after = await tx.review.update({ where: { id: before.id }, data: { ...fields, avatarKey } });
      await recordAudit(tx, { actorId: input.actorId, action: `${entity}.update`, target: ["Review", after.id], before: auditFields(before, QUOTE_AUDIT_FIELDS), after: auditFields(after, QUOTE_AUDIT_FIELDS) });
      return { id: after.id, before, after };
    });
  } catch (e) {
    if (photo) await storage.delete(photo.key).catch(() => undefined); // nothing uses the new file
    throw e;
  }
  const dropped = outcome.before?.avatarKey && outcome.before.avatarKey !== outcome.after.avatarKey ? outcome.before.avatarKey : null;
  if (dropped) await storage.delete(dropped).catch(() => undefined); // a leftover file is never served (no row names it)
  afterCommit(outcome.before, outcome.after);
  return { ok: true, id: outcome.id };
}

/** Approve/unapprove (`published`) or feature/unfeature; a repeat changes nothing and audits nothing. */
export async function setQuoteFlag(db: PrismaClient, input: { kind: QuoteKind; reviewId: string; flag: "published" | "featured"; value: boolean; actorId: string }): Promise<void> {
  const done = await db.$transaction(async (tx) => {
    const before = await lockQuote(tx, input.reviewId, input.kind);
    if (before[input.flag] === input.value) return null;
    if (input.flag === "featured" && input.value && (before.kind !== "REVIEW" || !before.published)) throw new BackofficeError(NS, before.kind === "REVIEW" ? "NOT_APPROVED" : "WRONG_STATE");
    const data = input.flag === "published" ? { published: input.value, ...(input.value ? {} : { featured: false }) } : { featured: input.value };
    const after = await tx.review.update({ where: { id: before.id }, data });
    const verb = input.flag === "published" ? (input.value ? "approve" : "unapprove") : input.value ? "feature" : "unfeature";
    await recordAudit(tx, { actorId: input.actorId, action: `${QUOTE_ENTITY[before.kind]}.${verb}`, target: ["Review", after.id], before: auditFields(before, QUOTE_AUDIT_FIELDS), after: auditFields(after, QUOTE_AUDIT_FIELDS) });
    return [before, after] as const;
  });
  if (done) afterCommit(...done);
}

/** Deletes a review or testimonial (and its photo, after the commit). */
export async function deleteQuote(db: PrismaClient, storage: FileStorage, input: { kind: QuoteKind; reviewId: string; actorId: string }): Promise<void> {
  const before = await db.$transaction(async (tx) => {
    const row = await lockQuote(tx, input.reviewId, input.kind);
    await tx.review.delete({ where: { id: row.id } });
    await recordAudit(tx, { actorId: input.actorId, action: `${QUOTE_ENTITY[row.kind]}.delete`, target: ["Review", row.id], before: auditFields(row, QUOTE_AUDIT_FIELDS) });
    return row;
  });
  if (before.avatarKey) await storage.delete(before.avatarKey).catch(() => undefined);
  afterCommit(before);
}

export type QuoteRow = Pick<ReviewRow, "id" | "kind" | "name" | "title" | "company" | "rating" | "body" | "locale" | "avatarKey" | "published" | "featured" | "sortOrder" | "createdAt">;
const SELECT = { id: true, kind: true, name: true, title: true, company: true, rating: true, body: true, locale: true, avatarKey: true, published: true, featured: true, sortOrder: true, createdAt: true } as const;

export function quoteWhere(kind: QuoteKind, query: Pick<QuoteQuery, "q" | "published" | "featured" | "locale" | "rating">): Prisma.ReviewWhereInput {
  const yes = (v: "yes" | "no" | undefined) => (v === undefined ? undefined : v === "yes");
  return {
    kind,
    ...(query.published ? { published: yes(query.published) } : {}),
    ...(query.featured ? { featured: yes(query.featured) } : {}),
    ...(query.locale ? { locale: query.locale } : {}),
    ...(query.rating ? { rating: query.rating } : {}),
    ...(query.q ? { OR: [{ name: { contains: query.q, mode: "insensitive" } }, { body: { contains: query.q, mode: "insensitive" } }, { company: { contains: query.q, mode: "insensitive" } }] } : {}),
  };
}

export async function findQuotePage(db: PrismaClient, kind: QuoteKind, query: QuoteQuery): Promise<Page<QuoteRow>> {
  const where = quoteWhere(kind, query);
  const [items, total] = await Promise.all([
    db.review.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.review.count({ where }),
  ]);
  return toPage(items, total, query);
}

/** One row to edit, with who submitted it when it came from the review prompt (its review.submit audit row). */
export async function quoteDetail(db: PrismaClient, kind: QuoteKind, id: string): Promise<(QuoteRow & { submittedBy: { id: string; email: string } | null }) | null> {
  const row = await db.review.findFirst({ where: { id, kind }, select: SELECT });
  if (!row) return null;
  const submit = await db.auditLog.findFirst({ where: { action: REVIEW_AUDIT_ACTION, targetType: "Review", targetId: id }, select: { actor: { select: { id: true, email: true } } } });
  return { ...row, submittedBy: submit?.actor ?? null };
}

export type QuoteScreenData =
  | { view: "detail"; kind: QuoteKind; detail: NonNullable<Awaited<ReturnType<typeof quoteDetail>>> }
  | { view: "list"; kind: QuoteKind; query: QuoteQuery; page: Page<QuoteRow> }
  | { view: "missing"; kind: QuoteKind };

/** What a kind's screen shows for its URL: one row to edit (`?id=`), or the list. */
export async function loadQuoteScreen(db: PrismaClient, kind: QuoteKind, search: Record<string, string | string[] | undefined>): Promise<QuoteScreenData> {
  if (typeof search.id === "string") {
    const detail = await quoteDetail(db, kind, search.id);
    return detail ? { view: "detail", kind, detail } : { view: "missing", kind };
  }
  const query = quoteQuery.parse(search);
  return { view: "list", kind, query, page: await findQuotePage(db, kind, query) };
}
