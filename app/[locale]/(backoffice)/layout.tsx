import type { ReactNode } from "react";
import { BackofficeLayout } from "@/components/layouts";
import { AppShell } from "@/components/shell/AppShell";
import { CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import { NAMESPACES } from "@/lib/i18n/namespaces";

// Rendered per request: these pages read the session, and proxy.ts gives them a nonce-only CSP.
export const dynamic = "force-dynamic";

/** Every back-office namespace, for the screens' client forms (AdminForm's refusals and field errors in the admin's language). */
const BACKOFFICE_NAMESPACES = NAMESPACES.filter((ns) => ns.startsWith("Backoffice"));

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AppShell namespaces={[...CLIENT_NAMESPACES, ...BACKOFFICE_NAMESPACES]}>
      <BackofficeLayout>{children}</BackofficeLayout>
    </AppShell>
  );
}
