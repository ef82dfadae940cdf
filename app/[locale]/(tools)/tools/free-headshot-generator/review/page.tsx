import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { commonLabels, FREE_HEADSHOT_PATH, reviewLabels, stepMetadata } from "@/components/tools/free-headshot/page-labels";
import { ReviewStep } from "@/components/tools/free-headshot/ReviewStep";
import { Container } from "@/components/ui/container";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { readParameter } from "@/lib/parameters/read";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";

const PATH = `${FREE_HEADSHOT_PATH}/review`;

export function generateMetadata({ params }: LocaleParams) {
  return stepMetadata(params, "review");
}

/**
 * The free headshot's last step: the choices, the day's limit (the admin parameter, read when the
 * cached page is made) and the request. reCAPTCHA's public key comes from the configuration, so the
 * page knows it at render and hands it to the island (which reads no environment).
 */
export default async function FreeHeadshotReviewPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, PATH);
  const limit = await readParameter(db, "tools.freeHeadshotsPerDay");
  const [labels, common] = await Promise.all([reviewLabels(locale, limit), commonLabels(locale)]);
  const recaptcha = recaptchaClientConfig();
  return (
    <Container className="py-12 sm:py-16">
      <ReviewStep locale={locale} labels={labels} common={common} recaptcha={recaptcha} />
      {recaptcha && <div className="mt-6 max-w-2xl"><RecaptchaNotice /></div>}
    </Container>
  );
}
