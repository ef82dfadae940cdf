import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

/**
 * The upload flow's forms read the "Upload" messages (and the shoot's refusal codes, "Shoots"; a team's
 * style rules and their refusals, "TeamStyle") in the browser; other pages do not carry them.
 */
export default async function UploadLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Upload", "Shoots", "Waiting", "Styles", "TeamStyle"])}>{children}</NextIntlClientProvider>;
}
