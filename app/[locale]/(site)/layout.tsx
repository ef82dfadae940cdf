import type { ReactNode } from "react";
import { SiteLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>;
}
