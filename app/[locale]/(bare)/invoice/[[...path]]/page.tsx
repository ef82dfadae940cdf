import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentMfaPending } from "@/lib/auth/mfa-gate";
import { InvoiceScreen } from "@/components/invoices/InvoiceScreen";
import { QuoteNotice } from "@/components/team-lead/QuoteNotice";
import { openPage } from "@/lib/http/page";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { findInvoiceFor } from "@/lib/invoices/access";
import { formatInvoiceDate, invoiceDocumentText } from "@/lib/invoices/document";
import { invoiceTranslator } from "@/lib/invoices/messages";
import { toInvoiceView } from "@/lib/invoices/view";
import { formatMoney } from "@/lib/payments/money";
import { mayAnswerQuotes } from "@/lib/teams/invoices/queries";
import { readInvoiceTerms } from "@/lib/teams/invoices/quotes";

type Props = { params: Promise<{ locale: string; path?: string[] }> };

// One folder serves /invoice/{id} and /invoice/{org}/{id} (Next cannot have [id] and [org] side by
// side); /invoice alone leads to the list.
function route(path: string[]): { pattern: "/invoice/[[id]]" | "/invoice/[[org]]/[[id]]"; id: string; org: string | null } | null {
  if (path.length === 1) return { pattern: "/invoice/[[id]]", id: path[0]!, org: null };
  if (path.length === 2) return { pattern: "/invoice/[[org]]/[[id]]", id: path[1]!, org: path[0]! };
  return null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, path = [] } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Invoices" });
  return pageMetadata({ path: `/invoice/${path.join("/")}`, locale, title: t("document.title"), index: false });
}

/** /invoice/{id} and /invoice/{org}/{id}: the invoice on its own page, made for printing. */
export default async function InvoicePage({ params }: Props) {
  const { path = [] } = await params;
  const target = route(path);
  if (!target) {
    if (path.length === 0) {
      const { locale } = await openPage(params, "/invoice/[[id]]", (locale) => localizePath("/invoice", locale));
      redirect(localizePath("/profile/invoices", locale));
    }
    notFound();
  }
  const here = (locale: Locale) => localizePath(`/invoice/${path.map(encodeURIComponent).join("/")}`, locale);
  const { principal, db, locale } = await openPage(params, target.pattern, here);
  const invoice = await findInvoiceFor(db, { userId: principal!.userId, admin: principal!.role === "admin", mfaPending: await currentMfaPending(db, principal!.userId) }, target.id, target.org);
  if (!invoice) notFound();
  const view = toInvoiceView(invoice);
  const doc = invoiceDocumentText(view, await invoiceTranslator(view.locale));
  // An open quote: its organisation's owner and leads accept or withdraw it here.
  const answerable = view.quote && view.state !== "VOID" && view.organization && (await mayAnswerQuotes(db, principal!.userId, view.organization.id));
  const notice = answerable ? (
    <QuoteNotice quoteId={invoice.id} date={formatInvoiceDate(invoice.createdAt, locale)} total={formatMoney(view.total, view.currency, locale)} days={view.paymentTermsDays ?? (await readInvoiceTerms(db)).paymentTermsDays} />
  ) : undefined;
  return <InvoiceScreen view={view} doc={doc} backHref={view.organization ? "/app/admin/invoices" : "/profile/invoices"} bare notice={notice} />;
}
