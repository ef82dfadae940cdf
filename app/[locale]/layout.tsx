import "../globals.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import Script from "next/script";
import { NextIntlClientProvider, hasLocale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { inter } from "@/app/fonts";
import { ChunkReloadGuard } from "@/components/shell/ChunkReloadGuard";
import { LoadingBar } from "@/components/shell/LoadingBar";
import { OnlineStatus } from "@/components/shell/OnlineStatus";
import { PageViewTracker } from "@/components/shell/PageViewTracker";
import { Providers } from "@/components/shell/Providers";
import { TestPaymentsBanner } from "@/components/shell/TestPaymentsBanner";
import { ViewAsBanner } from "@/components/backoffice/view-as/ViewAsBanner";
import { env } from "@/lib/env";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";

// Every page reads the session (header) or the database, so pages render per request.
export const dynamic = "force-dynamic";

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
  const [t, messages, requestHeaders] = await Promise.all([getTranslations("Shell"), getMessages(), headers()]);
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  return (
    <html lang={LOCALE_TAGS[locale as Locale]} className={inter.variable}>
      <body className="min-h-dvh bg-paper font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-paper focus:px-4 focus:py-2">
          {t("skipToContent")}
        </a>
        <TestPaymentsBanner />
        <ViewAsBanner />
        <NextIntlClientProvider messages={pickMessages(messages, CLIENT_NAMESPACES)}>
          <Providers>
            <LoadingBar />
            {children}
            <OnlineStatus />
          </Providers>
          <PageViewTracker />
          <ChunkReloadGuard />
        </NextIntlClientProvider>
        {env.NEXT_PUBLIC_GTM_ID && (
          <Script id="gtm" strategy="afterInteractive" nonce={nonce}>
            {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(env.NEXT_PUBLIC_GTM_ID)});`}
          </Script>
        )}
      </body>
    </html>
  );
}
