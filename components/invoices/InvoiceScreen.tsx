import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { BILL_TO_MAX_CHARS, BILL_TO_MAX_LINES } from "@/lib/invoices/bill-to";
import type { InvoiceDocumentText } from "@/lib/invoices/document";
import { invoicePdfPath, type InvoiceView } from "@/lib/invoices/view";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { BillToForm } from "./BillToForm";
import { InvoiceActions } from "./InvoiceActions";
import { InvoiceDocument } from "./InvoiceDocument";
import { InvoicePrintStyles } from "./InvoicePrintStyles";

/**
 * One invoice with its actions, as /profile/invoice, /invoice/{id}, /invoice/{org}/{id} and
 * /invoice/preview show it. `bare` pages (no site layout) get their own background and margins.
 */
export async function InvoiceScreen({ view, doc, backHref, bare = false, notice }: { view: InvoiceView; doc: InvoiceDocumentText; backHref: string; bare?: boolean; notice?: ReactNode }) {
  const [messages, locale, t] = await Promise.all([getMessages(), getLocale(), getTranslations("Invoices.page")]);
  return (
    <div className={bare ? "min-h-dvh bg-mist px-4 py-8 print:bg-paper print:p-0" : undefined}>
      <InvoicePrintStyles />
      <div className="mx-auto flex max-w-[210mm] flex-col gap-6">
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Invoices"])}>
          <InvoiceActions pdfHref={view.id ? invoicePdfPath(view.id) : null} backHref={backHref} />
          {notice && <div data-print="hide">{notice}</div>}
          {view.locale !== locale && <p className="text-sm text-ink-soft" data-print="hide">{t("documentLanguage")}</p>}
          {view.id && (
            <BillToForm invoiceId={view.id} initial={view.billTo ?? ""} maxChars={BILL_TO_MAX_CHARS} maxLines={BILL_TO_MAX_LINES} />
          )}
        </NextIntlClientProvider>
        <InvoiceDocument doc={doc} />
      </div>
    </div>
  );
}
