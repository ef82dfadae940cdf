import type { ReactNode } from "react";
import { AdminLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <AdminLayout>{children}</AdminLayout>;
}
