"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { setMarketingAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";

/** After the one-click unsubscribe: the confirmation, and a way back in (and out again). */
export function MarketingToggle({ token }: { token: string }) {
  const t = useTranslations("Unsubscribe");
  const [state, action, pending] = useActionState<ActionState, FormData>(setMarketingAction, { ok: true, detail: "optedOut" });
  // After a refused try the account stands where it was: the opposite of what was asked for.
  const optedOut = state.ok ? state.detail === "optedOut" : state.values?.optOut !== "1";
  return (
    <form action={action} className="flex flex-col gap-5" data-testid="unsubscribe">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="optOut" value={optedOut ? "0" : "1"} />
      {state.error ? (
        <Alert variant="danger" title={t("invalidTitle")}>{t("invalidBody")}</Alert>
      ) : optedOut ? (
        <Alert variant="success" title={t("doneTitle")}>{t("doneBody")}</Alert>
      ) : (
        <Alert variant="info" title={t("resubscribedTitle")}>{t("resubscribedBody")}</Alert>
      )}
      <div>
        <Button type="submit" variant={optedOut ? "primary" : "secondary"} loading={pending} data-testid="marketing-toggle">
          {optedOut ? (pending ? t("resubscribing") : t("resubscribe")) : t("unsubscribeAgain")}
        </Button>
      </div>
    </form>
  );
}
