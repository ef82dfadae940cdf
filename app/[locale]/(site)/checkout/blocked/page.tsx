import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { guardPage } from "@/lib/auth/guard";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { isBlockReason } from "@/lib/payments/reasons";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Checkout.meta" });
  return pageMetadata({ path: "/checkout/blocked", locale, title: t("blocked"), index: false });
}

const NEXT: Record<"TEAM_MEMBER" | "ADMIN_ACCOUNT", string> = { TEAM_MEMBER: "/team-member", ADMIN_ACCOUNT: "/admin" };

/** /checkout/blocked?reason=TEAM_MEMBER|ADMIN_ACCOUNT: why this account cannot buy, and where to go instead. */
export default async function CheckoutBlocked({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await guardPage("/checkout/blocked", locale);
  const reason = searchParam(await searchParams, "reason");
  const t = await getTranslations("Checkout.blocked");
  const known = isBlockReason(reason) ? reason : null;

  return (
    <Container size="sm" className="py-16">
      <div className="flex flex-col items-center gap-5 text-center" data-testid="checkout-blocked" data-reason={known ?? ""}>
        <Icon name={known === "TEAM_MEMBER" ? "users" : "lock"} size={48} className="text-brand" />
        <Heading level={1} size="2xl">{known ? t(`${known}.title`) : t("title")}</Heading>
        <p className="max-w-xl text-ink-soft">{known ? t(`${known}.body`) : t("body")}</p>
        {known ? <ButtonLink href={NEXT[known]}>{t(`${known}.cta`)}</ButtonLink> : <ButtonLink href="/">{t("home")}</ButtonLink>}
      </div>
    </Container>
  );
}
