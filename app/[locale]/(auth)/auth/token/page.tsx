import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { TokenSignIn } from "@/components/auth/AuthForms";
import { Link } from "@/i18n/link";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { safeRedirectTarget } from "@/lib/routes/redirect";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.token" });
  return pageMetadata({ path: "/auth/token", locale, title: t("title"), index: false });
}

/** The magic link's landing page. */
export default async function TokenPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const sp = await searchParams;
  const t = await getTranslations("Auth");
  const token = searchParam(sp, "token");
  return (
    <AuthCard title={t("token.title")}>
      {token ? (
        <TokenSignIn token={token} kind="magic" next={safeRedirectTarget(searchParam(sp, "next"), "")} />
      ) : (
        <>
          <p className="text-ink-soft">{t("token.missing")}</p>
          <Link href="/auth/email" className="font-medium text-brand hover:underline">{t("token.newLink")}</Link>
        </>
      )}
    </AuthCard>
  );
}
