"use client";

import NextLink from "next/link";
import { useParams, usePathname } from "next/navigation";
import { forwardRef, type ComponentProps } from "react";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localizePath, splitLocale, type Locale } from "@/lib/i18n/config";
import { matchRoute } from "@/lib/routes/registry";

type Href = string | { pathname: string; query?: Record<string, string | number | undefined>; hash?: string };
type Props = Omit<ComponentProps<typeof NextLink>, "href"> & { href: Href; locale?: Locale };

function hrefString(href: Href): string {
  if (typeof href === "string") return href;
  const query = new URLSearchParams(Object.entries(href.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  return `${href.pathname}${query ? `?${query}` : ""}${href.hash ? `#${href.hash}` : ""}`;
}

/** An internal address ("/pricing", "/blog/x?y#z") in `locale`; anything else (a fragment, a query, another site) as it is. */
export function localizeHref(href: string, locale: Locale): string {
  return href.startsWith("/") && !href.startsWith("//") ? localizePath(href, locale) : href;
}

/** Whether an address (with or without its locale prefix) is one of the cached public pages. */
export function isPublicPageHref(href: string): boolean {
  return matchRoute(splitLocale(href.split(/[?#]/)[0] || "/").path)?.route.layout === "marketing";
}

/**
 * Our <Link>: next/link with the address in the page's language (from the URL's locale segment), or in
 * `locale` when the link leads to another language (choosing it stores the locale cookie, as the
 * language menu does). It needs no translation context, so the cached public pages, which ship no
 * translation runtime, can use it; next-intl's own Link reads its locale from that context.
 *
 * From a public page to any other page it is a plain <a>: a full page load, so the app's pages get
 * their own Content-Security-Policy (with a nonce) instead of keeping the public page's, which allows
 * inline scripts (lib/http/security-headers.ts).
 */
export const Link = forwardRef<HTMLAnchorElement, Props>(function Link({ href, locale, onClick, prefetch, ...rest }, ref) {
  const param = useParams()?.locale;
  const pathname = usePathname();
  const current: Locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const target = locale ?? current;
  const address = localizeHref(hrefString(href), target);
  if (address.startsWith("/") && isPublicPageHref(pathname) && !isPublicPageHref(address)) {
    const { replace: _replace, scroll: _scroll, shallow: _shallow, passHref: _passHref, legacyBehavior: _legacy, onNavigate: _onNavigate, ...anchor } = rest;
    return <a ref={ref} href={address} onClick={onClick} {...anchor} />;
  }
  return (
    <NextLink
      ref={ref}
      href={address}
      // As next-intl's Link: no prefetching unless asked for (pages are cached; links are many).
      prefetch={prefetch ?? false}
      onClick={(e) => {
        if (target !== current) document.cookie = `${LOCALE_COOKIE.name}=${target}; path=/; max-age=${LOCALE_COOKIE.maxAgeSeconds}; samesite=lax`;
        onClick?.(e);
      }}
      {...rest}
    />
  );
});
