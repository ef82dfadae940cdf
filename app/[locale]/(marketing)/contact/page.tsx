import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { ContactForm } from "@/components/contact/ContactForm";
import { ContactMessages } from "@/components/contact/ContactMessages";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { JsonLd } from "@/components/seo/JsonLd";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { sellerDetails } from "@/lib/payments/seller";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";
import { CONTACT_TOPICS, contactAnswerTime } from "@/lib/support/contact";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Contact.meta" });
  return pageMetadata({ path: "/contact", locale, title: t("title"), description: t("description") });
}

const linkClass = "font-medium text-brand underline-offset-2 hover:underline";

/**
 * /contact: the form (a client island posting to lib/support/actions.ts, which reads the visitor's
 * address per request) and the other ways to reach us. Cached like every public page: nothing here
 * depends on the visitor. reCAPTCHA's key comes from the configuration, so the page knows it at render.
 */
export default async function ContactPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/contact");
  const t = await getTranslations("Contact");
  const answerTime = await contactAnswerTime(locale);
  const recaptcha = recaptchaClientConfig();
  const email = sellerDetails().email;
  const mail = (chunks: ReactNode) => <a href={`mailto:${email}`} className={linkClass}>{chunks}</a>;

  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, "/contact")} />
      <div className="max-w-3xl">
        <Heading level={1} size="display">{t("title")}</Heading>
        <p className="mt-4 text-lg text-ink-soft">{t("lead")}</p>
        <p className="mt-3 text-ink-soft" data-testid="contact-answer-time">{t("answerPromise", { time: answerTime })}</p>
      </div>
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-title" className="relative rounded-2xl border border-line bg-paper p-6 sm:p-8">
          <Heading level={2} size="lg" id="contact-form-title">{t("form.title")}</Heading>
          <div className="mt-6">
            <ContactMessages>
              <ContactForm recaptcha={recaptcha} answerTime={answerTime} topics={CONTACT_TOPICS} />
            </ContactMessages>
          </div>
          {recaptcha && <div className="mt-4"><RecaptchaNotice /></div>}
        </section>
        <aside aria-labelledby="contact-other-title" className="flex flex-col gap-4 text-ink-soft">
          <Heading level={2} size="lg" id="contact-other-title">{t("other.title")}</Heading>
          <p data-testid="contact-email">{t.rich("other.email", { email, link: mail })}</p>
          <p>{t.rich("other.privacy", { link: (c) => <Link href="/legal/privacy" className={linkClass}>{c}</Link> })}</p>
          <p>{t("other.account")}</p>
          <p>{t.rich("other.teams", { link: (c) => <Link href="/company-headshots" className={linkClass}>{c}</Link> })}</p>
          <p>{t.rich("other.affiliate", { link: (c) => <Link href="/affiliate" className={linkClass}>{c}</Link> })}</p>
        </aside>
      </div>
    </Container>
  );
}
