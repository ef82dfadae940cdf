"use client";

import { Link } from "@/i18n/link";
import { usePathname } from "@/i18n/navigation";
import { cx } from "@/components/ui";

export interface NavEntry {
  href: string;
  label: string;
}

/** Side navigation; on small screens it becomes a scrollable row above the content. */
export function DesignSystemNav({ label, entries }: { label: string; entries: NavEntry[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="md:sticky md:top-6">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0">
        {entries.map((entry) => {
          const current = pathname === entry.href;
          return (
            <li key={entry.href} className="shrink-0">
              <Link
                href={entry.href}
                aria-current={current ? "page" : undefined}
                className={cx(
                  "block rounded-md px-3 py-2 text-sm transition-colors",
                  current ? "bg-brand-soft font-medium text-brand" : "text-ink-soft hover:bg-mist hover:text-ink",
                )}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
