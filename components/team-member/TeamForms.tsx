"use client";
// The member side's forms: asking for a sign-in link from an invite (/organization/join) or by work
// email (/team-access), and following a team link (/team-access?token=…, /join/{shootId}?token=…).
// Messages: TeamMember (the page passes it to the browser).

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Field } from "@/components/auth/fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { useSubmitOnce } from "@/components/ui/submit-once";
import { Link } from "@/i18n/link";
import type { ActionState } from "@/lib/http/action";
import { requestJoinLinkAction, teamAccessAction, teamSignInAction } from "@/lib/teams/join-actions";

/** /organization/join/{inviteId}: the work email (an emailed invite's own, fixed), then "check your inbox". */
export function JoinForm({ inviteId, token, email, locked, domain, validFor }: { inviteId: string; token: string; email: string; locked: boolean; domain: string | null; validFor: string }) {
  const t = useTranslations("TeamMember.join");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(requestJoinLinkAction, {});
  if (state.ok) return <Alert variant="success" title={t("sentTitle")}><span data-testid="join-sent">{t("sent", { email: state.detail ?? "", validFor })}</span></Alert>;
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="join-form">
      <input type="hidden" name="inviteId" value={inviteId} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="TeamMember" />
      <Field
        label={t("emailLabel")} name="email" type="email" autoComplete="email" required readOnly={locked}
        defaultValue={state.values?.email ?? email} hint={locked ? t("emailLocked", { email }) : domain ? t("domainHint", { domain }) : undefined}
      />
      <Button type="submit" fullWidth loading={pending}>{t("submit")}</Button>
    </form>
  );
}

/**
 * /team-access: the work email; the same answer whether or not it belongs to a member. `validFor`: the
 * sign-in link's lifetime, worded by the page (teams.magicLinkMinutes); the join form's is the same.
 */
export function TeamAccessForm({ validFor }: { validFor: string }) {
  const t = useTranslations("TeamMember.access");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(teamAccessAction, {});
  if (state.ok) return <Alert variant="success" title={t("sentTitle")}><span data-testid="access-sent">{t("sent", { email: state.detail ?? "", validFor })}</span></Alert>;
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="access-form">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="TeamMember" />
      <Field label={t("emailLabel")} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} />
      <Button type="submit" fullWidth loading={pending}>{t("submit")}</Button>
    </form>
  );
}

/**
 * Follows a team link. The token is spent by a POST this page sends by itself once it runs in a
 * browser (mail scanners that only fetch the link do not use it up), except when the person must first
 * confirm that their individual account joins the team (`confirm`: the button's label).
 */
export function TeamLinkSignIn({ token, kind, shootId = "", confirm }: { token: string; kind: "access" | "claim"; shootId?: string; confirm?: string }) {
  const t = useTranslations("TeamMember.access");
  const locale = useLocale();
  const auto = useSubmitOnce();
  const [state, action, pending] = useActionState<ActionState, FormData>(teamSignInAction, {});
  const form = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="TeamMember" />
    </>
  );
  if (state.error) {
    return (
      <div className="flex flex-col gap-4" data-testid="team-link-refused">
        <FormAlert state={state} namespace="TeamMember" />
        <Link href="/team-access" className="font-medium text-brand hover:underline">{t("newLink")}</Link>
      </div>
    );
  }
  if (confirm) {
    return (
      <form action={action} className="flex flex-col gap-4" data-testid="team-convert-form">
        {form}
        <input type="hidden" name="convert" value="1" />
        <Button type="submit" fullWidth loading={pending}>{confirm}</Button>
      </form>
    );
  }
  return (
    <form ref={auto} action={action} className="flex flex-col gap-4" data-testid="team-link-form">
      {form}
      <Button type="submit" fullWidth loading={pending}>{t("continue")}</Button>
    </form>
  );
}
