"use client";

import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { loadAccount, usePublicAccount } from "@/components/marketing/account-client";
import { track } from "@/lib/analytics/events";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { useCart } from "@/stores/cart";

/** Where "Choose {package}" leads: signed out, the checkout (which signs people up inline); signed in, the style chooser; a team member or admin account, /checkout/blocked. */
export function choosePackageHref(slug: string, account: { blockedBuyHref: string | null } | null | undefined): string {
  if (!account) return `/checkout?package=${encodeURIComponent(slug)}`;
  return account.blockedBuyHref ?? `/app/styles/${encodeURIComponent(slug)}`;
}

/**
 * The "Choose {package}" button: a plain link (works before the page is interactive) that also puts the
 * package in the cart, trimming picked styles to what the package allows. The price list is cached and
 * the same for everyone, so where it leads is decided here, from the visitor's account (until that is
 * known it is the checkout, which serves signed-in people too).
 */
export function ChoosePackageLink({ slug, maxStyles, locale, className, children }: { slug: string; maxStyles: number; locale: Locale; className: string; children: ReactNode }) {
  const setPackage = useCart((s) => s.setPackage);
  const account = usePublicAccount();
  const path = usePathname();
  // The button's look (className) is worked out on the server: this island stays light. A plain <a>:
  // a full page load into checkout, which gets its own nonce-based Content-Security-Policy.
  return (
    <a
      href={localizePath(choosePackageHref(slug, account), locale)}
      onClick={(e) => {
        setPackage(slug, maxStyles);
        track("package_chosen", { package_id: slug, styles: maxStyles, locale });
        // Clicked before the account is known: wait for it, so a signed-in visitor goes to the chooser.
        if (account !== undefined || e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void loadAccount(path).then((known) => window.location.assign(localizePath(choosePackageHref(slug, known), locale)));
      }}
      className={className}
    >
      {children}
    </a>
  );
}

/** Shown to signed-out visitors only (and until the account is known). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const account = usePublicAccount();
  return account ? null : <>{children}</>;
}
