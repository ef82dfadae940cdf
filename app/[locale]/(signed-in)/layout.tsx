import type { ReactNode } from "react";
import { SignedInLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <SignedInLayout>{children}</SignedInLayout>;
}
