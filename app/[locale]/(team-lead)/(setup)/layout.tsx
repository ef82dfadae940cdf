import type { ReactNode } from "react";
import { SignedInLayout } from "@/components/layouts";

/** The wizard that creates a team: the signed-in chrome, no team navigation yet. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SignedInLayout>{children}</SignedInLayout>;
}
