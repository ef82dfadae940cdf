"use client";
// The member's card on /team-member: whether they appear on their organisation's team page, with which
// of their own headshots (their favourite unless they pick another), and the name and job title under it.
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import { Heading } from "@/components/ui/heading";
import { Field, inputClass } from "@/components/team-lead/fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { saveMemberTeamPageAction } from "@/lib/teams/team-page-actions";

export type OptInPhoto = { id: string; url: string; width: number; height: number; isFavorite: boolean };
export type OptInChoice = { show: boolean; resultId: string | null; name: string; title: string; pageLive: boolean; hidden: boolean };

export function TeamPageOptIn({ organization, choice, photos }: { organization: string; choice: OptInChoice; photos: OptInPhoto[] }) {
  const t = useTranslations("TeamPage.member");
  const message = useActionMessage("TeamPage", "TeamLead");
  const { state, run, pending, values: v, fieldErrors: fe } = useRefreshingAction(saveMemberTeamPageAction);
  const selected = v.resultId ?? choice.resultId ?? photos.find((p) => p.isFavorite)?.id ?? photos[0]?.id;
  return (
    <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-5" aria-labelledby="team-page-opt-in" data-testid="team-page-opt-in">
      <Heading level={2} size="lg" id="team-page-opt-in">{t("title")}</Heading>
      <p className="max-w-2xl text-ink-soft">{t("lead", { organization })}</p>
      {!choice.pageLive && <Alert variant="info">{t("noPage")}</Alert>}
      {choice.hidden && <Alert variant="warning">{t("hidden")}</Alert>}
      <form action={run} className="flex flex-col gap-4" noValidate>
        <FormAlert state={state} namespace="TeamPage" />
        {state.ok && <Alert variant="success">{t("saved")}</Alert>}
        <label className="flex items-center gap-3 text-sm font-medium text-ink">
          <input type="checkbox" name="show" defaultChecked={choice.show} />
          {t("show")}
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{t("photo")}</legend>
          <p className="text-xs text-ink-soft">{t("photoHint")}</p>
          <div className="flex flex-wrap gap-3">
            {photos.map((p, i) => (
              <label key={p.id} className="relative flex cursor-pointer flex-col items-center gap-1 text-xs text-ink-soft">
                <input type="radio" name="resultId" value={p.id} defaultChecked={p.id === selected} aria-label={t("photoOption", { number: i + 1 })} className="peer sr-only" />
                {/* eslint-disable-next-line @next/next/no-img-element -- the member's own signed thumbnail */}
                <img src={p.url} width={p.width} height={p.height} alt="" className="size-20 rounded-lg border-2 border-transparent object-cover peer-checked:border-brand peer-focus-visible:ring-2 peer-focus-visible:ring-brand" />
                <span>{p.isFavorite ? t("favorite") : i + 1}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("name")} error={fe.name && message(fe.name)}>
            {(id) => <input id={id} name="name" required maxLength={120} defaultValue={v.name ?? choice.name} className={inputClass} />}
          </Field>
          <Field label={t("jobTitle")} hint={t("jobTitleHint")} error={fe.title && message(fe.title)}>
            {(id) => <input id={id} name="title" maxLength={120} defaultValue={v.title ?? choice.title} className={inputClass} />}
          </Field>
        </div>
        <div>
          <Button type="submit" loading={pending}>{t("save")}</Button>
        </div>
      </form>
    </section>
  );
}
