import type { ReactNode } from "react";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { ViewAsBanner } from "@/components/backoffice/view-as/ViewAsBanner";
import { Providers } from "@/components/shell/Providers";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

/**
 * The frame of every page rendered per request (every group but "(marketing)", whose pages are cached):
 * the view-as banner, the client messages and TanStack Query. (The tag manager is started by the
 * consent banner, components/analytics, on every page, once the visitor agrees to analytics.) Its group layouts say `export const dynamic = "force-dynamic"`: a page of
 * theirs must never be cached, because proxy.ts gives their responses a nonce-only policy.
 */
export async function AppShell({ children, namespaces = CLIENT_NAMESPACES }: { children: ReactNode; namespaces?: readonly string[] }) {
  const messages = await getMessages();
  // Reading the request keeps these groups per request (their policy carries a nonce, see proxy.ts).
  await headers();
  return (
    <>
      <ViewAsBanner />
      <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>
        <Providers>{children}</Providers>
      </NextIntlClientProvider>
    </>
  );
}
