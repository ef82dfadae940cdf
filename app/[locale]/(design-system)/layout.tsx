import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { Link } from "@/i18n/link";
import { Logo } from "@/components/layouts/Logo";
import { LanguageSwitcher } from "@/components/shell/LanguageSwitcher";
import { Container } from "@/components/ui";
import { AppShell } from "@/components/shell/AppShell";
import { DesignSystemNav } from "./design-system/_components/design-system-nav";
import { DESIGN_SYSTEM_PAGES, pageMessageKey } from "./design-system/_components/pages";

// Rendered per request: proxy.ts gives these pages a nonce-only CSP.
export const dynamic = "force-dynamic";

/** The spec's design-system layout: a slim top bar, the page list on the side, the page in the main area. */
export default async function DesignSystemLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations("DesignSystem"), getMessages()]);
  const entries = [
    { href: "/design-system", label: t("overview") },
    ...DESIGN_SYSTEM_PAGES.map((page) => ({ href: `/design-system/${page}`, label: t(`pages.${pageMessageKey(page)}.title`) })),
  ];

  return (
    <AppShell>
    <div className="flex min-h-dvh flex-col bg-mist/40">
      <header className="border-b border-line bg-paper">
        <Container className="flex h-16 items-center gap-4">
          <Logo />
          <span aria-hidden className="h-5 w-px bg-line" />
          <Link href="/design-system" className="text-sm font-medium text-ink-soft hover:text-ink">
            {t("title")}
          </Link>
          <div className="ml-auto">
            <LanguageSwitcher />
          </div>
        </Container>
      </header>
      <Container className="flex flex-1 flex-col gap-6 py-6 md:flex-row md:gap-10 md:py-10">
        <aside className="md:w-56 md:shrink-0">
          <DesignSystemNav label={t("navLabel")} entries={entries} />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {/* The live demos' client components also read the DesignSystem strings. */}
          <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "DesignSystem"])}>{children}</NextIntlClientProvider>
        </main>
      </Container>
    </div>
    </AppShell>
  );
}
