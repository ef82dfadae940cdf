"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/http/action";
import { consentAction } from "@/lib/shoots/actions";
import { FormErrors } from "./FormErrors";

export function ConsentForm({ shootId, given }: { shootId: string; given: boolean }) {
  const t = useTranslations("Upload.intro");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(consentAction, {});
  const error = state.fieldErrors?.consent && t(state.fieldErrors.consent as "consentRequired");
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      <FormErrors state={state} />
      <label className="flex items-start gap-3 rounded-lg border border-line p-4">
        <input type="checkbox" name="consent" defaultChecked={given} className="mt-1 size-4 accent-[var(--color-brand)]" aria-invalid={error ? true : undefined} aria-describedby={error ? "consent-error" : undefined} />
        <span className="text-sm text-ink">{t("consent")}</span>
      </label>
      {error && <p id="consent-error" className="text-sm text-danger">{error}</p>}
      <Button type="submit" loading={pending} className="self-start">{t("continue")}</Button>
    </form>
  );
}
