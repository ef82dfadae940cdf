import type { ReactNode } from "react";
import { EmptyLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <EmptyLayout>{children}</EmptyLayout>;
}
