import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { SocialButtons } from "@/components/auth/SocialButtons";
import { Link } from "@/i18n/link";
import { enabledSocialProviders } from "@/lib/auth/providers";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { safeRedirectTarget } from "@/lib/routes/redirect";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.social" });
  return pageMetadata({ path: "/auth/social", locale, title: t("title") });
}

/** All social sign-in options on one page; with none configured it sends the person to the email sign-in. */
export default async function SocialPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  if (enabledSocialProviders().length === 0) redirect(localizePath("/auth/login", locale));
  const t = await getTranslations("Auth");
  const callbackUrl = safeRedirectTarget(searchParam(await searchParams, "callbackUrl"), "");
  return (
    <AuthCard title={t("social.title")} intro={t("social.intro")} footer={<Link href="/auth/login" className="font-medium text-brand hover:underline">{t("social.toEmail")}</Link>}>
      <SocialButtons callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
