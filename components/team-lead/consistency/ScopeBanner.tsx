"use client";
// A sub-team's pool: whether it uses the organisation's or its own, and the one button that switches.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/team-lead/ActionForm";
import { customisePoolAction, inheritPoolAction } from "@/lib/teams/consistency-actions";
import { STYLE_MESSAGE_NAMESPACES } from "./PoolForm";

export function ScopeBanner({ kind, team, custom }: { kind: "backdrops" | "outfits"; team: { id: string; name: string }; custom: boolean }) {
  const t = useTranslations("TeamStyle.scope");
  const which = kind === "backdrops" ? "Backdrops" : "Outfits";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-mist p-4" data-testid="scope-banner" data-custom={custom ? "true" : "false"}>
      <p className="text-sm text-ink">{t(custom ? `custom${which}` : `inherits${which}`, { team: team.name })}</p>
      <ActionForm
        action={custom ? inheritPoolAction : customisePoolAction}
        fields={{ kind, teamId: team.id }}
        label={custom ? t("inherit") : t("customise")}
        variant={custom ? "secondary" : "primary"}
        namespaces={STYLE_MESSAGE_NAMESPACES}
      />
    </div>
  );
}
