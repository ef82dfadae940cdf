"use client";
// "Send claim link" for a managed member (lib/teams/claim.ts sendClaimLink): the lead types the
// member's email and the member gets a one-time link to claim the shoot made for them. Refusals in the
// lead's language (TeamMembers.errors, else TeamLead.errors: BAD_EMAIL, EMAIL_TAKEN …); the address
// typed stays in the field after a refusal.
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import type { FormAction } from "@/lib/http/action";
import { MEMBER_MESSAGE_NAMESPACES } from "./ActionForm";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export function ClaimLinkForm({ action, membershipId, email }: { action: FormAction; membershipId: string; email?: string | null }) {
  const t = useTranslations("TeamMembers.actions");
  const locale = useLocale();
  const id = useId();
  const message = useActionMessage(...MEMBER_MESSAGE_NAMESPACES);
  const { state, run, pending } = useRefreshingAction(action);
  return (
    <details className="text-sm" data-testid="member-claim">
      <summary className="cursor-pointer py-1">{t("claim")}</summary>
      <p className="my-1 max-w-xs text-xs text-ink-soft">{t("claimHint")}</p>
      <form action={run} className="flex flex-col gap-1">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="membershipId" value={membershipId} />
        <label htmlFor={`${id}-email`} className="text-xs font-medium">{t("claimEmail")}</label>
        <span className="inline-flex items-center gap-2">
          <input
            id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="off"
            defaultValue={state.values?.email ?? email ?? ""} key={state.values?.email ?? ""}
            className="h-8 w-56 rounded-md border border-line px-2 text-sm"
          />
          <Button type="submit" size="sm" variant="secondary" loading={pending}>{t("claimSend")}</Button>
        </span>
        {state.ok && state.detail && <span role="status" className="max-w-xs text-xs text-success">{t("claimSent", { email: state.detail })}</span>}
        {state.error && <span role="alert" className="max-w-xs text-xs text-danger">{message(state.error, state.errorValues)}</span>}
        {state.fieldErrors?.email && <span role="alert" className="max-w-xs text-xs text-danger">{message(state.fieldErrors.email)}</span>}
      </form>
    </details>
  );
}
