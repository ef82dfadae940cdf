import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { LanguageSwitcher } from "@/components/shell/LanguageSwitcher";
import { Logo } from "./Logo";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

// The spec's ten layouts. A route's layout is named in lib/routes/registry.ts; each app/[locale]/(group)
// uses the matching component. design-system lives with its pages in app/[locale]/(design-system).

/** Marketing and public pages: header, content, footer. */
export async function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}

/** Signed-out pages (sign-in, sign-up): a calm centred card, nothing to distract. */
export async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-mist">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5">
        <Logo />
        <LanguageSwitcher />
      </div>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6">
        <div className="w-full max-w-md rounded-[var(--radius-card)] border border-line bg-paper p-8 shadow-sm">{children}</div>
      </main>
    </div>
  );
}

/** Signed-in product pages. */
export async function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">{children}</main>
    </div>
  );
}

type NavItem = { href: string; label: string };

function SideNav({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      {items.map((i) => (
        <Link key={i.href} href={i.href} className="rounded-md px-3 py-2 text-sm font-medium text-ink-soft hover:bg-mist hover:text-ink">
          {i.label}
        </Link>
      ))}
    </nav>
  );
}

/** The back office's screens, grouped: people, money, the catalogue, shoots and the engine, operations, content. */
const BACKOFFICE_NAV = [
  ["/admin", "dashboard"],
  ["/admin/user", "user"],
  ["/admin/organization", "organization"],
  ["/admin/support", "support"],
  ["/admin/feedback", "feedback"],
  ["/admin/transactions", "transactions"],
  ["/admin/invoices", "invoices"],
  ["/admin/refund", "refund"],
  ["/admin/coupons", "coupons"],
  ["/admin/giftcard", "giftcard"],
  ["/admin/referral", "referral"],
  ["/admin/tools/comp-package-calculator", "compCalculator"],
  ["/admin/catalog", "catalog"],
  ["/admin/style", "style"],
  ["/admin/style/seo", "styleSeo"],
  ["/admin/avatar", "avatar"],
  ["/admin/clothing", "clothing"],
  ["/admin/wardrobe", "wardrobe"],
  ["/admin/emotions", "emotions"],
  ["/admin/hairstyles", "hairstyles"],
  ["/admin/studio/phototemplate", "studioTemplates"],
  ["/admin/studio/photos", "studioPhotos"],
  ["/admin/model", "model"],
  ["/admin/upload", "upload"],
  ["/admin/playground", "playground"],
  ["/admin/comfy-workflows", "comfyWorkflows"],
  ["/admin/parameters", "parameters"],
  ["/admin/development", "development"],
  ["/admin/sign-image", "signImage"],
  ["/admin/api-clients", "apiClients"],
  ["/admin/auditlog", "auditlog"],
  ["/admin/email", "email"],
  ["/admin/email/create", "emailTemplates"],
  ["/admin/blog", "blog"],
  ["/admin/changelog", "changelog"],
  ["/admin/reviews", "reviews"],
  ["/admin/testimonials", "testimonials"],
  ["/admin/survey", "survey"],
  ["/admin/tools/free-headshots", "freeHeadshots"],
] as const;

/** Platform back office: a side navigation beside the work area. */
export async function BackofficeLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("Backoffice");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-8 px-4 py-8 md:grid-cols-[14rem_1fr]">
        <aside>
          <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wide text-ink-soft">{t("title")}</p>
          <SideNav label={t("title")} items={BACKOFFICE_NAV.map(([href, key]) => ({ href, label: t(`nav.${key}`) }))} />
        </aside>
        <main id="main" className="min-w-0">{children}</main>
      </div>
    </div>
  );
}

/** Team lead area (under /app/admin): the organisation's work area with its own navigation. */
export async function TeamLeadLayout({ children, nav }: { children: ReactNode; nav: NavItem[] }) {
  const t = await getTranslations("TeamLead");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-8 px-4 py-8 md:grid-cols-[14rem_1fr]">
        <aside><SideNav label={t("navLabel")} items={nav} /></aside>
        <main id="main" className="min-w-0">{children}</main>
      </div>
    </div>
  );
}

/** Free tools: public header and footer around a focused tool area. */
export async function ToolsLayout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout>
      <div className="mx-auto max-w-4xl px-4 py-10">{children}</div>
    </SiteLayout>
  );
}

/** Bare pages (redirect helpers, the not-found route): no chrome at all. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main id="main" className="min-h-dvh">{children}</main>;
}

/** Phone upload: made for a small screen held in one hand, no navigation to wander off to. */
export async function PhotoUploadLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-mist">
      <div className="flex items-center justify-between px-4 py-3"><Logo /><LanguageSwitcher /></div>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pb-10">{children}</main>
    </div>
  );
}

/** Whitelabel: a partner's flow with no Lumen branding; the partner's name shows instead. */
export function WhitelabelLayout({ children, partnerName }: { children: ReactNode; partnerName: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <div className="border-b border-line px-4 py-3 text-sm font-semibold text-ink">{partnerName}</div>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">{children}</main>
    </div>
  );
}
