"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";
import type { Locale } from "@/lib/i18n/config";
import { acceptInviteAction } from "@/lib/referrals/actions";

/** The landing's buttons (work without JavaScript too): remember the code, then sign up (visitors only) or see the packages. */
export function InviteActions({ code, locale, anonymous, signupLabel, pricingLabel }: { code: string; locale: Locale; anonymous: boolean; signupLabel: string; pricingLabel: string }) {
  const [state, accept] = useActionState<ActionState, FormData>(acceptInviteAction, {});
  return (
    <>
      <FormAlert state={state} namespace="InviteLanding" />
      <form action={accept} className="flex flex-col gap-3 sm:flex-row" data-testid="invite-actions">
        <input type="hidden" name="code" value={code} />
        <input type="hidden" name="locale" value={locale} />
        {anonymous && (
          <Button type="submit" name="to" value="signup" size="lg" iconLeft="user">{signupLabel}</Button>
        )}
        <Button type="submit" name="to" value="pricing" size="lg" variant={anonymous ? "secondary" : "primary"}>
          {pricingLabel}
        </Button>
      </form>
    </>
  );
}
