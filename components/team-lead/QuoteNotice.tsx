import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { QuoteActions } from "./QuoteActions";

/**
 * Above a quote's print view (/invoice/{org}/{id}), for its organisation's owner and leads: what a quote
 * is, and its two answers. Never printed.
 */
export async function QuoteNotice({ quoteId, date, total, days }: { quoteId: string; date: string; total: string; days: number }) {
  const [t, messages] = await Promise.all([getTranslations("TeamInvoices.quotes"), getMessages()]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamInvoices", "TeamLead"])}>
      <Alert variant="info" title={t("noticeTitle")}>
        <div className="flex flex-wrap items-start justify-between gap-3" data-testid="quote-notice">
          <p>{t("noticeBody", { days })}</p>
          <QuoteActions quoteId={quoteId} acceptLabel={t("acceptLabel", { date, total })} withdrawLabel={t("withdrawLabel", { date })} />
        </div>
      </Alert>
    </NextIntlClientProvider>
  );
}
