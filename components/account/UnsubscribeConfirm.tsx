"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { setMarketingAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { MarketingToggle } from "./MarketingToggle";
import { useSubmitOnce } from "@/components/ui/submit-once";

/**
 * Opened from the unsubscribe link: submits itself once in the browser, so the click from the email
 * is still all it takes, while a link scanner fetching the page (a plain GET) changes nothing. The
 * button is there for a browser that does not run the script.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const t = useTranslations("Unsubscribe");
  const [state, action, pending] = useActionState<ActionState, FormData>(setMarketingAction, {});
  const formRef = useSubmitOnce();

  if (state.error) return <Alert variant="danger" title={t("invalidTitle")}>{t("invalidBody")}</Alert>;
  if (state.ok) return <MarketingToggle token={token} />;
  return (
    <form ref={formRef} action={action} className="flex flex-col items-start gap-4" data-testid="unsubscribe-confirm">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="optOut" value="1" />
      <p className="text-ink-soft" role="status">{t("working")}</p>
      <Button type="submit" loading={pending}>{t("confirm")}</Button>
    </form>
  );
}
