import type { ReactNode } from "react";
import { SignedInLayout } from "@/components/layouts";
import { AppShell } from "@/components/shell/AppShell";

// Rendered per request: these pages read the session, and proxy.ts gives them a nonce-only CSP.
export const dynamic = "force-dynamic";

export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell><SignedInLayout>{children}</SignedInLayout></AppShell>;
}
