import type { ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { cx } from "@/components/ui/cx";

/** The opening of a landing page: what it is about in one title and one paragraph, with an optional picture beside it. */
export function LandingHero({ eyebrow, title, intro, note, aside }: { eyebrow?: string; title: string; intro: string; note?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-paper">
      <div className={cx("mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20", Boolean(aside) && "lg:grid-cols-[1.1fr_1fr]")}>
        <div>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p>}
          <Heading level={1} size="display" className="mt-3 max-w-3xl">{title}</Heading>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft" data-testid="landing-intro">{intro}</p>
          {note && <div className="mt-6 text-ink">{note}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
