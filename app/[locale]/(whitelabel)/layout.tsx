import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/AppShell";

// Rendered per request: these pages read the session, and proxy.ts gives them a nonce-only CSP.
export const dynamic = "force-dynamic";

/** Whitelabel pages render their own WhitelabelLayout (components/layouts): the partner's name is the page's to know. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
