import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

/**
 * Gives the client components of the choose step (price switch, style picker) their namespaces on the
 * pages that use them only, instead of shipping these strings with every page of the site.
 */
export async function ChooseMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Pricing", "Styles"])}>{children}</NextIntlClientProvider>;
}

