import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { MagicLinkForm } from "@/components/auth/AuthForms";
import { RecaptchaScope } from "@/components/auth/recaptcha";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { Link } from "@/i18n/link";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.magic" });
  return pageMetadata({ path: "/auth/email", locale, title: t("title") });
}

export default async function MagicLinkPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations("Auth");
  const recaptcha = recaptchaClientConfig();
  return (
    <AuthCard title={t("magic.title")} intro={t("magic.intro")} footer={<Link href="/auth/login" className="font-medium text-brand hover:underline">{t("backToLogin")}</Link>}>
      <RecaptchaScope config={recaptcha}>
        <MagicLinkForm recaptcha={Boolean(recaptcha)} />
      </RecaptchaScope>
      {recaptcha && <RecaptchaNotice />}
    </AuthCard>
  );
}
