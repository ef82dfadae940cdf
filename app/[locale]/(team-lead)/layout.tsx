import type { ReactNode } from "react";

/** The team lead area: the organisation's own pages ("(area)", with its navigation) and the wizard that creates one ("(setup)"). */
export default function Layout({ children }: { children: ReactNode }) {
  return children;
}
