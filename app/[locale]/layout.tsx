import "../globals.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { ConsentManager } from "@/components/analytics/ConsentManager";
import type { ConsentLabels } from "@/components/analytics/consent-labels";
import { ChunkReloadGuard } from "@/components/shell/ChunkReloadGuard";
import { LoadingBar } from "@/components/shell/LoadingBar";
import { OnlineStatus } from "@/components/shell/online-status";
import { PageViewTracker } from "@/components/shell/PageViewTracker";
import { TestPaymentsBanner } from "@/components/shell/TestPaymentsBanner";
import { env } from "@/lib/env";
import type { AnalyticsKeys } from "@/lib/analytics/config";
import { LOCALE_TAGS, localizePath, type Locale } from "@/lib/i18n/config";

// No request data is read here: the public pages of "(marketing)" are cached (statically rendered on
// first visit, revalidated), every other group renders per request through components/shell/AppShell.
// No client messages either: the shell's islands get their strings from the server, and the public
// pages ship no translation runtime at all; AppShell gives the app's client components theirs.

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Meta" });
  return {
    metadataBase: new URL(env.APP_URL),
    title: { default: t("title"), template: `%s · Lumen` },
    description: t("description"),
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, consent] = await Promise.all([getTranslations("Shell"), getTranslations("Consent")]);
  // The banner's strings only: the preferences' come with the consent library, when it is used
  // (every byte here is in every page, and `/` must fit a connection's first round trip).
  const consentBanner: ConsentLabels["banner"] = consent.raw("banner");
  // Only the services whose keys are set, and nothing at all starts before the visitor agrees.
  const analyticsKeys: AnalyticsKeys = {
    gtmId: env.NEXT_PUBLIC_GTM_ID ?? null,
    posthog: env.NEXT_PUBLIC_POSTHOG_KEY && env.NEXT_PUBLIC_POSTHOG_HOST ? { key: env.NEXT_PUBLIC_POSTHOG_KEY, host: env.NEXT_PUBLIC_POSTHOG_HOST } : null,
  };
  return (
    <html lang={LOCALE_TAGS[locale as Locale]}>
      <body className="min-h-dvh bg-paper font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-paper focus:px-4 focus:py-2">
          {t("skipToContent")}
        </a>
        <TestPaymentsBanner />
        <LoadingBar />
        {children}
        <OnlineStatus />
        <PageViewTracker />
        <ChunkReloadGuard />
        <ConsentManager locale={locale} banner={consentBanner} cookiesHref={localizePath("/legal/cookies", locale as Locale)} keys={analyticsKeys} />
      </body>
    </html>
  );
}
