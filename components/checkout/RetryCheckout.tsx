"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { useCart } from "@/stores/cart";

/**
 * "Try again": back to the checkout with the order's package and styles in the cart (it normally
 * still holds them; on another device this puts them back).
 */
export function RetryCheckout({ href, packageSlug, packageStyles, styleSlugs, code }: { href: string; packageSlug: string | null; packageStyles: number; styleSlugs: string[]; code: string | null }) {
  const t = useTranslations("Checkout.failed");
  const router = useRouter();
  return (
    <Button
      size="lg"
      iconLeft="credit-card"
      data-testid="checkout-retry"
      onClick={() => {
        const cart = useCart.getState();
        if (packageSlug) {
          if (cart.packageSlug !== packageSlug || cart.styleSlugs.length === 0) cart.setStyles(styleSlugs);
          cart.setPackage(packageSlug, packageStyles);
        }
        if (code && !cart.code) cart.setCode(code);
        router.push(href);
      }}
    >
      {t("retry")}
    </Button>
  );
}
