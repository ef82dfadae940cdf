import type { ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { cx } from "@/components/ui/cx";

/** One section of a landing page: a heading, an optional introduction and its content, on white or on mist. */
export function LandingSection({ id, title, intro, tone = "plain", children }: { id: string; title: string; intro?: string; tone?: "plain" | "mist"; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cx(tone === "mist" && "bg-mist")}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <Heading level={2} id={id}>{title}</Heading>
        {intro && <p className="mt-3 max-w-3xl text-ink-soft">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
