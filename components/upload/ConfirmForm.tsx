"use client";

import { track } from "@/lib/analytics/events";
import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import type { ActionState } from "@/lib/http/action";
import { submitAction } from "@/lib/shoots/actions";
import { FormErrors } from "./FormErrors";

export function ConfirmForm({ shootId }: { shootId: string }) {
  const t = useTranslations("Upload.confirm");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(submitAction, {});
  return (
    <form action={action} onSubmit={() => track("shoot_submitted", {})} className="flex max-w-2xl flex-col gap-4">
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      <FormErrors state={state} fields={["bestPhotos", "terms"]} title={t("refused")} />
      {state.error === "NO_CREDITS_LEAD" && typeof state.errorValues?.buyUrl === "string" && (
        <ButtonLink href={state.errorValues.buyUrl} variant="secondary" className="self-start" data-testid="buy-credits">{t("buyCredits")}</ButtonLink>
      )}
      <label className="flex items-start gap-3">
        <input type="checkbox" name="bestPhotos" defaultChecked={state.values?.bestPhotos === "on"} className="mt-1 size-4 accent-[var(--color-brand)]" />
        <span className="text-sm text-ink">{t("bestPhotos")}</span>
      </label>
      <label className="flex items-start gap-3">
        <input type="checkbox" name="terms" defaultChecked={state.values?.terms === "on"} className="mt-1 size-4 accent-[var(--color-brand)]" />
        <span className="text-sm text-ink">{t("terms")}</span>
      </label>
      <Button type="submit" loading={pending} iconLeft="sparkles" className="self-start">{t("submit")}</Button>
    </form>
  );
}
