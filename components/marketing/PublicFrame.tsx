import { cache, type ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { stopViewAsAction } from "@/lib/backoffice/view-as/actions";
import { MarketingFooter } from "./MarketingFooter";
import { MarketingHeader } from "./MarketingHeader";
import { ViewAsNotice } from "./ViewAsNotice";

/**
 * The frame's parts, made once per request. Next puts the 404 and 403 pages (StatusPage, in this
 * frame) into every page's React payload as its fallbacks: the same element objects are written once
 * and referenced after that, instead of the header and footer three times (~19 KB of a public page's
 * ~93 KB payload, parsed by every visitor's browser).
 */
const frameParts = cache(async () => {
  const [t, locale, header, footer] = await Promise.all([getTranslations("BackofficeSupport.viewAs"), getLocale(), MarketingHeader(), MarketingFooter()]);
  const notice = <ViewAsNotice stop={stopViewAsAction} locale={locale} text={t("banner", { email: "{email}" })} stopLabel={t("stop")} />;
  return { notice, header, footer };
});

/**
 * Header, content and footer of the cached public pages and of the 404 and 403 pages. Nothing in it
 * reads the request (a 404 page is part of every cached page's render): the account and the view-as
 * banner are client islands.
 */
export async function PublicFrame({ children }: { children: ReactNode }) {
  const { notice, header, footer } = await frameParts();
  return (
    <div className="flex min-h-dvh flex-col">
      {notice}
      {header}
      <main id="main" className="flex-1">{children}</main>
      {footer}
    </div>
  );
}
