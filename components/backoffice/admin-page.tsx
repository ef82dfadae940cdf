// The frame of every back-office screen: its title, a line saying what it is for, actions on the right
// (an export, "new"), a way back for a detail view, and sections with a heading.
import type { ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";

export function AdminPage({ title, intro, actions, back, children, testId }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode; back?: { href: string; label: string }; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-6" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {back && <Link href={back.href} className="text-sm text-ink-soft underline">{back.label}</Link>}
          <Heading level={1}>{title}</Heading>
          {intro && <p className="mt-2 max-w-3xl text-ink-soft">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export function AdminSection({ title, children, testId, description }: { title: ReactNode; description?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <p className="text-sm text-ink-soft">{description}</p>}
      {children}
    </section>
  );
}

/** A detail view's facts: label and value pairs (a value may be a link or a badge). */
export function Facts({ items, testId }: { items: readonly (readonly [label: ReactNode, value: ReactNode])[]; testId?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid={testId}>
      {items.map(([label, value], i) => (
        <div key={i} className="contents">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="text-sm">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
