import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

/** A rating out of five as stars, with its words for screen readers. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={size} className={cx(n <= Math.round(rating) ? "fill-current text-warning" : "text-line")} />
      ))}
    </span>
  );
}
