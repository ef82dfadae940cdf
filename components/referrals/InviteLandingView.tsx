import { getFormatter, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon, type IconName } from "@/components/ui/icons";
import { Lead } from "@/components/ui/typography";
import type { Locale } from "@/lib/i18n/config";
import type { InviteLanding } from "@/lib/referrals/landing";
import { InviteActions } from "./InviteActions";
import { RememberInvite } from "./RememberInvite";

type Props = { landing: Extract<InviteLanding, { status: "ok" }>; locale: Locale };

/** The public landing of a referral link: who invites, the first-purchase discount, sign up or see the packages. */
export async function InviteLandingView({ landing, locale }: Props) {
  const [t, format] = await Promise.all([getTranslations("InviteLanding"), getFormatter()]);
  const { percent } = landing;
  const steps: [IconName, string][] = [
    ["user", t("steps.account")],
    ["credit-card", t("steps.choose", { percent })],
    ["camera", t("steps.upload")],
  ];
  return (
    <Container size="md" className="py-12 sm:py-16">
      <div className="flex flex-col gap-10" data-testid="invite-landing">
        {landing.viewer === "anonymous" && <RememberInvite code={landing.code} />}
        <section className="flex flex-col items-start gap-5">
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
            <Icon name="sparkles" size={16} />{format.number(-percent / 100, { style: "percent" })}
          </span>
          <Heading level={1} size="display" className="max-w-3xl">
            {landing.referrerFirstName ? t("headingNamed", { name: landing.referrerFirstName, percent }) : t("headingAnonymous", { percent })}
          </Heading>
          <Lead className="max-w-2xl">{t("lead", { percent })}</Lead>

          {landing.viewer === "own" && (
            <Alert variant="info" title={t("own.title")} className="w-full max-w-2xl">
              <p>{t("own.body", { percent })}</p>
              <ButtonLink href="/app/invites" variant="link" size="sm" className="mt-2">{t("own.cta")}</ButtonLink>
            </Alert>
          )}
          {landing.viewer === "member" && (
            <Alert variant="info" title={t("member.title")} className="w-full max-w-2xl">{t("member.body")}</Alert>
          )}

          <InviteActions code={landing.code} locale={locale} anonymous={landing.viewer === "anonymous"} signupLabel={t("signup")} pricingLabel={t("pricing")} />
          <p className="text-sm text-ink-soft">{t("terms")}</p>
        </section>

        <section aria-labelledby="invite-steps" className="rounded-[var(--radius-card)] border border-line bg-paper p-6 sm:p-8">
          <Heading level={2} size="xl" id="invite-steps">{t("steps.title")}</Heading>
          <ol className="mt-5 grid gap-5 sm:grid-cols-3">
            {steps.map(([icon, text], i) => (
              <li key={icon} className="flex gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand" aria-hidden>
                  <Icon name={icon} size={18} />
                </span>
                <span className="text-ink"><span className="sr-only">{i + 1}. </span>{text}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Container>
  );
}
