import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { PublicFrame } from "@/components/marketing/PublicFrame";

// The public pages are cached: each is rendered on its first visit per language, served from the
// cache to everyone after that, and rendered again in the background at most every REVALIDATE
// seconds (and at once when an admin changes what it shows: lib/content/revalidate.ts). Nothing here
// may read the request (cookies, headers): the visitor's own parts are client islands.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { locale: string }[] {
  // None at build time (the build has no database): every page is made on its first request.
  return [];
}

export default async function MarketingLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // No client messages: the public pages' islands get their strings as props from the server, so
  // the pages ship no translation runtime (an island that needs a namespace wraps itself, as the
  // contact form does).
  return <PublicFrame>{children}</PublicFrame>;
}
