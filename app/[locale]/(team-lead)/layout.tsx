import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/AppShell";

// Rendered per request: these pages read the session, and proxy.ts gives them a nonce-only CSP.
export const dynamic = "force-dynamic";

/** The team lead area: the organisation's own pages ("(area)", with its navigation) and the wizard that creates one ("(setup)"). */
export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
