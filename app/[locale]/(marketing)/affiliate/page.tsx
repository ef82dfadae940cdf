import { JsonLd } from "@/components/seo/JsonLd";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";
import { referralProgramme } from "@/lib/referrals/programme";
import { contactAnswerTime } from "@/lib/support/contact";

// Where a new account goes once its address is confirmed: the page with its invite link.
const INVITES = "/app/invites";
const SIGN_UP = `/auth/signup?callbackUrl=${encodeURIComponent(INVITES)}`;
const TERMS = ["who", "newAccounts", "self", "firstPurchase", "noStacking", "pending", "refunded", "cap", "credits"] as const;
const FAQ = ["where", "when", "existing", "team", "coupon", "contact"] as const;
const FAQ_LINKS: Partial<Record<(typeof FAQ)[number], string>> = { team: "/company-headshots", contact: "/contact" };
const linkClass = "font-medium text-brand underline-offset-2 hover:underline";

export async function generateMetadata({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/affiliate");
  const [t, p] = await Promise.all([getTranslations({ locale, namespace: "Affiliate.meta" }), referralProgramme(db)]);
  return pageMetadata({ path: "/affiliate", locale, title: t("title"), description: t("description", { percent: p.discountPercent, credits: p.rewardCredits }) });
}

/**
 * /affiliate: the referral programme and its terms, every number read from the programme itself
 * (lib/referrals/programme.ts: the admins' referral.* parameters, the money-back window, the cap's
 * window, the referral link's lifetime). Cached; no client JavaScript.
 */
export default async function AffiliatePage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/affiliate");
  const [t, p, answerTime] = await Promise.all([getTranslations("Affiliate"), referralProgramme(db), contactAnswerTime(locale)]);
  const values = { percent: p.discountPercent, credits: p.rewardCredits, days: p.refundDays, max: p.maxRewards, capDays: p.capDays, linkDays: p.linkDays, time: answerTime };

  return (
    <div className="flex flex-col gap-16 py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, "/affiliate")} />
      <Container>
        <div className="max-w-3xl">
          <Heading level={1} size="display">{t("title")}</Heading>
          <p className="mt-4 text-lg text-ink-soft" data-testid="affiliate-lead">{t("lead", values)}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ButtonLink href={SIGN_UP} size="lg">{t("cta.signup")}</ButtonLink>
            <Link href={INVITES} className={linkClass}>{t("cta.signedIn")}</Link>
          </div>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="affiliate-figures">
          {(["discount", "reward", "released"] as const).map((key) => (
            <li key={key} className="rounded-2xl border border-line bg-paper p-5 text-base font-medium text-ink">{t(`figures.${key}`, values)}</li>
          ))}
        </ul>
      </Container>

      <Container as="section" id="how">
        <Heading level={2}>{t("how.title")}</Heading>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {(["share", "join", "reward"] as const).map((step, i) => (
            <li key={step} className="flex flex-col gap-2">
              <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand/10 font-semibold text-brand">{i + 1}</span>
              <Heading level={3} size="md">{t(`how.${step}.title`, values)}</Heading>
              <p className="text-ink-soft">{t(`how.${step}.text`, values)}</p>
            </li>
          ))}
        </ol>
      </Container>

      <Container as="section" id="terms">
        <Heading level={2}>{t("terms.title")}</Heading>
        <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid="affiliate-terms">
          {TERMS.map((key) => <li key={key}>{t(`terms.${key}`, values)}</li>)}
        </ul>
      </Container>

      <Container as="section" id="faq">
        <Heading level={2}>{t("faq.title")}</Heading>
        <div className="mt-6 flex max-w-3xl flex-col divide-y divide-line border-y border-line">
          {FAQ.map((key) => {
            const href = FAQ_LINKS[key];
            return (
              <details key={key} className="group py-4">
                <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">{t(`faq.items.${key}.q`)}</summary>
                <p className="mt-2 text-ink-soft">
                  {href ? t.rich(`faq.items.${key}.a`, { ...values, link: (c) => <Link href={href} className={linkClass}>{c}</Link> }) : t(`faq.items.${key}.a`, values)}
                </p>
              </details>
            );
          })}
        </div>
      </Container>

      <Container as="section">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-mist p-8">
          <Heading level={2} size="lg">{t("cta.title")}</Heading>
          <p className="text-ink-soft">{t("cta.text")}</p>
          <ButtonLink href={SIGN_UP}>{t("cta.signup")}</ButtonLink>
        </div>
      </Container>
    </div>
  );
}
