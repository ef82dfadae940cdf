import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icons";
import { isTestMode } from "@/lib/payments/provider";

/**
 * A slim bar on every page while payments run on the built-in test provider (no Stripe keys): in
 * development, and in production only when ALLOW_TEST_PAYMENTS=1 let it start. Nobody should take a
 * "paid" order on such a site for a real one.
 */
export async function TestPaymentsBanner() {
  if (!isTestMode()) return null;
  const t = await getTranslations("Shell");
  return (
    <p data-testid="test-payments-banner" className="flex items-center justify-center gap-2 border-b border-warning bg-warning-soft px-4 py-1.5 text-center text-xs font-medium text-warning">
      <Icon name="alert" size={14} />
      {t("testPayments")}
    </p>
  );
}
