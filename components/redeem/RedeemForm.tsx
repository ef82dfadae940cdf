"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";
import { redeemAction } from "@/lib/payments/actions";

/**
 * The gift-card code field and its Redeem button. The server decides everything (spaces and case are
 * ignored there too); on success the action redirects to the new shoot, otherwise it says why here.
 */
export function RedeemForm({ initialCode }: { initialCode: string }) {
  const t = useTranslations("Redeem");
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [state, formAction, pending] = useActionState<ActionState, FormData>(redeemAction, {});
  const message = useActionMessage("Redeem");
  const error = state.error ?? null;

  return (
    <form action={formAction} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-sm" data-testid="redeem-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="font-semibold text-ink">{t("label")}</label>
        <input
          id={id}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value.slice(0, 64))}
          placeholder={t("placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          data-testid="redeem-code"
          className={cx(
            "h-12 rounded-lg border bg-paper px-3 font-mono text-lg uppercase tracking-wide text-ink outline-none transition-colors placeholder:font-sans placeholder:text-base placeholder:normal-case placeholder:tracking-normal focus:border-brand focus:ring-2 focus:ring-brand/20",
            error ? "border-danger" : "border-line",
          )}
        />
        <p id={`${id}-hint`} className="text-sm text-ink-soft">{t("hint")}</p>
      </div>
      {error && (
        <Alert variant="danger" title={message(error, state.errorValues)}>
          {error === "UNKNOWN_CODE" && (
            <ButtonLink href="/pricing" variant="link" size="sm">{t("couponHint")}</ButtonLink>
          )}
        </Alert>
      )}
      <Button type="submit" loading={pending} iconLeft="sparkles" data-testid="redeem-submit">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
