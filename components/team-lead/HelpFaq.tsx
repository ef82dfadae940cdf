"use client";
// The help page's questions and answers with a search box that filters as the lead types (every word
// must match; accents and case aside), and a message when nothing matches.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Link } from "@/i18n/link";
import { filterFaq, type HelpFaqItem } from "@/lib/teams/help-faq";
import { inputClass } from "./fields";

export function HelpFaq({ items }: { items: HelpFaqItem[] }) {
  const t = useTranslations("TeamHelp.faq");
  const [query, setQuery] = useState("");
  const id = useId();
  const shown = filterFaq(items, query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-xl flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">{t("search")}</label>
        <input id={id} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("searchPlaceholder")} className={inputClass} data-testid="help-search" />
        <p className="text-xs text-ink-soft" aria-live="polite">{shown.length > 0 ? t("count", { count: shown.length }) : ""}</p>
      </div>
      {shown.length === 0 ? (
        <p role="status" className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="help-none">{t("none", { query: query.trim() })}</p>
      ) : (
        <div className="flex flex-col gap-3" data-testid="help-items">
          {shown.map((item) => (
            <article key={item.key} className="rounded-[var(--radius-card)] border border-line bg-paper p-4" data-testid="help-item" data-key={item.key}>
              <h2 className="font-semibold text-ink">{item.question}</h2>
              <p className="mt-2 text-ink-soft">{item.answer}</p>
              <Link href={item.href} className="mt-2 inline-block text-sm font-medium text-brand underline-offset-2 hover:underline">{t("goTo", { page: item.linkLabel })}</Link>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
