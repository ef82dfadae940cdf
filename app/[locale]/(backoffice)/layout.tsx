import type { ReactNode } from "react";
import { BackofficeLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <BackofficeLayout>{children}</BackofficeLayout>;
}
