// The back office's list filter controls (GET form fields inside DataTable's search form).
export function SelectFilter({ name, label, value, options, anyLabel }: { name: string; label: string; value: string | undefined; options: readonly { value: string; label: string }[]; anyLabel?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-ink-soft">{label}</span>
      <select name={name} defaultValue={value ?? ""} className="h-10 rounded-lg border border-line px-3" data-testid={`filter-${name}`}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </label>
  );
}

export function DateFilter({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-ink-soft">{label}</span>
      <input type="date" name={name} defaultValue={value ?? ""} className="h-10 rounded-lg border border-line px-3" data-testid={`filter-${name}`} />
    </label>
  );
}
