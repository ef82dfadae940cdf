"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { updateProfileAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountField, useErrorText } from "./fields";

/** Name, job title and phone. */
export function ProfileDetailsForm({ initial }: { initial: { name: string; jobTitle: string; phone: string } }) {
  const t = useTranslations("Profile.details");
  const err = useErrorText("Profile");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(updateProfileAction, { values: initial });
  const v = state.values ?? initial;
  const fe = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-4" noValidate data-testid="profile-details-form">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="Profile" />
      <AccountField label={t("name")} name="name" defaultValue={v.name} autoComplete="name" required maxLength={100} error={err(fe.name)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField label={t("jobTitle")} name="jobTitle" defaultValue={v.jobTitle} autoComplete="organization-title" maxLength={100} hint={t("jobTitleHint")} error={err(fe.jobTitle)} />
        <AccountField label={t("phone")} name="phone" type="tel" defaultValue={v.phone} autoComplete="tel" maxLength={30} hint={t("phoneHint")} error={err(fe.phone)} />
      </div>
      {state.ok && <Alert variant="success">{t("saved")}</Alert>}
      <div>
        <Button type="submit" loading={pending}>{pending ? t("saving") : t("save")}</Button>
      </div>
    </form>
  );
}
