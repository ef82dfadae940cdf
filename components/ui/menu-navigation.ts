/** Keyboard movement inside a menu, following the WAI-ARIA menu pattern. Pure so it can be tested. */

export type MenuMoveKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

export function isMenuMoveKey(key: string): key is MenuMoveKey {
  return key === "ArrowDown" || key === "ArrowUp" || key === "Home" || key === "End";
}

/**
 * The index focus moves to from `current` for `key`, skipping disabled items.
 * Arrows wrap around; Home and End go to the first and last enabled item.
 * Returns -1 when every item is disabled.
 */
export function nextMenuIndex(current: number, key: MenuMoveKey, disabled: readonly boolean[]): number {
  const count = disabled.length;
  if (!disabled.some((d) => !d)) return -1;
  const firstEnabledFrom = (start: number, step: 1 | -1) => {
    for (let i = 0, idx = start; i < count; i++, idx = (idx + step + count) % count) {
      if (!disabled[idx]) return idx;
    }
    return -1;
  };
  switch (key) {
    case "Home":
      return firstEnabledFrom(0, 1);
    case "End":
      return firstEnabledFrom(count - 1, -1);
    case "ArrowDown":
      return firstEnabledFrom(current < 0 ? 0 : (current + 1) % count, 1);
    case "ArrowUp":
      return firstEnabledFrom(current < 0 ? count - 1 : (current - 1 + count) % count, -1);
  }
}

/**
 * Type-ahead: the next enabled item after `current` whose label starts with `query`
 * (case- and accent-insensitive), wrapping around. Returns `current` when nothing matches.
 */
export function typeaheadIndex(labels: readonly string[], disabled: readonly boolean[], current: number, query: string): number {
  const normalize = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase();
  const q = normalize(query);
  if (!q) return current;
  const count = labels.length;
  // A repeated single letter cycles through matches; a longer query may still match the current item.
  const start = current < 0 ? 0 : current + (q.length > 1 ? 0 : 1);
  for (let i = 0; i < count; i++) {
    const idx = (start + i) % count;
    if (!disabled[idx] && normalize(labels[idx] ?? "").startsWith(q)) return idx;
  }
  return current;
}
