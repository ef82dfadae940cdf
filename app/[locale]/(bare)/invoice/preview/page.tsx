import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentMfaPending } from "@/lib/auth/mfa-gate";
import { InvoiceScreen } from "@/components/invoices/InvoiceScreen";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { invoiceDocumentText } from "@/lib/invoices/document";
import { invoiceTranslator } from "@/lib/invoices/messages";
import { invoicePreview } from "@/lib/invoices/preview";
import { invoicePath } from "@/lib/invoices/view";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Invoices" });
  return pageMetadata({ path: "/invoice/preview", locale, title: t("preview.metaTitle"), index: false });
}

/**
 * /invoice/preview[?order=…|?invoice=…]: the invoice an unpaid order will get, or a draft/quote row,
 * marked as not valid. Without a parameter: the person's checkout in progress, else their newest
 * draft. With nothing real to show it says so.
 */
export default async function InvoicePreviewPage({ params, searchParams }: Props) {
  const sp = await searchParams;
  const order = searchParam(sp, "order").slice(0, 64);
  const invoice = searchParam(sp, "invoice").slice(0, 64);
  const query = order ? `?order=${encodeURIComponent(order)}` : invoice ? `?invoice=${encodeURIComponent(invoice)}` : "";
  const { principal, db } = await openPage(params, "/invoice/preview", (locale) => `${localizePath("/invoice/preview", locale)}${query}`);
  const result = await invoicePreview(db, { userId: principal!.userId, admin: principal!.role === "admin", mfaPending: await currentMfaPending(db, principal!.userId) }, { order: order || undefined, invoice: invoice || undefined });
  if (result.kind === "not-found") notFound();
  const t = await getTranslations("Invoices");

  if (result.kind === "preview") {
    const doc = invoiceDocumentText(result.view, await invoiceTranslator(result.view.locale));
    return <InvoiceScreen view={result.view} doc={doc} backHref="/profile/invoices" bare notice={<Alert variant="info" title={t("preview.title")}>{t("preview.lead")}</Alert>} />;
  }

  const issued = result.kind === "issued" ? result.view : null;
  const href = issued ? invoicePath(issued) : null;
  return (
    <div className="grid min-h-dvh place-items-center bg-mist px-4 py-16">
      <section className="w-full max-w-md rounded-[var(--radius-card)] border border-line bg-paper p-8 text-center shadow-sm" data-testid={issued ? "invoice-preview-issued" : "invoice-preview-nothing"}>
        <Heading level={1} size="xl">{issued ? t("preview.issuedTitle") : t("preview.nothingTitle")}</Heading>
        <p className="mt-3 text-ink-soft">{issued ? t("preview.issuedBody", { number: issued.number ?? "" }) : t("preview.nothingBody")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {issued && href && <ButtonLink href={href}>{t("preview.openInvoice", { number: issued.number ?? "" })}</ButtonLink>}
          <ButtonLink href="/profile/invoices" variant={issued ? "secondary" : "primary"}>{t("preview.toInvoices")}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
