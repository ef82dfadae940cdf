import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { stopViewAsAction } from "@/lib/backoffice/view-as/actions";
import { MarketingFooter } from "./MarketingFooter";
import { MarketingHeader } from "./MarketingHeader";
import { ViewAsNotice } from "./ViewAsNotice";

/**
 * Header, content and footer of the cached public pages and of the 404 and 403 pages. Nothing in it
 * reads the request (a 404 page is part of every cached page's render): the account and the view-as
 * banner are client islands.
 */
export async function PublicFrame({ children }: { children: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations("BackofficeSupport.viewAs"), getLocale()]);
  return (
    <div className="flex min-h-dvh flex-col">
      <ViewAsNotice stop={stopViewAsAction} locale={locale} text={t("banner", { email: "{email}" })} stopLabel={t("stop")} />
      <MarketingHeader />
      <main id="main" className="flex-1">{children}</main>
      <MarketingFooter />
    </div>
  );
}
