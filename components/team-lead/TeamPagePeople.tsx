import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { TeamPagePerson } from "@/lib/teams/team-page";
import { moveTeamPagePersonAction, setTeamPagePersonHiddenAction } from "@/lib/teams/team-page-actions";
import { ActionForm } from "./ActionForm";

function status(p: TeamPagePerson): "shown" | "hidden" | "notOptedIn" | "noHeadshot" {
  if (p.hidden) return "hidden";
  if (!p.optedIn) return "notOptedIn";
  if (!p.hasHeadshot) return "noHeadshot";
  return "shown";
}

const VARIANT = { shown: "success", hidden: "warning", notOptedIn: "neutral", noHeadshot: "neutral" } as const;

/** Everyone in the organisation in page order: whether they are shown, move up or down, take off or show again. */
export async function TeamPagePeople({ people }: { people: TeamPagePerson[] }) {
  const t = await getTranslations("TeamPage.people");
  if (people.length === 0) return <p className="text-ink-soft">{t("empty")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-soft" data-testid="team-page-shown-count">{t("count", { count: people.filter((p) => p.shown).length })}</p>
      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
        <table className="w-full text-left text-sm" data-testid="team-page-people">
          <thead className="bg-mist text-ink-soft">
            <tr>
              {(["order", "person", "status", "actions"] as const).map((c) => <th key={c} scope="col" className="px-4 py-3 font-semibold">{t(`columns.${c}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {people.map((p, i) => {
              const s = status(p);
              return (
                <tr key={p.membershipId} className="border-t border-line align-top" data-testid="team-page-person" data-id={p.membershipId}>
                  <td className="px-4 py-3">
                    <span className="inline-flex gap-1">
                      {i > 0 && <ActionForm action={moveTeamPagePersonAction} fields={{ membershipId: p.membershipId, direction: "up" }} label={t("up")} variant="ghost" />}
                      {i < people.length - 1 && <ActionForm action={moveTeamPagePersonAction} fields={{ membershipId: p.membershipId, direction: "down" }} label={t("down")} variant="ghost" />}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-medium text-ink">{p.name}</p>
                    {p.title && <p className="text-ink-soft">{p.title}</p>}
                  </td>
                  <td className="px-4 py-3"><Badge variant={VARIANT[s]}>{t(`status.${s}`)}</Badge></td>
                  <td className="px-4 py-3">
                    {p.hidden ? (
                      <ActionForm action={setTeamPagePersonHiddenAction} fields={{ membershipId: p.membershipId, hidden: "0" }} label={t("show")} variant="ghost" />
                    ) : (
                      p.optedIn && <ActionForm action={setTeamPagePersonHiddenAction} fields={{ membershipId: p.membershipId, hidden: "1" }} label={t("hide")} variant="ghost" />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
