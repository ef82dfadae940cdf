import type { ReactNode } from "react";
import { BareLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <BareLayout>{children}</BareLayout>;
}
