import { getTranslations } from "next-intl/server";
import { BuyCreditsForm } from "@/components/team-lead/BuyCreditsForm";
import { ForgetDrafts } from "@/components/team-lead/setup/ForgetDrafts";
import { SetupFrame, SetupRefused } from "@/components/team-lead/setup/SetupFrame";
import { Alert } from "@/components/ui/alert";
import { currencyFor } from "@/lib/catalog/packages";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { CREDIT_QUANTITY } from "@/lib/teams/pricing";
import { readCreditPricing } from "@/lib/teams/pricing-policy";
import { setupInvites } from "@/lib/teams/setup";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { loadSetupStep } from "../load";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSetup.payment" });
  return pageMetadata({ path: "/app/admin/team/new/payment", locale, title: t("title"), index: false });
}

/**
 * The team credits, bought by card through the same checkout as a package; its fulfilment finishes the
 * wizard and the buyer lands on the members page. Back here after a failed payment (?canceled=1).
 */
export default async function PaymentStep({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/team/new/payment");
  const page = await loadSetupStep(ctx, "payment");
  if (page.kind === "refused") return <SetupRefused code={page.code} organization={page.organization} />;
  const [t, pricing] = await Promise.all([getTranslations("TeamSetup.payment"), readCreditPricing(ctx.db)]);
  const invites = setupInvites(page.organization!.settings).length;
  const canceled = searchParam(await searchParams, "canceled") === "1";
  return (
    <SetupFrame steps={SETUP_STEPS} current="payment" done={page.done} open={page.open} title={t("title")} lead={t("lead")}>
      <ForgetDrafts owner={page.userId} forms={["company", "branding", "backdrops", "outfits", "invites"]} />
      {canceled && <Alert variant="warning">{t("canceled")}</Alert>}
      <p className="text-ink" data-testid="setup-invites-count">{invites > 0 ? t("invites", { count: invites }) : t("invitesNone")}</p>
      <BuyCreditsForm currency={currencyFor(ctx.locale)} defaultQuantity={Math.min(CREDIT_QUANTITY.max, Math.max(invites, 10))} pricing={pricing} />
    </SetupFrame>
  );
}
