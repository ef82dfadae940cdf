import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

/** The wizard's forms read TeamSetup (and the payment step's buy form TeamCredits) in the browser. */
export default async function Layout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamSetup", "TeamCredits"])}>{children}</NextIntlClientProvider>;
}
