import { getTranslations } from "next-intl/server";
import { InvoiceTable } from "@/components/invoices/InvoiceTable";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { listInvoices } from "@/lib/invoices/list";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Invoices" });
  return pageMetadata({ path: "/profile/invoices", locale, title: t("list.metaTitle"), index: false });
}

/** /profile/invoices: the person's invoices, newest first, each to view (new tab) or download as PDF. */
export default async function InvoicesPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/profile/invoices");
  const [t, rows] = await Promise.all([getTranslations("Invoices"), listInvoices(db, principal!.userId)]);
  return (
    <div className="flex flex-col gap-6" data-testid="invoices">
      <div>
        <Heading level={1} size="2xl">{t("list.title")}</Heading>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("list.lead")}</p>
      </div>
      {rows.length === 0 ? (
        <section className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center" data-testid="invoices-empty">
          <Heading level={2} size="lg">{t("list.empty.title")}</Heading>
          <p className="mt-2 text-ink-soft">{t("list.empty.body")}</p>
          <ButtonLink href="/pricing" variant="secondary" className="mt-5">{t("list.empty.cta")}</ButtonLink>
        </section>
      ) : (
        <InvoiceTable rows={rows} locale={locale} />
      )}
    </div>
  );
}
