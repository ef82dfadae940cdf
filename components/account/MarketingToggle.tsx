"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { setMarketingAction, type MarketingState } from "@/app/[locale]/(site)/profile/unsubscribe/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** After the one-click unsubscribe: the confirmation, and a way back in (and out again). */
export function MarketingToggle({ token }: { token: string }) {
  const t = useTranslations("Unsubscribe");
  const [state, action, pending] = useActionState<MarketingState, FormData>(setMarketingAction, { optedOut: true });
  return (
    <form action={action} className="flex flex-col gap-5" data-testid="unsubscribe">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="optOut" value={state.optedOut ? "0" : "1"} />
      {state.error ? (
        <Alert variant="danger" title={t("invalidTitle")}>{t("invalidBody")}</Alert>
      ) : state.optedOut ? (
        <Alert variant="success" title={t("doneTitle")}>{t("doneBody")}</Alert>
      ) : (
        <Alert variant="info" title={t("resubscribedTitle")}>{t("resubscribedBody")}</Alert>
      )}
      <div>
        <Button type="submit" variant={state.optedOut ? "primary" : "secondary"} loading={pending} data-testid="marketing-toggle">
          {state.optedOut ? (pending ? t("resubscribing") : t("resubscribe")) : t("unsubscribeAgain")}
        </Button>
      </div>
    </form>
  );
}
