"use client";
// Force backdrop variety for the pool on show: offered only when it approves at least `min` backdrops; a
// sub-team that uses the organisation's backdrops shows the organisation's setting instead.
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { backdropVarietyAction } from "@/lib/teams/consistency-actions";
import { STYLE_MESSAGE_NAMESPACES } from "./PoolForm";

export function VarietyForm({ teamId, on, available, count, min, inherited }: { teamId: string | null; on: boolean; available: boolean; count: number; min: number; inherited: boolean }) {
  const t = useTranslations("TeamStyle.variety");
  const locale = useLocale();
  const message = useActionMessage(...STYLE_MESSAGE_NAMESPACES);
  const { state, run, pending } = useRefreshingAction(backdropVarietyAction);
  return (
    <section className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" data-testid="variety">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-ink-soft">{t("intro", { min })}</p>
      {inherited ? (
        <p className="text-sm text-ink">{on ? t("inheritedOn") : t("inheritedOff")}</p>
      ) : !available ? (
        <p className="text-sm text-ink" data-testid="variety-unavailable">{t("needs", { min, count })}</p>
      ) : (
        <form action={run} className="flex flex-col gap-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="teamId" value={teamId ?? ""} />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="on" defaultChecked={on} key={String(on)} />
            {t("label")}
          </label>
          {state.error && <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>}
          {state.ok && <p role="status" className="text-sm text-success">{t("saved")}</p>}
          <Button type="submit" variant="secondary" loading={pending} className="self-start">{t("save")}</Button>
        </form>
      )}
    </section>
  );
}
