import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { RequestResetForm, ResetPasswordForm } from "@/components/auth/AuthForms";
import { RecaptchaScope } from "@/components/auth/recaptcha";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { Link } from "@/i18n/link";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.reset" });
  return pageMetadata({ path: "/auth/reset-password", locale, title: t("title") });
}

/** Without a token: ask for the email. With the emailed token: choose a new password. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const token = searchParam(await searchParams, "token");
  const t = await getTranslations("Auth");
  const recaptcha = token ? null : recaptchaClientConfig();
  return (
    <AuthCard
      title={token ? t("reset.chooseTitle") : t("reset.title")}
      intro={token ? t("reset.chooseIntro") : t("reset.intro")}
      footer={<Link href="/auth/login" className="font-medium text-brand hover:underline">{t("backToLogin")}</Link>}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <RecaptchaScope config={recaptcha}>
          <RequestResetForm recaptcha={Boolean(recaptcha)} />
        </RecaptchaScope>
      )}
      {recaptcha && <RecaptchaNotice />}
    </AuthCard>
  );
}
