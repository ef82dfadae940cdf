// /admin/reviews and /admin/testimonials: one screen for both kinds of Review rows (the list with its
// filters, a new one, and `?id=` to edit one), parameterised by the kind. Labels come from
// BackofficeReviews: `quotes.*` for what both say, `reviews.*` / `testimonials.*` for what differs.
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminForm, type AdminField } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { StarRating } from "@/components/reviews/StarRating";
import { Badge } from "@/components/ui/badge";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/i18n/link";
import { deleteQuoteAction, saveQuoteAction, setQuoteFlagAction } from "@/lib/backoffice/reviews/actions";
import type { QuoteRow, QuoteScreenData } from "@/lib/backoffice/reviews/quotes";
import { QUOTE_PATHS, quoteQuery, type QuoteKind } from "@/lib/backoffice/reviews/schemas";
import { LOCALES } from "@/lib/i18n/config";
import { reviewAvatarPath } from "@/lib/marketing/review-avatars";

type Labels = (key: string, values?: Record<string, string | number>) => string;
const NS = "BackofficeReviews";
const col = columnHelper<QuoteRow>();

/** The screen's section of messages: "reviews" or "testimonials". */
const section = (kind: QuoteKind) => (kind === "REVIEW" ? "reviews" : "testimonials");

function QuoteFlags({ row, t }: { row: QuoteRow; t: Labels }) {
  const s = section(row.kind);
  const toggle = (flag: "published" | "featured", on: boolean) => (
    <AdminForm action={setQuoteFlagAction} namespace={NS} layout="inline" variant={on ? "secondary" : "primary"}
      submitLabel={t(`${s}.${flag}.${on ? "off" : "on"}`)} testId={`quote-${flag}-${row.id}`}
      fields={[{ kind: "hidden", name: "reviewId", value: row.id }, { kind: "hidden", name: "kind", value: row.kind }, { kind: "hidden", name: "flag", value: flag }, { kind: "hidden", name: "value", value: String(!on) }]} />
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {toggle("published", row.published)}
      {row.kind === "REVIEW" && row.published && toggle("featured", row.featured)}
    </div>
  );
}

function StateBadges({ row, t }: { row: QuoteRow; t: Labels }) {
  const s = section(row.kind);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={row.published ? "success" : "warning"}>{t(`${s}.published.${row.published ? "yes" : "no"}`)}</Badge>
      {row.featured && <Badge variant="info">{t("reviews.featured.yes")}</Badge>}
    </span>
  );
}

function quoteFields(t: Labels, kind: QuoteKind, row?: QuoteRow): AdminField[] {
  const s = section(kind);
  return [
    { kind: "hidden", name: "kind", value: kind },
    ...(row ? [{ kind: "hidden" as const, name: "reviewId", value: row.id }] : []),
    { kind: "text", name: "name", label: t("quotes.form.name"), required: true, maxLength: 100, defaultValue: row?.name },
    { kind: "text", name: "title", label: t("quotes.form.role"), maxLength: 100, defaultValue: row?.title ?? undefined },
    { kind: "text", name: "company", label: t("quotes.form.company"), maxLength: 100, defaultValue: row?.company ?? undefined },
    { kind: "select", name: "rating", label: t("quotes.form.rating"), options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("quotes.stars", { rating: n }) })), defaultValue: String(row?.rating ?? 5) },
    { kind: "textarea", name: "body", label: t(`${s}.form.body`), required: true, rows: 5, maxLength: 2000, defaultValue: row?.body },
    { kind: "select", name: "locale", label: t("quotes.form.locale"), options: LOCALES.map((l) => ({ value: l, label: t(`quotes.locales.${l}`) })), defaultValue: row?.locale ?? "en" },
    { kind: "number", name: "sortOrder", label: t("quotes.form.sortOrder"), hint: t("quotes.form.sortOrderHint"), step: 1, defaultValue: row?.sortOrder ?? 0 },
    { kind: "file", name: "photo", label: t("quotes.form.photo"), hint: t("quotes.form.photoHint"), accept: "image/png,image/jpeg,image/webp" },
    ...(row?.avatarKey ? [{ kind: "checkbox" as const, name: "removePhoto", label: t("quotes.form.removePhoto") }] : []),
  ];
}

/** The screen of one kind, for the data `loadQuoteScreen` read from its URL. */
export async function QuoteScreen({ data }: { data: QuoteScreenData }) {
  const [tt, format] = await Promise.all([getTranslations(NS), getFormatter()]);
  const t = tt as unknown as Labels;
  const { kind } = data;
  const s = section(kind);
  const path = QUOTE_PATHS[kind];
  if (data.view === "missing") notFound();

  if (data.view === "detail") {
    const row = data.detail;
    return (
      <AdminPage title={t(`${s}.editTitle`, { name: row.name || t("quotes.noName") })} back={{ href: path, label: t("quotes.back") }} testId="quote-detail"
        actions={<QuoteFlags row={row} t={t} />}>
        <AdminSection title={t("quotes.facts")}>
          <Facts items={[
            [t("quotes.columns.state"), <StateBadges key="s" row={row} t={t} />],
            [t("quotes.columns.rating"), <StarRating key="r" rating={row.rating} label={t("quotes.stars", { rating: row.rating })} size={16} />],
            [t("quotes.columns.createdAt"), format.dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short" })],
            ...(kind === "REVIEW" ? [[t("reviews.submittedBy"), row.submittedBy ? <Link key="u" href={`/admin/user?id=${row.submittedBy.id}`} className="underline">{row.submittedBy.email}</Link> : t("reviews.addedByStaff")] as const] : []),
            [t("quotes.form.photo"), row.avatarKey ? <StaticImage key="p" src={reviewAvatarPath(row.avatarKey)} alt={t("quotes.photoAlt", { name: row.name })} width={64} height={64} unoptimized className="size-16 rounded-full object-cover" /> : t("quotes.noPhoto")],
          ]} />
        </AdminSection>
        <AdminSection title={t("quotes.editSection")} testId="quote-edit">
          <AdminForm action={saveQuoteAction} namespace={NS} submitLabel={t("quotes.form.save")} successMessage={t("quotes.form.saved")} testId="quote-form" fields={quoteFields(t, kind, row)} />
        </AdminSection>
        <AdminSection title={t("quotes.deleteSection")} description={t(`${s}.deleteIntro`)}>
          <AdminForm action={deleteQuoteAction} namespace={NS} layout="inline" submitLabel={t("quotes.delete")} testId="quote-delete"
            confirm={{ title: t("quotes.deleteConfirm.title", { name: row.name || t("quotes.noName") }), body: t("quotes.deleteConfirm.body"), confirmLabel: t("quotes.delete"), cancelLabel: t("quotes.cancel") }}
            fields={[{ kind: "hidden", name: "reviewId", value: row.id }, { kind: "hidden", name: "kind", value: kind }]} />
        </AdminSection>
      </AdminPage>
    );
  }

  const { query, page } = data;
  const yesNo = (key: string) => [{ value: "yes", label: t(`${key}.yes`) }, { value: "no", label: t(`${key}.no`) }];
  const columns = col.columns([
    col.accessor("name", { header: t("quotes.columns.name"), enableSorting: false, cell: ({ row }) => <Link href={`${path}?id=${row.original.id}`} className="font-medium underline">{row.original.name || t("quotes.noName")}</Link> }),
    col.accessor("rating", { header: t("quotes.columns.rating"), cell: ({ row }) => <StarRating rating={row.original.rating} label={t("quotes.stars", { rating: row.original.rating })} size={14} /> }),
    col.accessor("body", { header: t(`${s}.form.body`), enableSorting: false, cell: (c) => <span className="line-clamp-2 max-w-md">{c.getValue()}</span> }),
    col.accessor("locale", { header: t("quotes.form.locale"), enableSorting: false, cell: (c) => t(`quotes.locales.${c.getValue()}`) }),
    col.accessor("sortOrder", { header: t("quotes.form.sortOrder") }),
    col.accessor("createdAt", { header: t("quotes.columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium" }) }),
    col.accessor("published", { header: t("quotes.columns.state"), enableSorting: false, cell: ({ row }) => <div className="flex flex-col gap-2"><StateBadges row={row.original} t={t} /><QuoteFlags row={row.original} t={t} /></div> }),
  ]);
  return (
    <AdminPage title={t(`${s}.title`)} intro={t(`${s}.intro`)} testId={`${s}-screen`}>
      <DataTable path={path} testId="quote-list" caption={t(`${s}.title`)} columns={columns} page={page} query={query} schema={quoteQuery} searchLabel={t("quotes.search")}
        filters={
          <>
            <SelectFilter name="published" label={t(`${s}.published.label`)} value={query.published} anyLabel={t("quotes.any")} options={yesNo(`${s}.published`)} />
            {kind === "REVIEW" && <SelectFilter name="featured" label={t("reviews.featured.label")} value={query.featured} anyLabel={t("quotes.any")} options={yesNo("reviews.featured")} />}
            <SelectFilter name="locale" label={t("quotes.form.locale")} value={query.locale} anyLabel={t("quotes.any")} options={LOCALES.map((l) => ({ value: l, label: t(`quotes.locales.${l}`) }))} />
            <SelectFilter name="rating" label={t("quotes.columns.rating")} value={query.rating === undefined ? undefined : String(query.rating)} anyLabel={t("quotes.any")} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("quotes.stars", { rating: n }) }))} />
          </>
        } />
      <AdminSection title={t(`${s}.newTitle`)} description={t(`${s}.newIntro`)} testId="quote-create">
        <AdminForm action={saveQuoteAction} namespace={NS} submitLabel={t("quotes.form.create")} successMessage={t("quotes.form.created")} testId="quote-new-form" fields={quoteFields(t, kind)} />
      </AdminSection>
    </AdminPage>
  );
}
