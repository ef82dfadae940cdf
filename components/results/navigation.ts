// Moving through the photos shown in the lightbox (the gallery's current filter), without wrapping.

export type LightboxKey = "ArrowLeft" | "ArrowRight";

/** The index after `key` at `index` of `count` photos, or the same index at either end. */
export function stepIndex(index: number, count: number, key: LightboxKey): number {
  if (count <= 0) return 0;
  const next = key === "ArrowRight" ? index + 1 : index - 1;
  return Math.min(count - 1, Math.max(0, next));
}

/** Items whose style is `styleKey`, or all of them for null. */
export function filterByStyle<T extends { styleKey: string }>(items: readonly T[], styleKey: string | null): T[] {
  return styleKey === null ? [...items] : items.filter((i) => i.styleKey === styleKey);
}
