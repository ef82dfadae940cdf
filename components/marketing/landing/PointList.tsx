import { Heading } from "@/components/ui/heading";
import { Icon, type IconName } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

export type Point = { key: string; title: string; body: string; icon?: IconName };

/**
 * Short points, each a title and a sentence or two: numbered (steps, reasons) as an ordered list, or
 * with an icon each as a grid. `columns` 1 gives one long readable column (the seven reasons).
 */
export function PointList({ points, numbered = false, columns = 3 }: { points: Point[]; numbered?: boolean; columns?: 1 | 2 | 3 }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={cx("grid gap-6", columns === 3 && "sm:grid-cols-3", columns === 2 && "sm:grid-cols-2", columns === 1 && "max-w-3xl")} data-testid="landing-points">
      {points.map((p, i) => (
        <li key={p.key} className={cx("flex gap-4", columns !== 1 && "flex-col rounded-[var(--radius-card)] border border-line bg-paper p-6")}>
          {numbered ? (
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
          ) : (
            p.icon && <Icon name={p.icon} size={24} className="shrink-0 text-brand" />
          )}
          <div>
            <Heading level={3} size="lg">{p.title}</Heading>
            <p className="mt-2 text-ink-soft">{p.body}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
