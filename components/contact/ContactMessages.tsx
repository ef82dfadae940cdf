import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { MARKETING_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

/**
 * Gives the contact form its strings (Contact.form and Contact.errors) on /contact only, besides the
 * public pages' own client namespaces; the rest of Contact stays on the server.
 */
export async function ContactMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const contact = (messages.Contact ?? {}) as Record<string, unknown>;
  return (
    <NextIntlClientProvider messages={{ ...pickMessages(messages, MARKETING_NAMESPACES), Contact: { form: contact.form, errors: contact.errors } as never }}>
      {children}
    </NextIntlClientProvider>
  );
}
