"use client";

import type { ReactNode } from "react";
import { ButtonLink, type ButtonLinkProps } from "@/components/ui/button";
import { useCart } from "@/stores/cart";

/**
 * The "Choose {package}" button: a plain link (works before the page is interactive) that also puts the
 * package in the cart, trimming picked styles to what the package allows.
 */
export function ChoosePackageLink({ slug, maxStyles, href, children, ...rest }: { slug: string; maxStyles: number; href: string; children: ReactNode } & Omit<ButtonLinkProps, "href" | "onClick">) {
  const setPackage = useCart((s) => s.setPackage);
  return (
    <ButtonLink href={href} onClick={() => setPackage(slug, maxStyles)} {...rest}>
      {children}
    </ButtonLink>
  );
}
