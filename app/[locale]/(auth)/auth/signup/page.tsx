import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { SignUpForm } from "@/components/auth/AuthForms";
import { RecaptchaScope } from "@/components/auth/recaptcha";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { SocialButtons } from "@/components/auth/SocialButtons";
import { Link } from "@/i18n/link";
import { guardPage } from "@/lib/auth/guard";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";
import { safeRedirectTarget } from "@/lib/routes/redirect";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.signup" });
  return pageMetadata({ path: "/auth/signup", locale, title: t("title") });
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await guardPage("/auth/signup", locale);
  const sp = await searchParams;
  const t = await getTranslations("Auth");
  const callbackUrl = safeRedirectTarget(searchParam(sp, "callbackUrl"), "");
  const recaptcha = recaptchaClientConfig();
  return (
    <AuthCard
      title={t("signup.title")}
      intro={t("signup.intro")}
      footer={
        <p>
          {t("signup.haveAccount")}{" "}
          <Link href={callbackUrl ? { pathname: "/auth/login", query: { callbackUrl } } : "/auth/login"} className="font-medium text-brand hover:underline">
            {t("signup.toLogin")}
          </Link>
        </p>
      }
    >
      <SocialButtons callbackUrl={callbackUrl} />
      <RecaptchaScope config={recaptcha}>
        <SignUpForm callbackUrl={callbackUrl} recaptcha={Boolean(recaptcha)} />
      </RecaptchaScope>
      {recaptcha && <RecaptchaNotice />}
    </AuthCard>
  );
}
