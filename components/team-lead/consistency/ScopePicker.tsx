// Whose pool a page shows: the organisation's or one sub-team's (links: ?team=<id>), each team marked
// with whether it has its own pool of the page's kind or uses the organisation's.
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { cx } from "@/components/ui/cx";

export async function ScopePicker({ path, current, teams }: { path: string; current: string | null; teams: { id: string; name: string; own: boolean }[] }) {
  const t = await getTranslations("TeamStyle.scope");
  const item = (href: string, active: boolean, label: string, note: string | null, id: string) => (
    <li key={id}>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        data-scope={id}
        className={cx("inline-flex flex-col rounded-lg border px-3 py-1.5 text-sm", active ? "border-brand bg-brand-soft font-semibold text-ink" : "border-line text-ink hover:border-ink-soft")}
      >
        <span>{label}</span>
        {note && <span className="text-xs font-normal text-ink-soft">{note}</span>}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("label")} data-testid="pool-scopes">
      <ul className="flex flex-wrap gap-2">
        {item(path, current === null, t("organization"), null, "organization")}
        {teams.map((team) => item(`${path}?team=${encodeURIComponent(team.id)}`, current === team.id, team.name, team.own ? t("own") : t("inherited"), team.id))}
      </ul>
    </nav>
  );
}
