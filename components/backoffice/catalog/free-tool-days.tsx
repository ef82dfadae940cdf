// A free tool's daily counters on /admin/tools/free-headshots: the window's totals, then one row per UTC day.
import type { FreeToolStats } from "@/lib/backoffice/free-tools/stats";
import type { FreeEvent } from "@/lib/tools/free-runs";
import type { Translate } from "./package-editor";

export function FreeToolDaysTable({ t, data, events }: { t: Translate; data: FreeToolStats["tools"]["HEADSHOT"]; events: readonly FreeEvent[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-ink-soft">
            <th className="py-1 pr-3 font-medium">{t("freeTools.day")}</th>
            {events.map((e) => <th key={e} className="py-1 pr-3 font-medium">{t(`freeTools.events.${e}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-line font-semibold" data-testid="free-tool-totals">
            <td className="py-1.5 pr-3">{t("freeTools.total")}</td>
            {events.map((e) => <td key={e} className="pr-3 tabular-nums" data-event={e}>{data.totals[e]}</td>)}
          </tr>
          {data.days.map((d) => (
            <tr key={d.day} className="border-t border-line" data-testid={`free-tool-day-${d.day}`}>
              <td className="py-1.5 pr-3 tabular-nums">{d.day}</td>
              {events.map((e) => <td key={e} className="pr-3 tabular-nums" data-event={e}>{d[e]}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
