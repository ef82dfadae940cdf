import type { ReactNode } from "react";
import { MarketingFooter } from "./MarketingFooter";
import { MarketingHeader } from "./MarketingHeader";

/**
 * Header, content and footer of the cached public pages and of the 404 and 403 pages. Nothing in it
 * reads the request (a 404 page is part of every cached page's render): the account is a client island.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main id="main" className="flex-1">{children}</main>
      <MarketingFooter />
    </div>
  );
}
