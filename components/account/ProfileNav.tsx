"use client";

import { Link } from "@/i18n/link";
import { usePathname } from "@/i18n/navigation";
import { cx } from "@/components/ui/cx";

export type ProfileNavItem = { href: string; label: string };

/** The account pages' sub-navigation; the current page is marked for screen readers too. */
export function ProfileNav({ label, items }: { label: string; items: ProfileNavItem[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === "/profile" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`) || (href === "/profile/invoices" && pathname === "/profile/invoice");
  return (
    <nav aria-label={label} data-testid="profile-nav" className="flex gap-1 overflow-x-auto md:flex-col">
      {items.map((i) => (
        <Link
          key={i.href}
          href={i.href}
          aria-current={current(i.href) ? "page" : undefined}
          className={cx(
            "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors",
            current(i.href) ? "bg-brand-soft text-brand" : "text-ink-soft hover:bg-mist hover:text-ink",
          )}
        >
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
