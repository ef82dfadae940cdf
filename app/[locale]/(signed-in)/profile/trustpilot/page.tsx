import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ReviewForm, TrustpilotInvite } from "@/components/account/ReviewForm";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { goodResultShoot, hasReviewed, trustpilotUrl } from "@/lib/account";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Trustpilot" });
  return pageMetadata({ path: "/profile/trustpilot", locale, title: t("metaTitle"), index: false });
}

/** /profile/trustpilot: after a good result, a review (kept for the website) and a link to Trustpilot. */
export default async function TrustpilotPage({ params }: LocaleParams) {
  const { principal, db } = await openPage(params, "/profile/trustpilot");
  const [t, messages, shoot, reviewed, url] = await Promise.all([
    getTranslations("Trustpilot"),
    getMessages(),
    goodResultShoot(db, principal!.userId),
    hasReviewed(db, principal!.userId),
    trustpilotUrl(db),
  ]);

  if (!shoot) {
    return (
      <div className="flex max-w-2xl flex-col items-start gap-4" data-testid="review-no-result">
        <Heading level={1} size="2xl">{t("noResult.title")}</Heading>
        <p className="text-ink-soft">{t("noResult.body")}</p>
        <ButtonLink href="/app">{t("noResult.cta")}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div>
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("lead", { title: shoot.title })}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Trustpilot"])}>
        {reviewed ? <TrustpilotInvite url={url} title={t("alreadyTitle")} body={t("alreadyBody")} /> : <ReviewForm trustpilotUrl={url} />}
      </NextIntlClientProvider>
    </div>
  );
}
