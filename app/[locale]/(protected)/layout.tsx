import type { ReactNode } from "react";
import { ProtectedLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <ProtectedLayout>{children}</ProtectedLayout>;
}
