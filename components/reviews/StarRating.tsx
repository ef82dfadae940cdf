import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

/**
 * Five stars, `rating` of them filled (a fraction fills part of a star). The stars are decorative:
 * `label` ("Rated 4 out of 5") is what assistive technology reads.
 */
export function StarRating({ rating, label, size = 18, className }: { rating: number; label: string; size?: number; className?: string }) {
  return (
    <span className={cx("inline-flex items-center", className)} role="img" aria-label={label} data-rating={rating}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <span key={i} className="relative inline-block" style={{ width: size, height: size }} aria-hidden="true">
            <Icon name="star" size={size} className="absolute inset-0 text-ink-soft/40" />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
                <Icon name="star" size={size} className="fill-current text-amber-500" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
