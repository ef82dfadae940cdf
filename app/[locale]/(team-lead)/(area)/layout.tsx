import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { TeamLeadLayout } from "@/components/layouts";

/** Every team lead page: the organisation's navigation beside the work area. */
export default async function Layout({ children }: { children: ReactNode }) {
  const t = await getTranslations("TeamLead.nav");
  const nav = [
    { href: "/app/admin/members", label: t("members") },
    { href: "/app/admin/results", label: t("results") },
    { href: "/app/admin/credits", label: t("credits") },
    { href: "/app/admin/join", label: t("join") },
    { href: "/app/admin/style", label: t("style") },
    { href: "/app/admin/clothing", label: t("clothing") },
    { href: "/app/admin/combos", label: t("combos") },
    { href: "/app/admin/branding", label: t("branding") },
    { href: "/app/admin/team-page", label: t("teamPage") },
    { href: "/app/admin/invoices", label: t("invoices") },
    { href: "/app/admin/bulk-upload", label: t("bulkUpload") },
    { href: "/app/admin/api", label: t("api") },
    { href: "/app/admin/settings", label: t("settings") },
    { href: "/app/admin/notifications", label: t("notifications") },
    { href: "/app/admin/help-faq", label: t("helpFaq") },
    { href: "/app/admin/changelog", label: t("changelog") },
  ];
  return <TeamLeadLayout nav={nav}>{children}</TeamLeadLayout>;
}
