"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { confirmEmailChangeAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { useSubmitOnce } from "@/components/ui/submit-once";

/**
 * Opened from the emailed link: submits itself once in the browser (a mail scanner fetching the link
 * does not spend it), and says why when the link does not work.
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const t = useTranslations("Profile.emailConfirm");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(confirmEmailChangeAction, {});
  const formRef = useSubmitOnce();
  return (
    <form ref={formRef} action={action} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-brand/30 bg-brand-soft/40 p-5" data-testid="confirm-email-change">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <p className="font-semibold text-ink">{t("title")}</p>
      <FormAlert state={state} namespace="Profile" />
      {!state.error && (
        <>
          <p className="text-sm text-ink-soft" role="status">{t("working")}</p>
          <div>
            <Button type="submit" size="sm" loading={pending}>{t("continue")}</Button>
          </div>
        </>
      )}
    </form>
  );
}
