"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { acceptQuoteAction, withdrawQuoteAction } from "@/lib/teams/invoices/actions";
import { TEAM_INVOICE_MESSAGE_NAMESPACES } from "./QuoteRequestForm";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

/**
 * A quote's two answers: accept (the invoice is issued, the page shows it in the quote's place) or
 * withdraw. A refusal (the quote withdrawn meanwhile, say) is shown beside the buttons.
 */
export function QuoteActions({ quoteId, acceptLabel, withdrawLabel }: { quoteId: string; acceptLabel: string; withdrawLabel: string }) {
  const t = useTranslations("TeamInvoices.quotes");
  const locale = useLocale();
  const message = useActionMessage(...TEAM_INVOICE_MESSAGE_NAMESPACES);
  const accept = useRefreshingAction(acceptQuoteAction);
  const withdraw = useRefreshingAction(withdrawQuoteAction);
  const error = accept.state.error ?? withdraw.state.error;
  const values = accept.state.error ? accept.state.errorValues : withdraw.state.errorValues;
  const busy = accept.pending || withdraw.pending;
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap justify-end gap-2">
        <form action={accept.run}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="quoteId" value={quoteId} />
          <Button type="submit" size="sm" loading={accept.pending} disabled={busy} aria-label={acceptLabel}>{t("accept")}</Button>
        </form>
        <form action={withdraw.run}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="quoteId" value={quoteId} />
          <Button type="submit" size="sm" variant="ghost" loading={withdraw.pending} disabled={busy} aria-label={withdrawLabel}>{t("withdraw")}</Button>
        </form>
      </div>
      {error && <span role="alert" className="max-w-xs text-xs text-danger">{message(error, values)}</span>}
      {accept.state.ok && accept.state.detail && <span role="status" className="max-w-xs text-xs text-success">{t("accepted", { number: accept.state.detail })}</span>}
      {withdraw.state.ok && <span role="status" className="max-w-xs text-xs text-success">{t("withdrawn")}</span>}
    </div>
  );
}
