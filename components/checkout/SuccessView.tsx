"use client";

import { track } from "@/lib/analytics/events";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { fireConfetti } from "@/components/ui/confetti";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useRouter } from "@/i18n/navigation";
import { useCart } from "@/stores/cart";

export const SUCCESS_COUNTDOWN_SECONDS = 5;
/** While the payment is unconfirmed the page asks the server again this often; slower after a while. */
const POLL_MS = 2000;
const SLOW_AFTER_MS = 60_000;
const SLOW_POLL_MS = 10_000;

/** Paid: confetti, then a visible countdown to the upload. */
export function PaidCelebration({ packageName, packageSlug, uploadHref }: { packageName: string; packageSlug?: string; uploadHref: string }) {
  const t = useTranslations("Checkout.success");
  const router = useRouter();
  const [left, setLeft] = useState(SUCCESS_COUNTDOWN_SECONDS);

  useEffect(() => {
    // What was bought is no longer in the cart (the currency preference stays).
    useCart.getState().clear();
    if (packageSlug) track("order_paid", { package_id: packageSlug });
    const stop = fireConfetti();
    const id = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => {
      window.clearInterval(id);
      stop();
    };
  }, [packageSlug]);

  useEffect(() => {
    if (left === 0) router.push(uploadHref);
  }, [left, router, uploadHref]);

  return (
    <div className="flex flex-col items-center gap-5 text-center" data-testid="checkout-success">
      <Icon name="check-circle" size={48} className="text-success" />
      <Heading level={1} size="2xl">{t("title")}</Heading>
      <p className="max-w-xl text-ink-soft">{t("body", { package: packageName })}</p>
      <p className="font-medium">{t("next")}</p>
      <p className="text-sm text-ink-soft" role="timer" aria-live="polite" data-testid="checkout-countdown">{t("countdown", { seconds: left })}</p>
      <ButtonLink href={uploadHref} size="lg" iconRight="chevron-right">{t("continue")}</ButtonLink>
    </div>
  );
}

/** Not confirmed yet (Stripe's webhook not in): re-renders the page from the server until it is. */
export function AwaitingPayment() {
  const t = useTranslations("Checkout.success");
  const router = useRouter();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const startedAt = Date.now();
    let timer = 0;
    const tick = () => {
      router.refresh();
      const isSlow = Date.now() - startedAt > SLOW_AFTER_MS;
      setSlow(isSlow);
      timer = window.setTimeout(tick, isSlow ? SLOW_POLL_MS : POLL_MS);
    };
    timer = window.setTimeout(tick, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [router]);

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="checkout-pending">
      <Spinner size={36} className="text-brand" />
      <Heading level={1} size="2xl">{t("pendingTitle")}</Heading>
      <p className="max-w-xl text-ink-soft" aria-live="polite">{slow ? t("slow") : t("pendingBody")}</p>
    </div>
  );
}
