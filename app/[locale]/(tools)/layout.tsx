import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { PublicFrame } from "@/components/marketing/PublicFrame";

// The free tools are cached public pages, as the public site's (app/[locale]/(marketing)/layout.tsx):
// made on their first visit per language, served to everyone, revalidated. A tool's work happens in its
// client island, which gets its strings as props from the page (no translation runtime in the browser).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { locale: string }[] {
  // None at build time (the build has no database).
  return [];
}

export default async function ToolsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PublicFrame>{children}</PublicFrame>;
}
