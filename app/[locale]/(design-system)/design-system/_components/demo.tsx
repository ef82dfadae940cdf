import type { ReactNode } from "react";
import { cx, Heading, Lead } from "@/components/ui";

/** The title block at the top of a design-system page. */
export function PageIntro({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <header className="mb-10 space-y-3 border-b border-line pb-8">
      <Heading level={1}>{title}</Heading>
      <Lead>{description}</Lead>
    </header>
  );
}

/** One group of variants: a heading, a line on when to use it, and the live components on a canvas. */
export function DemoSection({
  id,
  title,
  description,
  children,
  canvasClassName,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  canvasClassName?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mb-12">
      <Heading level={2} size="lg" id={`${id}-title`}>
        {title}
      </Heading>
      {description && <p className="mt-1 max-w-prose text-sm leading-relaxed text-ink-soft">{description}</p>}
      <div className={cx("mt-4 rounded-card border border-line bg-paper p-6", canvasClassName ?? "flex flex-wrap items-center gap-4")}>{children}</div>
    </section>
  );
}
