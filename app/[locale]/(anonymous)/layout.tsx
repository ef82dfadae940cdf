import type { ReactNode } from "react";
import { AnonymousLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <AnonymousLayout>{children}</AnonymousLayout>;
}
