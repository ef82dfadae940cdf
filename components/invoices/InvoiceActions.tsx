"use client";

import { useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";

/** Back to the list, print (the browser's print-to-PDF too) and the PDF download. Never printed. */
export function InvoiceActions({ pdfHref, backHref }: { pdfHref: string | null; backHref: string }) {
  const t = useTranslations("Invoices.page");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-print="hide" data-testid="invoice-actions">
      <ButtonLink href={backHref} variant="ghost" size="sm" iconLeft="chevron-left">{t("back")}</ButtonLink>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => window.print()} data-testid="invoice-print">{t("print")}</Button>
        {pdfHref && (
          // A plain anchor: the API route is not a localised page.
          <a href={pdfHref} download className={buttonClassName({ variant: "primary", size: "sm" })} data-testid="invoice-pdf">
            <Icon name="download" size={16} />
            {t("pdf")}
          </a>
        )}
      </div>
    </div>
  );
}
