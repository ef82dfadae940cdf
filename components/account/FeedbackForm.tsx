"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { submitFeedbackAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountTextArea, useErrorText } from "./fields";
import { RatingInput } from "./RatingInput";

type ShootOption = { id: string; label: string };

/** A rating, optional text and optionally the shoot it is about; then a thank-you. */
export function FeedbackForm({ shoots, shootId }: { shoots: ShootOption[]; shootId: string }) {
  // A new key after "Send more feedback" gives a fresh form and a fresh action state.
  const [round, setRound] = useState(0);
  return <FeedbackRound key={round} shoots={shoots} shootId={shootId} onAgain={() => setRound((r) => r + 1)} />;
}

function FeedbackRound({ shoots, shootId, onAgain }: { shoots: ShootOption[]; shootId: string; onAgain: () => void }) {
  const t = useTranslations("Feedback");
  const err = useErrorText("Feedback");
  const selectId = useId();
  const [state, action, pending] = useActionState<ActionState, FormData>(submitFeedbackAction, {});
  if (state.ok) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="feedback-thanks">
        <Alert variant="success" title={t("thanksTitle")}>{t("thanksBody")}</Alert>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/app">{t("back")}</ButtonLink>
          <Button variant="secondary" onClick={onAgain}>{t("again")}</Button>
        </div>
      </div>
    );
  }
  const v = state.values ?? { shootId };
  const fe = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-5" noValidate data-testid="feedback-form">
      <FormAlert state={state} namespace="Feedback" />
      <RatingInput
        name="rating"
        legend={t("rating")}
        labels={(["1", "2", "3", "4", "5"] as const).map((n) => t(`ratingLabels.${n}`))}
        defaultValue={Number(v.rating) || undefined}
        error={err(fe.rating)}
      />
      <AccountTextArea label={t("body")} name="body" defaultValue={v.body} hint={t("bodyHint")} maxLength={2000} error={err(fe.body)} />
      {shoots.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">{t("shoot")}</label>
          <select id={selectId} name="shootId" defaultValue={v.shootId ?? ""} className="h-11 rounded-lg border border-line bg-paper px-3 text-base text-ink sm:max-w-sm">
            <option value="">{t("shootNone")}</option>
            {shoots.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
          </select>
          {fe.shootId && <p className="text-sm text-danger">{err(fe.shootId)}</p>}
        </div>
      )}
      <div>
        <Button type="submit" loading={pending} data-testid="feedback-submit">{pending ? t("submitting") : t("submit")}</Button>
      </div>
    </form>
  );
}
