// The messages the operations screens' client forms (AdminForm) read: the shared client namespaces plus
// only the `errors` of Backoffice and BackofficeOperations (field errors and refusals in the admin's
// language), not the screens' labels, which the pages translate on the server.
import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

export async function OperationsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const errors = (ns: string) => ({ errors: ((messages[ns] as AbstractIntlMessages | undefined)?.errors ?? {}) as AbstractIntlMessages });
  return (
    <NextIntlClientProvider messages={{ ...pickMessages(messages, CLIENT_NAMESPACES), Backoffice: errors("Backoffice"), BackofficeOperations: errors("BackofficeOperations") }}>
      {children}
    </NextIntlClientProvider>
  );
}
