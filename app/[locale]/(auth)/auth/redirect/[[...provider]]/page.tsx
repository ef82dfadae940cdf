import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { AutoSubmitForm } from "@/components/auth/AutoSubmit";
import { SocialSignInButton } from "@/components/ui/social-button";
import { socialSignInAction } from "@/lib/auth/actions";
import { enabledSocialProviders, isSocialProvider } from "@/lib/auth/providers";
import { pageLocale, searchParam } from "@/lib/i18n/page";
import { safeRedirectTarget } from "@/lib/routes/redirect";

type Props = { params: Promise<{ locale: string; provider?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Starts a social sign-in at the provider (/auth/redirect/google). Unknown or unconfigured providers are a 404. */
export default async function RedirectPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { provider = [] } = await params;
  const name = provider[0];
  if (provider.length !== 1 || !isSocialProvider(name) || !enabledSocialProviders().includes(name)) notFound();
  const t = await getTranslations("Auth");
  const callbackUrl = safeRedirectTarget(searchParam(await searchParams, "callbackUrl"), "");
  return (
    <AuthCard title={t("social.redirecting")}>
      <AutoSubmitForm action={socialSignInAction}>
        <input type="hidden" name="provider" value={name} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <SocialSignInButton provider={name} type="submit" fullWidth />
      </AutoSubmitForm>
    </AuthCard>
  );
}
