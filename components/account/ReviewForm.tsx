"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { submitReviewAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountTextArea, useErrorText } from "./fields";
import { RatingInput } from "./RatingInput";

/** Rating, text and consent to publish; then thanks and the way to Trustpilot. */
export function ReviewForm({ trustpilotUrl }: { trustpilotUrl: string }) {
  const t = useTranslations("Trustpilot");
  const err = useErrorText("Trustpilot");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(submitReviewAction, {});
  if (state.ok) return <TrustpilotInvite url={trustpilotUrl} title={t("thanksTitle")} body={t("thanksBody")} />;
  const v = state.values ?? {};
  const fe = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-5" noValidate data-testid="review-form">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="Trustpilot" />
      <RatingInput name="rating" legend={t("rating")} labels={[1, 2, 3, 4, 5].map((count) => t("star", { count }))} defaultValue={Number(v.rating) || undefined} error={err(fe.rating)} />
      <AccountTextArea label={t("body")} name="body" defaultValue={v.body} hint={t("bodyHint")} maxLength={2000} required error={err(fe.body)} />
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3 text-sm text-ink">
          <input type="checkbox" name="consent" defaultChecked={v.consent === "on"} className="mt-0.5 size-4 accent-brand" aria-invalid={fe.consent ? true : undefined} />
          <span>{t("consent")}</span>
        </label>
        {fe.consent && <p className="text-sm text-danger">{err(fe.consent)}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={pending} iconLeft="star">{pending ? t("submitting") : t("submit")}</Button>
        <ButtonLink href="/app/feedback" variant="link">{t("privateFeedback")}</ButtonLink>
      </div>
    </form>
  );
}

export function TrustpilotInvite({ url, title, body }: { url: string; title: string; body: string }) {
  const t = useTranslations("Trustpilot");
  return (
    <div className="flex flex-col items-start gap-4" data-testid="review-thanks">
      <Alert variant="success" title={title}>{body}</Alert>
      <ButtonLink href={url} newTab iconRight="external-link" data-testid="trustpilot-link">{t("trustpilot")}</ButtonLink>
    </div>
  );
}
