import type { ReactNode } from "react";

/** Whitelabel pages render their own WhitelabelLayout (components/layouts): the partner's name is the page's to know. */
export default function Layout({ children }: { children: ReactNode }) {
  return children;
}
