import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";

export type FaqEntry = { question: string; answer: string };

/** Questions and answers as disclosure widgets: no JavaScript, every answer in the page's HTML. */
export function FaqList({ id, title, items }: { id: string; title: string; items: FaqEntry[] }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id}>{title}</Heading>
      <div className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line" data-testid="faq">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <Icon name="chevron-down" size={20} className="mt-0.5 shrink-0 text-ink-soft transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-ink-soft">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
