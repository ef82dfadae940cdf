export type ComparisonRow = { key: string; label: string; left: string; right: string };

/** Two options compared line by line, with a note under the table saying where the figures come from. */
export function ComparisonTable({ caption, heads, rows, note }: { caption: string; heads: [string, string, string]; rows: ComparisonRow[]; note: string }) {
  return (
    <div>
      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="landing-comparison">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-mist">
            <tr>
              {heads.map((h, i) => (
                <th key={h} scope="col" className={i === 2 ? "p-4 font-semibold text-brand" : "p-4 font-semibold"}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-line align-top">
                <th scope="row" className="p-4 font-medium text-ink">{r.label}</th>
                <td className="p-4 text-ink-soft">{r.left}</td>
                <td className="p-4 font-medium text-ink" data-testid={`landing-comparison-${r.key}`}>{r.right}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-ink-soft" data-testid="landing-comparison-note">{note}</p>
    </div>
  );
}
