"use client";
// A pool's backdrops or outfits (/app/admin/style, /app/admin/clothing): the wizard's cards with a box
// for women and one for men, saved for the organisation or one sub-team. Read only while a sub-team
// uses the organisation's pool.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { PicksGrid, type GenderPicks, type PickItem } from "@/components/team-lead/setup/PicksGrid";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { savePoolAction } from "@/lib/teams/consistency-actions";

export const STYLE_MESSAGE_NAMESPACES = ["TeamStyle", "TeamLead"] as const;

export function PoolForm({ kind, teamId, items, saved, readOnly }: { kind: "backdrops" | "outfits"; teamId: string | null; items: PickItem[]; saved: GenderPicks; readOnly: boolean }) {
  const t = useTranslations("TeamStyle.pool");
  const locale = useLocale();
  const message = useActionMessage(...STYLE_MESSAGE_NAMESPACES);
  const { state, run, pending } = useRefreshingAction(savePoolAction);
  const [picks, setPicks] = useState<GenderPicks>(saved);
  const toggle = (gender: keyof GenderPicks, id: string) =>
    setPicks((p) => ({ ...p, [gender]: p[gender].includes(id) ? p[gender].filter((x) => x !== id) : [...p[gender], id] }));
  return (
    <form action={run} className="flex flex-col gap-5" data-testid={`${kind}-pool`}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="teamId" value={teamId ?? ""} />
      {state.error && <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>}
      {state.ok && <Alert variant="success">{t("saved")}</Alert>}
      <p className="text-sm text-ink-soft" aria-live="polite" data-testid="pool-count">{t("count", { female: picks.female.length, male: picks.male.length })}</p>
      <PicksGrid items={items} picks={picks} labels={{ female: t("female"), male: t("male") }} onToggle={toggle} disabled={readOnly} />
      {!readOnly && <Button type="submit" loading={pending} className="self-start">{t("save")}</Button>}
    </form>
  );
}
