import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { BackofficeLayout } from "@/components/layouts";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { NAMESPACES } from "@/lib/i18n/namespaces";

/** Every back-office namespace, for the screens' client forms (AdminForm's refusals and field errors in the admin's language). */
const BACKOFFICE_NAMESPACES = NAMESPACES.filter((ns) => ns.startsWith("Backoffice"));

export default async function Layout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <BackofficeLayout>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, ...BACKOFFICE_NAMESPACES])}>{children}</NextIntlClientProvider>
    </BackofficeLayout>
  );
}
