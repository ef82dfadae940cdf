import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/AuthForms";
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
  const t = await getTranslations({ locale, namespace: "Auth.login" });
  return pageMetadata({ path: "/auth/login", locale, title: t("title") });
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await guardPage("/auth/login", locale);
  const sp = await searchParams;
  const t = await getTranslations("Auth");
  const callbackUrl = safeRedirectTarget(searchParam(sp, "callbackUrl"), "");
  const recaptcha = recaptchaClientConfig();
  const linkError = searchParam(sp, "error");
  return (
    <AuthCard
      title={t("login.title")}
      intro={t("login.intro")}
      footer={
        <div className="flex flex-col gap-2">
          <p>
            {t("login.noAccount")}{" "}
            <Link href={callbackUrl ? { pathname: "/auth/signup", query: { callbackUrl } } : "/auth/signup"} className="font-medium text-brand hover:underline">
              {t("login.toSignup")}
            </Link>
          </p>
          <p>
            <Link href="/auth/email" className="font-medium text-brand hover:underline">{t("login.toMagic")}</Link>
          </p>
        </div>
      }
    >
      {searchParam(sp, "reset") === "1" && <Alert variant="success">{t("reset.done")}</Alert>}
      {linkError && <Alert variant="danger">{t("errors.social")}</Alert>}
      <SocialButtons callbackUrl={callbackUrl} />
      <RecaptchaScope config={recaptcha}>
        <LoginForm callbackUrl={callbackUrl} recaptcha={Boolean(recaptcha)} />
      </RecaptchaScope>
      {recaptcha && <RecaptchaNotice />}
    </AuthCard>
  );
}
