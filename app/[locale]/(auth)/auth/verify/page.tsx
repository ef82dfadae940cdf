import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResendVerificationForm, TokenSignIn } from "@/components/auth/AuthForms";
import { RecaptchaScope } from "@/components/auth/recaptcha";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { Link } from "@/i18n/link";
import { emailSchema } from "@/lib/auth/schemas";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";
import { pageAfterVerifying } from "@/lib/routes/redirect";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.verify" });
  return pageMetadata({ path: "/auth/verify", locale, title: t("title"), index: false });
}

/** After sign-up: "check your inbox". From the emailed link (?token=): verifies the address and signs in. */
export default async function VerifyPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const sp = await searchParams;
  const t = await getTranslations("Auth");
  const token = searchParam(sp, "token");
  const next = pageAfterVerifying(searchParam(sp, "next"));
  if (token) {
    return (
      <AuthCard title={t("verify.workingTitle")}>
        <TokenSignIn token={token} kind="verify" next={next} />
      </AuthCard>
    );
  }
  const email = emailSchema.safeParse(searchParam(sp, "email"));
  const recaptcha = email.success ? recaptchaClientConfig() : null;
  return (
    <AuthCard
      title={t("verify.title")}
      intro={email.success ? t("verify.sentTo", { email: email.data }) : t("verify.intro")}
      footer={<Link href={next ? { pathname: "/auth/login", query: { callbackUrl: next } } : "/auth/login"} className="font-medium text-brand hover:underline">{t("backToLogin")}</Link>}
    >
      <p className="text-sm text-ink-soft">{t("verify.spamHint")}</p>
      {email.success && (
        <RecaptchaScope config={recaptcha}>
          <ResendVerificationForm email={email.data} next={next} recaptcha={Boolean(recaptcha)} />
        </RecaptchaScope>
      )}
      {recaptcha && <RecaptchaNotice />}
    </AuthCard>
  );
}
