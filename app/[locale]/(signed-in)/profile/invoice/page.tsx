import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentMfaPending } from "@/lib/auth/mfa-gate";
import { InvoiceScreen } from "@/components/invoices/InvoiceScreen";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { findInvoiceFor } from "@/lib/invoices/access";
import { invoiceDocumentText } from "@/lib/invoices/document";
import { invoiceTranslator } from "@/lib/invoices/messages";
import { toInvoiceView } from "@/lib/invoices/view";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Invoices" });
  return pageMetadata({ path: "/profile/invoice", locale, title: t("document.title"), index: false });
}

/** /profile/invoice?id=…: one invoice (opened from the list in a new tab), with Bill to, print and PDF. */
export default async function ProfileInvoicePage({ params, searchParams }: Props) {
  const id = searchParam(await searchParams, "id").slice(0, 64);
  const { principal, db } = await openPage(params, "/profile/invoice", (locale) => `${localizePath("/profile/invoice", locale)}?id=${encodeURIComponent(id)}`);
  const invoice = id ? await findInvoiceFor(db, { userId: principal!.userId, admin: principal!.role === "admin", mfaPending: await currentMfaPending(db, principal!.userId) }, id) : null;
  if (!invoice) notFound();
  const view = toInvoiceView(invoice);
  const doc = invoiceDocumentText(view, await invoiceTranslator(view.locale));
  return <InvoiceScreen view={view} doc={doc} backHref="/profile/invoices" />;
}
