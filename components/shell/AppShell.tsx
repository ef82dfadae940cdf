import type { ReactNode } from "react";
import { headers } from "next/headers";
import Script from "next/script";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { ViewAsBanner } from "@/components/backoffice/view-as/ViewAsBanner";
import { Providers } from "@/components/shell/Providers";
import { env } from "@/lib/env";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

/**
 * The frame of every page rendered per request (every group but "(marketing)", whose pages are cached):
 * the view-as banner, the client messages, TanStack Query, and the tag manager with
 * this request's CSP nonce. Its group layouts say `export const dynamic = "force-dynamic"`: a page of
 * theirs must never be cached, because proxy.ts gives their responses a nonce-only policy.
 */
export async function AppShell({ children, namespaces = CLIENT_NAMESPACES }: { children: ReactNode; namespaces?: readonly string[] }) {
  const [messages, requestHeaders] = await Promise.all([getMessages(), headers()]);
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  return (
    <>
      <ViewAsBanner />
      <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>
        <Providers>{children}</Providers>
      </NextIntlClientProvider>
      {env.NEXT_PUBLIC_GTM_ID && (
        <Script id="gtm" strategy="afterInteractive" nonce={nonce}>
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(env.NEXT_PUBLIC_GTM_ID)});`}
        </Script>
      )}
    </>
  );
}
